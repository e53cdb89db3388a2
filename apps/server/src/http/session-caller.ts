import { API_ERRORS } from '@marginalia/contracts';
import type { AuthUser } from './auth-user';
import { unauthorized } from './errors';

/**
 * A caller whose browser session token is verified but whose user row is not read yet: on routes that declare
 * `config.readsCallerWithObject`, authentication leaves that row to the route's own statement, which reads it
 * together with the object (one statement per read instead of two). Nothing is answered, and nothing done, before
 * `confirmCaller` has checked the row as authentication would have; the row is read on every request, so a
 * deactivated account or a signed-out session is refused at once, as on every other route.
 */
export interface SessionCaller {
  kind: 'session';
  userId: number;
  /** The token's version of the user's sessions: the row's must still be the same. */
  tokenVersion: number;
  ip: string;
  /** The user row by itself, for when the route's statement found no object (and so no row). */
  readRow(): Promise<CallerRow | null>;
}

/** The caller's user row as the route's statement reads it beside its object (auth/queries.ts callerColumns). */
export interface CallerRow {
  id: number;
  email: string;
  organizationId: number | null;
  isActivated: boolean;
  isPlatformAdmin: boolean;
  canCreateCourses: boolean;
  canModifyRosters: boolean;
  tokenVersion: number;
}

/** The caller of a read: already authenticated, or a session whose row the read's statement brings. */
export type Caller = AuthUser | SessionCaller;

export function callerId(caller: Caller): number {
  return 'kind' in caller ? caller.userId : caller.id;
}

/** The rule of authentication (authenticate.ts): the token's user exists, may sign in, and its sessions were not ended since. */
export function sessionRowIsValid(row: Pick<CallerRow, 'isActivated' | 'tokenVersion'> | null, tokenVersion: number): boolean {
  return row !== null && row.isActivated && row.tokenVersion === tokenVersion;
}

/** A stored user row as the request's caller: how every credential (session, API key, login-as) names its owner. */
export function callerFromRow(
  row: Omit<AuthUser, 'via' | 'ip' | 'impersonation'>,
  via: AuthUser['via'],
  ip: string,
  impersonation: AuthUser['impersonation'] = null,
): AuthUser {
  return {
    ip,
    impersonation,
    id: row.id,
    email: row.email,
    organizationId: row.organizationId,
    isPlatformAdmin: row.isPlatformAdmin,
    canCreateCourses: row.canCreateCourses,
    canModifyRosters: row.canModifyRosters,
    tokenVersion: row.tokenVersion,
    via,
  };
}

/**
 * The caller as an authenticated user, from the row the read's statement brought (null when it found no
 * object: then the row is read by itself, so that a refused session answers 401 before a missing object's 404).
 */
export async function confirmCaller(caller: Caller, row: CallerRow | null | undefined): Promise<AuthUser> {
  if (!('kind' in caller)) return caller;
  const found = row === undefined || row === null ? await caller.readRow() : row;
  if (!found || found.id !== caller.userId || !sessionRowIsValid(found, caller.tokenVersion)) throw unauthorized(API_ERRORS.invalidToken);
  return callerFromRow(found, 'jwt', caller.ip);
}
