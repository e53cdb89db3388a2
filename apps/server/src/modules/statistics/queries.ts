import { eq, sql } from 'drizzle-orm';
import { assignments, courseMemberships, courses, preparedFor, submissions, submissionStudents, type Executor } from '@marginalia/db';
import { courseAccessColumns } from '../assignments/course-access';

// An assignment's statistics in one statement whatever its size: the figures and counts in one pass over its
// submissions (aggregates with FILTER, in a lateral subquery of its row), and its grades grouped by value (at
// most one element per distinct grade) for the histogram.

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

/** Each distinct grade that counts, with how many have it (at most one element per distinct grade). */
const gradeCounts = sql<{ grade: number; count: number }[]>`coalesce((select json_agg(json_build_object('grade', g.grade, 'count', g.n))
  from (select s.grade, count(*)::int as n from ${submissions} s
    where s.assignment_id = ${assignments.id} and s.is_finalized and s.grade is not null group by s.grade) g), '[]'::json)`;

/**
 * The assignment with its course and the caller's roles (see assignments/course-access.ts), its figures and its
 * grade counts, in one prepared statement: the access rule is applied to the row before anything is answered.
 */
export async function findStatisticsWithAccess(db: Executor, assignmentId: number, userId: number) {
  const query = preparedFor(db, 'find_statistics_with_access', (d) => {
    const pass = d.select(onePass()).from(submissions).where(eq(submissions.assignmentId, assignments.id)).as('pass');
    return d
      .select({
        assignment: assignments,
        ...courseAccessColumns,
        mean: pass.mean,
        median: pass.median,
        min: pass.min,
        max: pass.max,
        graded: pass.graded,
        finalized: pass.finalized,
        inProgress: pass.inProgress,
        unclaimed: pass.unclaimed,
        missing,
        grades: gradeCounts,
      })
      .from(assignments)
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .crossJoinLateral(pass)
      .where(eq(assignments.id, sql.placeholder('assignmentId')))
      .limit(1)
      .prepare('find_statistics_with_access');
  });
  const [row] = await query.execute({ assignmentId, userId });
  if (!row) return null;
  const orNull = (value: number | null) => (value === null ? null : Number(value));
  return {
    access: { assignment: row.assignment, course: row },
    figures: {
      points: Number(row.assignment.points),
      mean: orNull(row.mean),
      median: orNull(row.median),
      min: orNull(row.min),
      max: orNull(row.max),
      graded: Number(row.graded),
      finalized: Number(row.finalized),
      inProgress: Number(row.inProgress),
      unclaimed: Number(row.unclaimed),
      missing: Number(row.missing),
    },
    grades: row.grades.map((g) => ({ grade: Number(g.grade), count: Number(g.count) })),
  };
}
