import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { sectionLeaders, sections, sectionStudents, users, type Executor } from '@marginalia/db';
import type { Section, SectionCompact } from '@marginalia/contracts';

// Sections' own rows. Each read is one statement whatever the number of sections: the e-mail lists are
// correlated subqueries that PostgreSQL answers from the section_id indexes.

export type SectionRow = typeof sections.$inferSelect;

export interface Slice {
  limit: number;
  offset: number;
}

// `sections.id` is spelled out: drizzle writes the column of a one-table select unqualified, which the
// subqueries would read as their own table's id.
// The "C" collation sorts as JavaScript does and the same on every server, whatever its locale.
const leaderEmails = sql<string[]>`array(select u.email from ${sectionLeaders} sl join ${users} u on u.id = sl.user_id
  where sl.section_id = sections.id order by u.email collate "C")`;
const studentEmails = sql<string[]>`array(select u.email from ${sectionStudents} ss join ${users} u on u.id = ss.user_id
  where ss.section_id = sections.id order by u.email collate "C")`;
const studentCount = sql<number>`(select count(*)::int from ${sectionStudents} ss where ss.section_id = sections.id)`;
const byNameThenId = [sql`${sections.name} collate "C"`, asc(sections.id)];

const fullFields = { id: sections.id, name: sections.name, course: sections.courseId, leaders: leaderEmails, students: studentEmails };
const compactFields = { id: sections.id, name: sections.name, course: sections.courseId, leaders: leaderEmails, studentCount };

function slice<T extends { limit(n: number): T; offset(n: number): T }>(query: T, range?: Slice): T {
  return range ? query.limit(range.limit).offset(range.offset) : query;
}

export async function findSection(db: Executor, sectionId: number): Promise<SectionRow | null> {
  const [row] = await db.select().from(sections).where(eq(sections.id, sectionId)).limit(1);
  return row ?? null;
}

/** A section of the course with this name, other than `exceptId` (the section being renamed). */
export async function findSectionNamed(db: Executor, courseId: number, name: string, exceptId?: number) {
  const conditions: SQL[] = [eq(sections.courseId, courseId), eq(sections.name, name)];
  if (exceptId !== undefined) conditions.push(ne(sections.id, exceptId));
  const [row] = await db.select({ id: sections.id }).from(sections).where(and(...conditions)).limit(1);
  return row ?? null;
}

export async function selectSection(db: Executor, sectionId: number): Promise<Section | null> {
  const [row] = await db.select(fullFields).from(sections).where(eq(sections.id, sectionId));
  return row ?? null;
}

/** A course's sections, by name then id; the whole list or one slice of it. */
export function selectCourseSections(db: Executor, courseId: number, range?: Slice): Promise<Section[]> {
  return slice(db.select(fullFields).from(sections).where(eq(sections.courseId, courseId)).orderBy(...byNameThenId).$dynamic(), range);
}

export function selectCompactCourseSections(db: Executor, courseId: number, range?: Slice): Promise<SectionCompact[]> {
  return slice(db.select(compactFields).from(sections).where(eq(sections.courseId, courseId)).orderBy(...byNameThenId).$dynamic(), range);
}

export async function countCourseSections(db: Executor, courseId: number): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(sections).where(eq(sections.courseId, courseId));
  return row?.count ?? 0;
}

/**
 * Locks the course's sections (or only those named) until the transaction ends, so that writes to them
 * wait for one another, and answers their ids by name then id. Ids of other courses are not returned.
 */
export async function lockCourseSections(db: Executor, courseId: number, onlyIds?: number[]): Promise<number[]> {
  const conditions: SQL[] = [eq(sections.courseId, courseId)];
  if (onlyIds) conditions.push(inArray(sections.id, onlyIds));
  const rows = await db
    .select({ id: sections.id })
    .from(sections)
    .where(and(...conditions))
    .orderBy(...byNameThenId)
    .for('update');
  return rows.map((row) => row.id);
}

export async function insertSection(db: Executor, courseId: number, name: string): Promise<SectionRow> {
  const [row] = await db.insert(sections).values({ courseId, name }).returning();
  return row!;
}

export async function renameSection(db: Executor, sectionId: number, name: string): Promise<void> {
  await db.update(sections).set({ name }).where(eq(sections.id, sectionId));
}

/** Leaders and student places go with the section (ON DELETE CASCADE): its students become unassigned. */
export async function deleteSection(db: Executor, sectionId: number): Promise<boolean> {
  const rows = await db.delete(sections).where(eq(sections.id, sectionId)).returning({ id: sections.id });
  return rows.length > 0;
}
