import { PLATFORM_ADMIN_MESSAGES, type PlatformAdmin } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import type { AuthUser } from '../../http/auth-user';
import { badRequest, fieldErrors, notFound } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { findAccount, lockPlatformAdmins, selectPlatformAdmins, setPlatformAdmin } from './queries';

// Platform admins as a role granted and revoked in the console, beside PLATFORM_ADMINS (docs/AUDIT.md). People
// named in the setting are made admins again at every start, so the console does not offer to revoke them; the
// last platform admin is never revoked, or nobody could open the console again without the database.

export async function listPlatformAdmins(ctx: AppContext): Promise<PlatformAdmin[]> {
  const configured = new Set(ctx.config.PLATFORM_ADMINS);
  const rows = await selectPlatformAdmins(ctx.db);
  return rows.map((row) => ({ ...row, fromConfiguration: configured.has(row.email) }));
}

export async function grantPlatformAdmin(ctx: AppContext, caller: AuthUser, email: string): Promise<PlatformAdmin[]> {
  const account = await findAccount(ctx.db, { email });
  if (!account) throw fieldErrors({ email: [PLATFORM_ADMIN_MESSAGES.unknownEmail] });
  if (account.isPlatformAdmin) throw fieldErrors({ email: [PLATFORM_ADMIN_MESSAGES.alreadyAdmin] });
  await ctx.db.transaction(async (tx) => {
    await setPlatformAdmin(tx, account.id, true);
    await recordEvent(tx, caller, { type: 'platform_admin.granted', targetUserId: account.id, object: { type: 'user', id: account.id } });
  });
  return listPlatformAdmins(ctx);
}

export async function revokePlatformAdmin(ctx: AppContext, caller: AuthUser, userId: number): Promise<PlatformAdmin[]> {
  await ctx.db.transaction(async (tx) => {
    const admins = await lockPlatformAdmins(tx);
    if (!admins.includes(userId)) throw notFound();
    const account = (await findAccount(tx, { id: userId }))!;
    if (ctx.config.PLATFORM_ADMINS.includes(account.email)) throw badRequest(PLATFORM_ADMIN_MESSAGES.fromConfiguration);
    if (admins.length <= 1) throw badRequest(PLATFORM_ADMIN_MESSAGES.lastAdmin);
    await setPlatformAdmin(tx, userId, false);
    await recordEvent(tx, caller, { type: 'platform_admin.revoked', targetUserId: userId, object: { type: 'user', id: userId } });
  });
  return listPlatformAdmins(ctx);
}
