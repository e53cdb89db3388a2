import { and, asc, eq, inArray } from 'drizzle-orm';
import { ltiContexts, ltiPlatforms, type Executor } from '@marginalia/db';

// The LMS courses (contexts) linked to a Marginalia course, for its settings' "LMS link" (course-link.ts).

export interface CourseContextRow {
  id: number;
  platformId: number;
  platformName: string;
  contextId: string;
  title: string;
  label: string;
}

export async function contextsOfCourse(db: Executor, courseId: number): Promise<CourseContextRow[]> {
  return db
    .select({
      id: ltiContexts.id,
      platformId: ltiContexts.platformId,
      platformName: ltiPlatforms.name,
      contextId: ltiContexts.contextId,
      title: ltiContexts.title,
      label: ltiContexts.label,
    })
    .from(ltiContexts)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContexts.platformId))
    .where(eq(ltiContexts.courseId, courseId))
    .orderBy(asc(ltiContexts.id));
}

/** Whether `courseId` is linked to a context of one of these registrations. */
export async function linkedToPlatforms(db: Executor, courseId: number, platformIds: number[]): Promise<boolean> {
  if (platformIds.length === 0) return false;
  const [row] = await db
    .select({ id: ltiContexts.id })
    .from(ltiContexts)
    .where(and(eq(ltiContexts.courseId, courseId), inArray(ltiContexts.platformId, platformIds)))
    .limit(1);
  return Boolean(row);
}

export async function moveContexts(db: Executor, fromCourseId: number, toCourseId: number): Promise<void> {
  await db.update(ltiContexts).set({ courseId: toCourseId }).where(eq(ltiContexts.courseId, fromCourseId));
}

/** Unlinks: the context's record goes, with the links placed in it (a later launch starts afresh). */
export async function deleteContexts(db: Executor, courseId: number): Promise<void> {
  await db.delete(ltiContexts).where(eq(ltiContexts.courseId, courseId));
}
