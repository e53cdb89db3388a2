import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ltiUsers, users, type Executor } from '@marginalia/db';
import { LaunchRefused } from './id-token';

// People of an LMS as Marginalia accounts (docs/LMS.md, "People"): a person is their platform's issuer and their
// `sub`, linked once to one account. The first launch links them to the account with the e-mail the LMS sends, or
// makes an account: active, without a password (they may set one by password reset). An LMS that sends no e-mail
// gets an address under the reserved `.invalid` domain, which no mail ever reaches.

export interface LaunchAccount {
  id: number;
  email: string;
  tokenVersion: number;
  isPlatformAdmin: boolean;
  /** The link was made by this launch (for the record). */
  linkedNow: boolean;
  createdNow: boolean;
}

const accountColumns = { id: users.id, email: users.email, tokenVersion: users.tokenVersion, isPlatformAdmin: users.isPlatformAdmin };

async function linkedAccount(tx: Executor, issuer: string, subject: string) {
  const [row] = await tx
    .select(accountColumns)
    .from(ltiUsers)
    .innerJoin(users, eq(users.id, ltiUsers.userId))
    .where(and(eq(ltiUsers.issuer, issuer), eq(ltiUsers.subject, subject)));
  return row ?? null;
}

/** The address of a person whose LMS sends no e-mail: stable per person, never deliverable. */
export function placeholderEmail(issuer: string, subject: string): string {
  const digest = createHash('sha256').update(`${issuer}\n${subject}`).digest('hex').slice(0, 24);
  return `lms-${digest}@lms.invalid`;
}

/**
 * The person's account, linking or making it. An e-mail match never links a platform admin's account: an LMS's word
 * is not enough to hand over the whole server (they launch after linking by hand, or not at all).
 */
export async function accountForLaunch(
  tx: Executor,
  person: { issuer: string; subject: string; email: string | null },
  organizationId: number | null,
): Promise<LaunchAccount> {
  const linked = await linkedAccount(tx, person.issuer, person.subject);
  if (linked) return { ...linked, linkedNow: false, createdNow: false };
  const email = person.email ?? placeholderEmail(person.issuer, person.subject);
  const [existing] = await tx.select(accountColumns).from(users).where(eq(users.email, email));
  if (existing?.isPlatformAdmin) {
    throw new LaunchRefused('The LMS names the e-mail of a platform admin of this Marginalia server; such accounts are not linked to an LMS by e-mail.', 403);
  }
  let account = existing;
  let createdNow = false;
  if (account) {
    // A roster import may have made the account without activating it: the LMS vouches for the person now.
    await tx.update(users).set({ isActivated: true }).where(eq(users.id, account.id));
  } else {
    [account] = await tx.insert(users).values({ email, organizationId, isActivated: true }).returning(accountColumns);
    createdNow = true;
  }
  await tx.insert(ltiUsers).values({ issuer: person.issuer, subject: person.subject, userId: account!.id });
  return { ...account!, linkedNow: true, createdNow };
}
