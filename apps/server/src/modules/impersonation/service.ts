import { IMPERSONATION_MESSAGES, type AccountAccess, type CurrentUser } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import type { AuthUser } from '../../http/auth-user';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { openRequestGroup } from '../audit/request-group';
import { buildCurrentUser } from '../users/service';
import { endImpersonation, findTarget, insertImpersonation, listImpersonationsOf } from './queries';
import { impersonatedBy } from './present';

// Login-as (docs/AUDIT.md): a platform admin gets a short-lived session as a user who is not a platform admin.
// The session is a row the token names; every request made with it is recorded as both people's.

/**
 * `GET /users/{email}/`: the user, with a login-as token for them (codePost's login-as call). Unknown people
 * answer 404; platform admins and accounts never activated cannot be acted as; a login-as session cannot open
 * another one.
 */
export async function startImpersonation(ctx: AppContext, admin: AuthUser, email: string): Promise<CurrentUser> {
  if (admin.impersonation) throw forbidden(IMPERSONATION_MESSAGES.alreadyActing);
  const target = await findTarget(ctx.db, email);
  if (!target) throw notFound();
  if (target.isPlatformAdmin) throw forbidden(IMPERSONATION_MESSAGES.targetIsPlatformAdmin);
  if (!target.isActivated) throw badRequest(IMPERSONATION_MESSAGES.notActivated);
  const expiresAt = new Date(Date.now() + ctx.config.IMPERSONATION_TTL_MINUTES * 60_000);
  const session = await ctx.db.transaction(async (tx) => {
    const row = await insertImpersonation(tx, { adminId: admin.id, userId: target.id, expiresAt, ip: admin.ip });
    await recordEvent(tx, admin, { type: 'impersonation.started', targetUserId: target.id, object: { type: 'impersonation', id: row.id } });
    await openRequestGroup(tx, { kind: 'loginAs', userId: target.id, adminId: admin.id, ip: admin.ip }, row.id);
    return row;
  });
  const impersonation = { id: session.id, adminId: admin.id, adminEmail: admin.email, expiresAt: session.expiresAt, adminTokenVersion: admin.tokenVersion };
  const token = await ctx.sessions.issueFor({ ...target, impersonation });
  return { ...(await buildCurrentUser(ctx.db, target.id, token)), impersonatedBy: impersonatedBy({ impersonation }) };
}

/** "Return to my account": the login-as session ends at once, and its tokens with it. */
export async function stopImpersonation(ctx: AppContext, user: AuthUser): Promise<void> {
  const { impersonation } = user;
  if (!impersonation) throw badRequest(IMPERSONATION_MESSAGES.notActing);
  await ctx.db.transaction(async (tx) => {
    if (!(await endImpersonation(tx, impersonation.id))) return;
    await recordEvent(tx, user, { type: 'impersonation.ended', targetUserId: user.id, object: { type: 'impersonation', id: impersonation.id } });
  });
}

/** The settings page's "Account access": when platform admins acted as this user, newest first. */
export async function listAccountAccess(ctx: AppContext, user: AuthUser): Promise<AccountAccess[]> {
  const rows = await listImpersonationsOf(ctx.db, user.id, 50);
  return rows.map((row) => ({
    id: row.id,
    adminEmail: row.adminEmail,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  }));
}
