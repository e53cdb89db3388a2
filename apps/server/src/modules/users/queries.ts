import { and, eq, isNull, sql } from 'drizzle-orm';
import { apiKeys, courseMemberships, sectionLeaders, sectionStudents, users, type Executor } from '@marginalia/db';

export async function findUserProfile(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      organizationId: users.organizationId,
      canCreateCourses: users.canCreateCourses,
      canModifyRosters: users.canModifyRosters,
      isPlatformAdmin: users.isPlatformAdmin,
      showProductTips: users.showProductTips,
      sendUploadReceipts: users.sendUploadReceipts,
      hasPassword: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The user's active course roles, one row per (course, role). */
export async function listActiveMemberships(db: Executor, userId: number) {
  return db
    .select({ courseId: courseMemberships.courseId, role: courseMemberships.role })
    .from(courseMemberships)
    .where(and(eq(courseMemberships.userId, userId), eq(courseMemberships.isActive, true)))
    .orderBy(courseMemberships.courseId);
}

export async function listLedSectionIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sectionLeaders.sectionId })
    .from(sectionLeaders)
    .where(eq(sectionLeaders.userId, userId))
    .orderBy(sectionLeaders.sectionId);
  return rows.map((row) => row.id);
}

export async function listStudentSectionIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sectionStudents.sectionId })
    .from(sectionStudents)
    .where(eq(sectionStudents.userId, userId))
    .orderBy(sectionStudents.sectionId);
  return rows.map((row) => row.id);
}

export async function updateUserPreferences(db: Executor, userId: number, values: { showProductTips?: boolean; sendUploadReceipts?: boolean }) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** Whether the user has a key that still works (keys are stored as digests, so only their existence is known). */
export async function hasActiveApiKey(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row !== undefined;
}

/** Revokes every key the user has and stores the digest of a new one: one key per user at a time. */
export async function replaceApiKey(db: Executor, userId: number, keyHash: string): Promise<void> {
  await db.update(apiKeys).set({ revokedAt: new Date() }).where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  await db.insert(apiKeys).values({ userId, keyHash });
}

export async function findPasswordHash(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.hash ?? null;
}

/** The new password ends every other session: tokens carry the version, which moves on. */
export async function storeNewPassword(db: Executor, userId: number, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email, tokenVersion: users.tokenVersion });
  return row!;
}
