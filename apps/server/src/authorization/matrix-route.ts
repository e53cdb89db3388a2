import type { AppContext } from '../core/app-context';
import { MEMBERS, OUTSIDERS, type MatrixWorld, type Persona } from './matrix-world';

/** One route of the matrix: how to call it, and who may. Everyone else gets the status the matrix expects. */
export interface MatrixRoute<F extends MatrixWorld = MatrixWorld> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered (checked against the route table so that no route escapes the matrix). */
  route: string;
  /** Built once per caller, so that a route may make a fresh object for each call (DELETE succeeds only once). */
  path: (fixture: F, ctx: AppContext) => Promise<string> | string;
  /** A JSON body, also built once per caller (names that must be unique stay unique). */
  body?: (fixture: F, ctx: AppContext) => Promise<unknown> | unknown;
  /** A body sent as it is (multipart uploads), instead of `body`. */
  raw?: (fixture: F) => { contentType: string; payload: string | Uint8Array };
  /** Callers who get a 2xx. */
  allow: Persona[];
  /** Callers who get another status than the default one (anonymous 401, outsiders 404, other members 403). */
  deny?: Partial<Record<Persona, number>>;
  /** What outsiders get when the course is named in the body rather than the path (default 404). */
  outsiderStatus?: number;
  /** Texts no caller's answer may contain, whatever its status (another course's students, say). */
  secrets?: (fixture: F) => string[];
}

/** A set of routes called against one fixture, built once for the whole set (one world per matrix file). */
export interface MatrixSuite<F extends MatrixWorld = MatrixWorld> {
  name: string;
  setup: (ctx: AppContext) => Promise<F>;
  routes: MatrixRoute<F>[];
}

export const ADMINS: Persona[] = ['admin'];
export const STAFF: Persona[] = [...ADMINS, 'grader', 'otherSectionGrader', 'superGrader'];
export const EVERY_MEMBER: Persona[] = [...STAFF, 'student', 'otherStudent'];
/** The people who grade the fixture's submission: admins, super graders, and `grader`, who holds it and leads its student's section. */
export const ITS_GRADERS: Persona[] = [...ADMINS, 'superGrader', 'grader'];

export type Outcome = 'ok' | number;

export function expectedOutcome(route: Pick<MatrixRoute, 'allow' | 'deny' | 'outsiderStatus'>, persona: Persona): Outcome {
  if (route.allow.includes(persona)) return 'ok';
  const special = route.deny?.[persona];
  if (special !== undefined) return special;
  if (persona === 'anonymous') return 401;
  if (OUTSIDERS.includes(persona)) return route.outsiderStatus ?? 404;
  if (MEMBERS.includes(persona)) return 403;
  throw new Error(`No expectation for ${persona}`);
}

/** Keys of routes as the route table writes them, for the coverage check. */
export const routeKey = (route: { method: string; route?: string; url?: string }) => `${route.method} ${route.route ?? route.url}`;
