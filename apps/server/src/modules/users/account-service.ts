import { SETTINGS_TEXTS, type PasswordChangeRequest, type TokenAuthResponse, type UserMe } from '@marginalia/contracts';
import type { Database } from '@marginalia/db';
import type { AppContext } from '../../core/app-context';
import type { AuthUser } from '../../http/auth-user';
import { badRequest, forbidden, throttled } from '../../http/errors';
import { incrementWindow, peekWindow, resetWindow } from '../../http/rate-limit';
import { generateApiKey, hashApiKey } from '../../core/api-keys';
import { hashPassword, verifyPassword } from '../../core/passwords';
import { recordEvent } from '../audit/record';
import { queuePasswordChangedMail } from '../mail/password-changed';
import { findPasswordHash, replaceApiKey, storeNewPassword } from './queries';
import { buildCurrentUser, getMe } from './service';

// The settings page's account calls: a new API key, and a new password.

/**
 * `POST /users/requestAPIToken/`: only a digest of a key is stored, so a key can be shown once, right after it
 * is made; making one revokes the old, and scripts using it get 401 from then on.
 */
export async function requestApiToken(db: Database, user: AuthUser): Promise<UserMe> {
  // A platform admin acting as someone must not walk away with a credential of theirs (docs/AUDIT.md).
  if (!user.canModifyRosters || user.impersonation) throw forbidden();
  const key = generateApiKey();
  await db.transaction(async (tx) => {
    await replaceApiKey(tx, user.id, hashApiKey(key));
    await recordEvent(tx, user, { type: 'account.api_key_created', targetUserId: user.id, object: { type: 'user', id: user.id } });
  });
  return { ...(await getMe(db, user.id)), api_token: key };
}

/**
 * `POST /users/me/password/`. Only a browser session may change the password (an API key must not be enough to
 * take the account over). Wrong current passwords are counted like failed logins, so the form cannot be used to
 * guess one. The answer carries a fresh token: every other session ends with the old password, and the account
 * is told by mail.
 */
export async function changePassword(ctx: AppContext, user: AuthUser, input: PasswordChangeRequest): Promise<TokenAuthResponse> {
  const { db, config } = ctx;
  if (user.via !== 'jwt' || user.impersonation) throw forbidden();
  const failuresKey = `password-change:user:${user.id}`;
  const failures = await peekWindow(db, failuresKey, config.LOGIN_WINDOW_SECONDS);
  if (failures.count >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT) throw throttled(failures.retryAfter);
  if (!(await verifyPassword(await findPasswordHash(db, user.id), input.currentPassword))) {
    await incrementWindow(db, failuresKey, config.LOGIN_WINDOW_SECONDS);
    throw badRequest(SETTINGS_TEXTS.wrongCurrentPassword, 'currentPassword');
  }
  await resetWindow(db, failuresKey);
  const passwordHash = await hashPassword(input.password1);
  const updated = await db.transaction(async (tx) => {
    const row = await storeNewPassword(tx, user.id, passwordHash);
    await recordEvent(tx, user, { type: 'account.password_changed', targetUserId: user.id, object: { type: 'user', id: user.id } });
    await queuePasswordChangedMail(tx, row.email, 'settings');
    return row;
  });
  const token = await ctx.sessions.issue({ userId: updated.id, email: updated.email, tokenVersion: updated.tokenVersion });
  return { token, user: await buildCurrentUser(db, user.id, token) };
}
