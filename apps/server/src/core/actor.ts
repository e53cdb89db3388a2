/** The authenticated caller as every service sees it; loaded fresh on every request. */
export interface AuthUser {
  id: number;
  email: string;
  organizationId: number | null;
  isPlatformAdmin: boolean;
  canCreateCourses: boolean;
  canModifyRosters: boolean;
  /** How the request authenticated: browser session (JWT) or API key. */
  via: 'jwt' | 'token';
  tokenVersion: number;
  /** The caller's address, as the audit trail records it (docs/AUDIT.md). */
  ip: string | null;
  /** Set when a platform admin is acting as this user (login-as): every change is recorded as both people's. */
  impersonation: Impersonation | null;
}

/** A login-as session: who is really acting, and until when the session lasts. */
export interface Impersonation {
  id: number;
  adminId: number;
  adminEmail: string;
  expiresAt: Date;
  /** The admin's token version when the session began: their password change or sign-out everywhere ends it. */
  adminTokenVersion: number;
}

/**
 * Marginalia itself acting with no person behind it: a background worker storing test results, recomputing a
 * grade or queuing a mail. It passes no course's access checks because it is not a member of anything; the
 * domain rules it may call say what it may do, and records of who changed something keep null for it.
 */
export interface SystemActor {
  kind: 'system';
}

export const SYSTEM_ACTOR: SystemActor = Object.freeze({ kind: 'system' });

/** Who does something: a signed-in user (an HTTP request) or the system. */
export type Actor = AuthUser | SystemActor;

export function isSystemActor(actor: Actor): actor is SystemActor {
  return 'kind' in actor && actor.kind === 'system';
}

/** The user id recorded as having made a change (grade history's changed_by): null for the system. */
export function actorUserId(actor: Actor): number | null {
  return isSystemActor(actor) ? null : actor.id;
}
