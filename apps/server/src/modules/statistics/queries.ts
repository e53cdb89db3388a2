import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { assignments, courseMemberships, submissions, submissionStudents, type Executor } from '@marginalia/db';

// An assignment's statistics in two statements whatever its size: the figures and counts in one pass over its
// submissions (aggregates with FILTER, in a lateral subquery of its row), and its grades grouped by value (at
// most one row per distinct grade) for the histogram.

// The grades that count: finalized submissions with a grade. Mean and median are the aggregates of
// assignments/queries.ts's `mean` and `median` over the same rows, so that both answers agree to the last digit.
const counted = sql`${submissions.isFinalized} and ${submissions.grade} is not null`;

function onePass() {
  return {
    mean: sql<number | null>`(avg(${submissions.grade}) filter (where ${counted}))::float8`.as('mean'),
    median: sql<number | null>`(percentile_cont(0.5) within group (order by ${submissions.grade}::float8) filter (where ${counted}))`.as('median'),
    min: sql<number | null>`(min(${submissions.grade}) filter (where ${counted}))::float8`.as('min'),
    max: sql<number | null>`(max(${submissions.grade}) filter (where ${counted}))::float8`.as('max'),
    graded: sql<number>`(count(*) filter (where ${counted}))::int`.as('graded'),
    finalized: sql<number>`(count(*) filter (where ${submissions.isFinalized}))::int`.as('finalized'),
    inProgress: sql<number>`(count(*) filter (where not ${submissions.isFinalized} and ${submissions.graderId} is not null))::int`.as('in_progress'),
    unclaimed: sql<number>`(count(*) filter (where not ${submissions.isFinalized} and ${submissions.graderId} is null))::int`.as('unclaimed'),
  };
}

const missing = sql<number>`(select count(*)::int from ${courseMemberships} m
  where m.course_id = ${assignments.courseId} and m.role = 'student' and m.is_active
  and not exists (select 1 from ${submissionStudents} st where st.assignment_id = ${assignments.id} and st.student_id = m.user_id))`;

export async function selectStatisticsFigures(db: Executor, assignmentId: number) {
  const pass = db.select(onePass()).from(submissions).where(eq(submissions.assignmentId, assignments.id)).as('pass');
  const [row] = await db
    .select({
      points: assignments.points,
      mean: pass.mean,
      median: pass.median,
      min: pass.min,
      max: pass.max,
      graded: pass.graded,
      finalized: pass.finalized,
      inProgress: pass.inProgress,
      unclaimed: pass.unclaimed,
      missing,
    })
    .from(assignments)
    .crossJoinLateral(pass)
    .where(eq(assignments.id, assignmentId));
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
