import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { oneTimeTokens, signupRequests, users, type Executor } from '@marginalia/db';

// Account links are one-time-token rows holding only a SHA-256 of the token. Each function is one statement.

export type AccountTokenPurpose = 'activation' | 'password_reset' | 'upgrade';

/** Every purpose a token page accepts: each of them ends with the user setting a password. */
export const ACCOUNT_TOKEN_PURPOSES: readonly AccountTokenPurpose[] = ['activation', 'password_reset', 'upgrade'];

/** Forgets the user's links of these purposes, but for one (the link just used, kept as a record). */
export async function deleteAccountTokens(
  db: Executor,
  userId: number,
  purposes: readonly AccountTokenPurpose[],
  exceptId?: number,
): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        inArray(oneTimeTokens.purpose, [...purposes]),
        exceptId === undefined ? undefined : ne(oneTimeTokens.id, exceptId),
      ),
    );
}

export async function insertAccountToken(
  db: Executor,
  userId: number,
  purpose: AccountTokenPurpose,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(oneTimeTokens).values({ userId, purpose, tokenHash, expiresAt });
}

/** The user's unused, unexpired account link with this hash, with the account's e-mail; null when there is none. */
export async function findLiveAccountToken(db: Executor, userId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: oneTimeTokens.id, purpose: oneTimeTokens.purpose, email: users.email })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.tokenHash, tokenHash),
        inArray(oneTimeTokens.purpose, [...ACCOUNT_TOKEN_PURPOSES]),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Marks the link used, only if it still is unused and unexpired; false when another request used it first.
 * Guarded in the statement itself so two requests with the same link cannot both succeed.
 */
export async function consumeAccountToken(db: Executor, tokenId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
    .returning({ id: oneTimeTokens.id });
  return rows.length > 0;
}

/** The new password; the account is activated, and sessions signed before the change stop working. */
export async function setPasswordAndActivate(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, isActivated: true, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * Redeeming an upgrade link: makes the user an instructor (course creation and rosters) when their address has an
 * approved sign-up request; an account without an organization joins the request's. One statement; nothing happens
 * without one.
 */
export async function grantApprovedInstructorRights(db: Executor, userId: number): Promise<void> {
  const approved = db
    .select({ organizationId: signupRequests.organizationId })
    .from(signupRequests)
    .where(and(sql`lower(${signupRequests.email}) = lower(${users.email})`, eq(signupRequests.status, 'approved')))
    .orderBy(desc(signupRequests.decidedAt), desc(signupRequests.id))
    .limit(1);
  await db
    .update(users)
    .set({
      canCreateCourses: true,
      canModifyRosters: true,
      organizationId: sql`coalesce(${users.organizationId}, (${approved}))`,
    })
    .where(and(eq(users.id, userId), sql`exists (${approved})`));
}
