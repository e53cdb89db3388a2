import type { CurrentUser } from '@marginalia/contracts';
import type { AuthUser } from '../../core/actor';

/** The current user's `impersonatedBy`: the acting platform admin and the session's end, or null. */
export function impersonatedBy(user: Pick<AuthUser, 'impersonation'>): CurrentUser['impersonatedBy'] {
  if (!user.impersonation) return null;
  return { email: user.impersonation.adminEmail, expiresAt: user.impersonation.expiresAt.toISOString() };
}
