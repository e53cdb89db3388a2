import { type SimRequest, type SimResponse } from './simulator-http';
/** A path (exact, `*` matching any characters) or a regular expression tested against the path. */
export type PathPattern = string | RegExp;
export interface FailOptions {
    /** `Retry-After` of the 429 answers, in seconds (default 1). */
    retryAfterSeconds?: number;
}
export declare class Faults {
    private failures;
    private delays;
    /** The next requests whose path matches answer these statuses, one each, in order; then the route answers normally. */
    fail(pattern: PathPattern, statuses: number[], options?: FailOptions): void;
    /** Every request whose path matches waits `ms` before it is answered (0 removes the delay). */
    delay(pattern: PathPattern, ms: number): void;
    clear(): void;
    apply(request: SimRequest): Promise<SimResponse | undefined>;
}
