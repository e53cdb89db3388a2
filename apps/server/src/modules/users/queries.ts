import { and, eq } from 'drizzle-orm';
import { courseMemberships, sectionLeaders, sectionStudents, users, type Executor } from '@marginalia/db';

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

export async function updateUserPreferences(db: Executor, userId: number, values: { showProductTips?: boolean }) {
  await db.update(users).set(values).where(eq(users.id, userId));
}
