import { createHash } from 'node:crypto';
import { PARTNER_LOGIN_MESSAGES, type PartnerIdTokenSession } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import type { AuthUser } from '../../core/actor';
import { throttled } from '../../http/errors';
import { incrementWindow } from '../../http/rate-limit';
import { recordEvent } from '../audit/record';
import { recordLogin } from '../auth/queries';
import { noteActivity } from '../users/activity';
import { LaunchRefused } from './id-token';
import { platformOfPartnerToken, verifyPartnerIdToken } from './partner-id-token';
import { findLinkedAccount, forgetExpiredTokenUses, takeTokenUse } from './partner-login-queries';
import { recordPlatformError } from './platform-queries';

// A partner page's LMS id_token exchanged for a session (docs/LMS.md, "Login from a partner's page"). Only people an
// earlier launch linked to an account sign in this way: the token names a person of the LMS, and only a launch,
// with its roles and course, may make or link accounts. Attempts are counted per client address like password
// logins. A refusal writes nothing but the registration's last error (as a refused launch does) and the counter.
// No Origin check here: the browser's listener took the message from a partner origin, and the call itself comes
// from our own page; the token's signature is what the server trusts.

export async function signInWithPartnerIdToken(ctx: AppContext, idToken: string, ip: string): Promise<PartnerIdTokenSession> {
  const { db, config } = ctx;
  const attempts = await incrementWindow(db, `partner-login:ip:${ip}`, config.LOGIN_WINDOW_SECONDS);
  if (attempts.count > config.LOGIN_MAX_ATTEMPTS_PER_IP) throw throttled(attempts.retryAfter);

  const platform = await platformOfPartnerToken(db, idToken);
  try {
    const claims = await verifyPartnerIdToken(idToken, platform);
    const account = await findLinkedAccount(db, platform.issuer, claims.subject);
    if (!account || !account.isActivated) throw new LaunchRefused(PARTNER_LOGIN_MESSAGES.unknownPerson, 403);
    const tokenHash = createHash('sha256').update(idToken).digest('hex');
    await db.transaction(async (tx) => {
      const now = new Date();
      await forgetExpiredTokenUses(tx, now);
      if (!(await takeTokenUse(tx, tokenHash, claims.expiresAt))) throw new LaunchRefused(PARTNER_LOGIN_MESSAGES.replayed, 401);
      await recordLogin(tx, account.id);
      await noteActivity(tx, account.id, now);
      const actor: AuthUser = { ...account, via: 'jwt', ip, impersonation: null };
      await recordEvent(tx, actor, {
        type: 'account.signed_in',
        targetUserId: account.id,
        object: { type: 'ltiPlatform', id: platform.id },
        data: { via: 'lti_id_token' },
      });
    });
    return { token: await ctx.sessions.issue({ userId: account.id, email: account.email, tokenVersion: account.tokenVersion }) };
  } catch (error) {
    if (error instanceof LaunchRefused) await recordPlatformError(db, platform.id, error.reason);
    throw error;
  }
}
