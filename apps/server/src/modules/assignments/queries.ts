import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { assignments, autograderEnvironments, courses, fileTemplates, preparedFor, rubricCategories, submissions, testCategories, type Executor } from '@marginalia/db';
import { courseAccessColumns } from './course-access';
import type { Assignment } from '@marginalia/contracts';

// Assignments' own rows. An assignment as the API shows it is read in one statement: its related ids and
// statistics are correlated subqueries answered from the assignment_id indexes.

export type AssignmentRow = typeof assignments.$inferSelect;
export type AssignmentValues = Partial<typeof assignments.$inferInsert>;

// `assignments.id` is spelled out: drizzle writes the column of a one-table select unqualified, which the
// subqueries would read as their own table's id.
// The rubric's categories are the assignment's own: the peer rubric's are read at /assignments/{id}/peerRubric/.
const rubricCategoryIds = sql<number[]>`array(select c.id from ${rubricCategories} c where c.assignment_id = assignments.id and not c.peer order by c.sort_key, c.id)`;
const testCategoryIds = sql<number[]>`array(select c.id from ${testCategories} c where c.assignment_id = assignments.id order by c.sort_key, c.id)`;
const environmentId = sql<number | null>`(select e.id from ${autograderEnvironments} e where e.assignment_id = assignments.id)`;
const fileTemplateIds = sql<number[]>`array(select f.id from ${fileTemplates} f where f.assignment_id = assignments.id order by f.id)`;
// Statistics over finalized submissions that have a grade; null (no rows) when there are none. The statistics
// module reads its figures with these same expressions, so that both answers agree to the last digit.
export const finalizedGrades = sql`from ${submissions} s where s.assignment_id = assignments.id and s.is_finalized and s.grade is not null`;
export const mean = sql<number | null>`(select avg(s.grade)::float8 ${finalizedGrades})`;
export const median = sql<number | null>`(select percentile_cont(0.5) within group (order by s.grade::float8) ${finalizedGrades})`;

const apiFields = {
  row: assignments,
  rubricCategories: rubricCategoryIds,
  testCategories: testCategoryIds,
  fileTemplates: fileTemplateIds,
  environment: environmentId,
  mean,
  median,
};

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

export async function findAssignment(db: Executor, assignmentId: number): Promise<AssignmentRow | null> {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, assignmentId)).limit(1);
  return row ?? null;
}

/** The assignment with its course and the caller's roles there, in one prepared statement (every assignment-scoped request runs it). */
export async function findAssignmentWithAccess(db: Executor, assignmentId: number, userId: number) {
  const query = preparedFor(db, 'find_assignment_with_access', (d) =>
    d
      .select({ assignment: assignments, ...courseAccessColumns })
      .from(assignments)
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .where(eq(assignments.id, sql.placeholder('assignmentId')))
      .limit(1)
      .prepare('find_assignment_with_access'),
  );
  const [row] = await query.execute({ assignmentId, userId });
  return row ?? null;
}

type ApiRow = { row: AssignmentRow; rubricCategories: number[]; testCategories: number[]; fileTemplates: number[]; environment: number | null; mean: number | null; median: number | null };

function toApi({ row, ...related }: ApiRow): Assignment {
  const { courseId, createdAt: _createdAt, uploadDueDate, regradeDeadline, ...settings } = row;
  return {
    ...settings,
    course: courseId,
    uploadDueDate: iso(uploadDueDate),
    regradeDeadline: iso(regradeDeadline),
    ...related,
    mean: related.mean === null ? null : Number(related.mean),
    median: related.median === null ? null : Number(related.median),
  };
}

/** The assignment as the API shows it, or null if it is gone. */
export async function selectAssignment(db: Executor, assignmentId: number): Promise<Assignment | null> {
  const [found] = await db.select(apiFields).from(assignments).where(eq(assignments.id, assignmentId));
  return found ? toApi(found) : null;
}

/** A course's assignments as the API shows them (only the visible ones when asked), by sortKey then id; one prepared statement. */
export async function selectCourseAssignments(db: Executor, courseId: number, onlyVisible: boolean): Promise<Assignment[]> {
  const query = preparedFor(db, 'select_course_assignments', (d) =>
    d
      .select(apiFields)
      .from(assignments)
      .where(and(eq(assignments.courseId, sql.placeholder('courseId')), sql`(not ${sql.placeholder('onlyVisible')}::boolean or ${assignments.isVisible})`))
      .orderBy(asc(assignments.sortKey), asc(assignments.id))
      .prepare('select_course_assignments'),
  );
  const rows = await query.execute({ courseId, onlyVisible });
  return rows.map(toApi);
}

/** An assignment of the course with this name, other than `exceptId` (the assignment being renamed). */
export async function findAssignmentNamed(db: Executor, courseId: number, name: string, exceptId?: number) {
  const conditions: SQL[] = [eq(assignments.courseId, courseId), eq(assignments.name, name)];
  if (exceptId !== undefined) conditions.push(ne(assignments.id, exceptId));
  const [row] = await db.select({ id: assignments.id }).from(assignments).where(and(...conditions)).limit(1);
  return row ?? null;
}

export async function insertAssignment(db: Executor, values: typeof assignments.$inferInsert): Promise<AssignmentRow> {
  const [row] = await db.insert(assignments).values(values).returning();
  return row!;
}

export async function updateAssignmentRow(db: Executor, assignmentId: number, values: AssignmentValues): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(assignments).set(values).where(eq(assignments.id, assignmentId));
}

/** Rubrics, tests, templates and submissions go with the assignment (ON DELETE CASCADE). */
export async function deleteAssignment(db: Executor, assignmentId: number): Promise<boolean> {
  const rows = await db.delete(assignments).where(eq(assignments.id, assignmentId)).returning({ id: assignments.id });
  return rows.length > 0;
}
