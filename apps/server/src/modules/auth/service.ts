import type { AppContext } from '../../core/app-context';
import type { AuthUser } from '../../http/auth-user';
import { API_ERRORS } from '@marginalia/contracts';
import { badRequest, throttled, unauthorized } from '../../http/errors';
import { incrementWindow, peekWindow, resetWindow } from '../../http/rate-limit';
import { impersonationOf, isOpenImpersonationOf } from '../../http/authenticate';
import { recordEvent } from '../audit/record';
import { findImpersonation } from '../impersonation/queries';
import { noteActivity } from '../users/activity';
import { findUserByEmail, findUserById, recordLogin, type AuthRow } from './queries';
import { verifyPassword } from '../../core/passwords';

export interface LoginResult {
  token: string;
  userId: number;
}

/** The person signing in as the audit trail records them: their account and address, and a login-as behind it. */
function signingIn(user: NonNullable<AuthRow>, ip: string, impersonation: AuthUser['impersonation'] = null): AuthUser {
  const { id, email, organizationId, isPlatformAdmin, canCreateCourses, canModifyRosters, tokenVersion } = user;
  return { id, email, organizationId, isPlatformAdmin, canCreateCourses, canModifyRosters, tokenVersion, via: 'jwt', ip, impersonation };
}

/**
 * Password login. Failures are counted per account and attempts per client address; both limits
 * reset when their window ends. The answer never says whether the e-mail has an account.
 */
export async function login(ctx: AppContext, email: string, password: string, ip: string): Promise<LoginResult> {
  const { db, config } = ctx;
  const window = config.LOGIN_WINDOW_SECONDS;
  const accountKey = `login:account:${email.toLowerCase()}`;

  const perIp = await incrementWindow(db, `login:ip:${ip}`, window);
  if (perIp.count > config.LOGIN_MAX_ATTEMPTS_PER_IP) throw throttled(perIp.retryAfter);
  const failures = await peekWindow(db, accountKey, window);
  if (failures.count >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT) throw throttled(failures.retryAfter);

  const user = await findUserByEmail(db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !passwordOk || !user.isActivated) {
    await incrementWindow(db, accountKey, window);
    throw badRequest(API_ERRORS.invalidCredentials);
  }
  await resetWindow(db, accountKey);
  // Only a successful login is on record; failures are counted above and leave no event.
  await db.transaction(async (tx) => {
    await recordLogin(tx, user.id);
    await noteActivity(tx, user.id);
    await recordEvent(tx, signingIn(user, ip), { type: 'account.signed_in', targetUserId: user.id, object: { type: 'user', id: user.id } });
  });
  const token = await ctx.sessions.issue({ userId: user.id, email: user.email, tokenVersion: user.tokenVersion });
  return { token, userId: user.id };
}

/**
 * A new token for a still-valid one; the user must still exist and be active. Refreshing a login-as token is on
 * the record (`impersonation.refreshed`): the session is being kept alive, by both people.
 */
export async function refresh(ctx: AppContext, token: string, ip: string): Promise<LoginResult> {
  const verified = await ctx.sessions.verify(token);
  if (!verified.ok) throw unauthorized(verified.reason === 'expired' ? API_ERRORS.expiredToken : API_ERRORS.invalidToken);
  const user = await findUserById(ctx.db, verified.claims.userId);
  if (!user || !user.isActivated || user.tokenVersion !== verified.claims.tokenVersion) {
    throw unauthorized(API_ERRORS.invalidToken);
  }
  // A login-as token stays one, and never outlives its session (docs/AUDIT.md).
  const { impersonationId } = verified.claims;
  const record = impersonationId === undefined ? null : await findImpersonation(ctx.db, impersonationId);
  if (impersonationId !== undefined && !isOpenImpersonationOf(record, user.id, verified.claims.adminTokenVersion)) throw unauthorized(API_ERRORS.invalidToken);
  const impersonation = record && impersonationOf(record);
  if (impersonation) {
    const object = { type: 'impersonation' as const, id: impersonation.id };
    await recordEvent(ctx.db, signingIn(user, ip, impersonation), { type: 'impersonation.refreshed', targetUserId: user.id, object, data: { expiresAt: impersonation.expiresAt.toISOString() } });
  }
  const fresh = await ctx.sessions.issueFor({ ...user, impersonation });
  return { token: fresh, userId: user.id };
}
