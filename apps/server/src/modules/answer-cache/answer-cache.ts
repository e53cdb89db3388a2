import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/app-context';
import type { AuthUser } from '../../http/auth-user';
import { ByteLru } from './byte-lru';
import { readCourseDataVersion } from './queries';

// The answer cache of the lists (docs/ARCHITECTURE.md, "The answer cache"): the serialized answers of the
// submission list, the overview, the statistics and the course's assignments, per process, bounded in bytes.
//
// Why a cached answer is never stale: every write to a table those answers read bumps its course's data version
// in the same transaction, at commit (triggers of migration 0022). An answer is stored under the version read
// before it was computed, and only when the version read again after it is the same: no write to the course
// committed in between, so every statement of the answer read that one committed state. It is served only while
// that version is still the committed one, read after the caller's permission check on every request.
//
// Why it never leaks: the key holds the route, its ids, the whole request URL (page, filters, and the address the
// page links are built from) and the caller's user id, so one user's answer is never served to another; whatever
// else of the caller the answer depends on (roles, sections led, names revealed) is course data under the version.

const JSON_TYPE = 'application/json; charset=utf-8';

/** A course and the version of its data, read in the caller's permission check. */
export interface CourseDataVersion {
  courseId: number;
  version: number;
}

interface Entry {
  courseId: number;
  version: number;
  body: Buffer;
}

/** The stored answers, and the answers being computed now (by key) that requests of the same version wait for. */
interface AnswerCache {
  stored: ByteLru<Entry>;
  computing: Map<string, { courseId: number; version: number; body: Promise<Buffer | null> }>;
}

const caches = new WeakMap<AppContext, AnswerCache | null>();

/** This app's cache (one per database handle and process), or null when ANSWER_CACHE_MB is 0. */
function cacheOf(ctx: AppContext): AnswerCache | null {
  let cache = caches.get(ctx);
  if (cache === undefined) {
    const bytes = ctx.config.ANSWER_CACHE_MB * 1024 * 1024;
    cache = bytes > 0 ? { stored: new ByteLru<Entry>(bytes), computing: new Map() } : null;
    caches.set(ctx, cache);
  }
  return cache;
}

export interface CachedRead<T> {
  /** The route's name; with the request's URL and the caller it makes the key. */
  route: string;
  /**
   * The route's own permission check, run on every request before anything is served (404 and 403 as without the
   * cache), in the same statement as the version of the course whose data the answer shows; null when this
   * caller's answers are not cached.
   */
  course: () => Promise<CourseDataVersion | null>;
  /** The answer as the route computes it without the cache (its service, which checks permission again). */
  answer: () => Promise<T>;
}

/** Answers a read route from the cache when its answer's version is still the committed one, else computes it. */
export async function sendCached<T>(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, user: AuthUser, read: CachedRead<T>): Promise<T | undefined> {
  const cache = cacheOf(ctx);
  if (cache === null) return read.answer();
  const scope = await read.course();
  if (scope === null) return read.answer();
  const { courseId, version } = scope;
  const key = `${read.route} ${request.protocol}://${request.host}${request.url} user:${user.id}`;
  const hit = cache.stored.get(key);
  if (hit && hit.courseId === courseId && hit.version === version) return sendBody(reply, hit.body);
  // The same answer already being computed at this version: wait for it rather than compute it again (many
  // clients asking at once after a write). It counts only if it was stored, i.e. read one committed state.
  const running = cache.computing.get(key);
  if (running && running.courseId === courseId && running.version === version) {
    const body = await running.body;
    if (body !== null) return sendBody(reply, body);
  }

  let settle: (body: Buffer | null) => void = () => {};
  const computing = { courseId, version, body: new Promise<Buffer | null>((resolve) => (settle = resolve)) };
  cache.computing.set(key, computing);
  try {
    const body = Buffer.from(reply.serialize(await read.answer()) as string);
    // Stored only if no write to the course committed while the answer was computed (see above).
    const unchanged = (await readCourseDataVersion(ctx.db, courseId)) === version;
    if (unchanged) cache.stored.set(key, { courseId, version, body });
    settle(unchanged ? body : null);
    return sendBody(reply, body);
  } finally {
    settle(null);
    if (cache.computing.get(key) === computing) cache.computing.delete(key);
  }
}

/** The stored bytes as they are: no parse, no serializing again. The handler then answers nothing more. */
function sendBody(reply: FastifyReply, body: Buffer): undefined {
  reply.type(JSON_TYPE).send(body);
  return undefined;
}
