import { and, eq, lt } from 'drizzle-orm';
import { ltiPartnerTokenUses, ltiUsers, users, type Executor } from '@marginalia/db';

/** The account earlier launches linked to this person of the platform (people.ts), or null. */
export async function findLinkedAccount(db: Executor, issuer: string, subject: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      organizationId: users.organizationId,
      isPlatformAdmin: users.isPlatformAdmin,
      canCreateCourses: users.canCreateCourses,
      canModifyRosters: users.canModifyRosters,
      tokenVersion: users.tokenVersion,
      isActivated: users.isActivated,
    })
    .from(ltiUsers)
    .innerJoin(users, eq(users.id, ltiUsers.userId))
    .where(and(eq(ltiUsers.issuer, issuer), eq(ltiUsers.subject, subject)));
  return row ?? null;
}

/** Remembers a token's use; false when it was used before (and is still remembered). */
export async function takeTokenUse(db: Executor, tokenHash: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db.insert(ltiPartnerTokenUses).values({ tokenHash, expiresAt }).onConflictDoNothing().returning({ tokenHash: ltiPartnerTokenUses.tokenHash });
  return inserted.length === 1;
}

/** Forgets uses of tokens that have expired: an expired token is refused for its expiry anyway. */
export async function forgetExpiredTokenUses(db: Executor, now: Date): Promise<void> {
  await db.delete(ltiPartnerTokenUses).where(lt(ltiPartnerTokenUses.expiresAt, now));
}
