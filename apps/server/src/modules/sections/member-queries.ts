import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { courseMemberships, sectionLeaders, sectionStudents, users, type Executor } from '@marginalia/db';
import type { Placement } from './distribution';

// Who leads and who attends a section. The (course, user) unique key of section_students is what keeps
// a student in at most one section of a course; placing a student upserts on it, which moves them.

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for a 20,000-student roster. */
const CHUNK = 2000;

export interface StudentPlace {
  userId: number;
  sectionId: number | null;
}

/** Every active student of the course with their section (null when unassigned), by e-mail. */
export async function activeStudentPlaces(db: Executor, courseId: number): Promise<StudentPlace[]> {
  return db
    .select({ userId: users.id, sectionId: sectionStudents.sectionId })
    .from(courseMemberships)
    .innerJoin(users, eq(users.id, courseMemberships.userId))
    .leftJoin(sectionStudents, and(eq(sectionStudents.courseId, courseId), eq(sectionStudents.userId, users.id)))
    .where(and(eq(courseMemberships.courseId, courseId), eq(courseMemberships.role, 'student'), eq(courseMemberships.isActive, true)))
    .orderBy(sql`${users.email} collate "C"`, asc(users.id));
}

/** The section's leaders become exactly `userIds`. */
export async function replaceLeaders(db: Executor, sectionId: number, userIds: number[]): Promise<void> {
  const others = userIds.length > 0 ? notInArray(sectionLeaders.userId, userIds) : undefined;
  await db.delete(sectionLeaders).where(and(eq(sectionLeaders.sectionId, sectionId), others));
  for (let start = 0; start < userIds.length; start += CHUNK) {
    const rows = userIds.slice(start, start + CHUNK).map((userId) => ({ sectionId, userId }));
    await db.insert(sectionLeaders).values(rows).onConflictDoNothing();
  }
}

/** Puts each student in their section, taking them out of any other section of the course. */
export async function placeStudents(db: Executor, courseId: number, placements: Placement[]): Promise<void> {
  for (let start = 0; start < placements.length; start += CHUNK) {
    const rows = placements.slice(start, start + CHUNK).map((p) => ({ ...p, courseId }));
    await db
      .insert(sectionStudents)
      .values(rows)
      .onConflictDoUpdate({ target: [sectionStudents.courseId, sectionStudents.userId], set: { sectionId: sql`excluded.section_id` } });
  }
}

/** The section's students become exactly `userIds`; those who leave it are left without a section. */
export async function replaceStudents(db: Executor, section: { id: number; courseId: number }, userIds: number[]): Promise<void> {
  const others = userIds.length > 0 ? notInArray(sectionStudents.userId, userIds) : undefined;
  await db.delete(sectionStudents).where(and(eq(sectionStudents.sectionId, section.id), others));
  await placeStudents(db, section.courseId, userIds.map((userId) => ({ sectionId: section.id, userId })));
}

/** Leaves every student of these sections without a section. */
export async function emptySections(db: Executor, sectionIds: number[]): Promise<void> {
  if (sectionIds.length === 0) return;
  await db.delete(sectionStudents).where(inArray(sectionStudents.sectionId, sectionIds));
}
