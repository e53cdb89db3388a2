import type { AuthUser } from '../../core/actor';

// Who reads what of the outbox (docs/AUDIT.md). Platform admins read every mail's metadata, with secret links
// hidden and grade mail's body withheld; a login-as session reads the mail addressed to the person acted as,
// which is how a grade mail's body is seen, on the record as both people's. Anyone else: 404.

/** May list the whole outbox: platform admins in their own session. */
export function mayListOutbox(user: AuthUser): boolean {
  return user.isPlatformAdmin && !user.impersonation;
}

/** May open this mail at all. */
export function mayReadOutboxMail(user: AuthUser, toAddress: string): boolean {
  return mayListOutbox(user) || readsAsRecipient(user, toAddress);
}

/** A login-as session whose person the mail is addressed to (a platform admin behind it, by the session's rule). */
export function readsAsRecipient(user: AuthUser, toAddress: string): boolean {
  return user.impersonation !== null && user.email.toLowerCase() === toAddress.toLowerCase();
}
