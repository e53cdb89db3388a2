// The caller of a request; the type lives in core/actor.ts beside the system actor, so that code a worker
// also runs names no HTTP file.
export type { AuthUser } from '../core/actor';
