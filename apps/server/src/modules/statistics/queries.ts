import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { assignments, courseMemberships, submissions, submissionStudents, type Executor } from '@marginalia/db';
import { finalizedGrades, mean, median } from '../assignments/queries';

// An assignment's statistics in two statements whatever its size: the figures and counts as correlated
// subqueries of its row, and its grades grouped by value (at most one row per distinct grade) for the histogram.

const ofAssignment = sql`from ${submissions} s where s.assignment_id = assignments.id`;

const figures = {
  points: assignments.points,
  mean,
  median,
  min: sql<number | null>`(select min(s.grade)::float8 ${finalizedGrades})`,
  max: sql<number | null>`(select max(s.grade)::float8 ${finalizedGrades})`,
  graded: sql<number>`(select count(*)::int ${finalizedGrades})`,
  finalized: sql<number>`(select count(*)::int ${ofAssignment} and s.is_finalized)`,
  inProgress: sql<number>`(select count(*)::int ${ofAssignment} and not s.is_finalized and s.grader_id is not null)`,
  unclaimed: sql<number>`(select count(*)::int ${ofAssignment} and not s.is_finalized and s.grader_id is null)`,
  missing: sql<number>`(select count(*)::int from ${courseMemberships} m
    where m.course_id = assignments.course_id and m.role = 'student' and m.is_active
    and not exists (select 1 from ${submissionStudents} st where st.assignment_id = assignments.id and st.student_id = m.user_id))`,
};

export async function selectStatisticsFigures(db: Executor, assignmentId: number) {
  const [row] = await db.select(figures).from(assignments).where(eq(assignments.id, assignmentId));
  if (!row) return null;
  const orNull = (value: number | null) => (value === null ? null : Number(value));
  return {
    points: Number(row.points),
    mean: orNull(row.mean),
    median: orNull(row.median),
    min: orNull(row.min),
    max: orNull(row.max),
    graded: Number(row.graded),
    finalized: Number(row.finalized),
    inProgress: Number(row.inProgress),
    unclaimed: Number(row.unclaimed),
    missing: Number(row.missing),
  };
}

/** Each distinct grade of the finalized submissions, with how many have it. */
export async function selectGradeCounts(db: Executor, assignmentId: number): Promise<{ grade: number; count: number }[]> {
  const rows = await db
    .select({ grade: submissions.grade, count: count() })
    .from(submissions)
    .where(and(eq(submissions.assignmentId, assignmentId), eq(submissions.isFinalized, true), isNotNull(submissions.grade)))
    .groupBy(submissions.grade);
  return rows.map((row) => ({ grade: Number(row.grade), count: Number(row.count) }));
}
