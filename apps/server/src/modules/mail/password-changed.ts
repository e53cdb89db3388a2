import type { Executor } from '@marginalia/db';
import { queueMail } from './queue';

/** How a password was set, as the "password changed" mail tells the account's owner. */
export type PasswordSetVia = 'activation' | 'password_reset' | 'upgrade' | 'settings';

/**
 * Tells the account that its password was just set, in the transaction that sets it (docs/AUDIT.md): if a link
 * or a session fell into someone else's hands, the owner hears of it and can take the account back. The link is
 * the public "forgot password" page, never a credential.
 */
export function queuePasswordChangedMail(tx: Executor, email: string, via: PasswordSetVia): Promise<void> {
  return queueMail(tx, { to: email, template: 'passwordChanged', data: { via, link: '/forgot-password' } });
}
