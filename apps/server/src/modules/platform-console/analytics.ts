import { sql, type SQL } from 'drizzle-orm';
import { assignments, comments, courseMemberships, courses, files, organizations, submissions, testRuns, userActivityWeeks, rowsOf, type Executor } from '@marginalia/db';
import { GRADER_ROLES } from './queries';

// Weekly series in one statement: one row per week, from the array of the weeks' Mondays (a week without activity
// is a row of zeros). Active people are grouped by the stored week; submissions, comments and test runs are counted per week
// by a range on created_at (an index range scan each), which also keeps the planner's estimates exact: grouping
// by an expression such as date_trunc() leaves it guessing how many weeks there are, and on PostgreSQL a guess
// that large turns on JIT compiling, which costs more than the query. Weeks start on Monday, 00:00 UTC.

export interface WeekRecord {
  week: string;
  students: number;
  graders: number;
  admins: number;
  submissions: number;
  comments: number;
  test_runs: number;
}

export interface AnalyticsScope {
  /** The Mondays, 'YYYY-MM-DD', oldest first (an array, so that the planner knows how many rows it has). */
  weeks: string[];
  organization?: number;
}

/** The weeks' rows, oldest first; null when `organization` names no organization. */
export async function weeklyActivity(db: Executor, scope: AnalyticsScope): Promise<WeekRecord[] | null> {
  const org = scope.organization;
  // With an organization: only its courses' memberships and work; the course join is cheap (its id is indexed).
  const inScope = (courseId: SQL) =>
    org === undefined ? sql`true` : sql`${courseId} in (select id from ${courses} where organization_id = ${org})`;
  /** Rows of `table` (as `x`) created in the week; with an organization, `toCourse` joins up to their assignment `a`. */
  const createdInWeek = (table: SQL, toCourse: SQL) => sql`(
    select count(*)::int from ${table} x ${org === undefined ? sql`` : toCourse}
    where x.created_at >= weeks.starts and x.created_at < weeks.starts + interval '7 days' and ${inScope(sql`a.course_id`)})`;
  const viaAssignment = sql`join ${assignments} a on a.id = x.assignment_id`;
  const viaFile = sql`join ${files} f on f.id = x.file_id join ${submissions} s on s.id = f.submission_id
    join ${assignments} a on a.id = s.assignment_id`;
  // Each person's roles, once per person (in user order, from an index), joined to the weeks' activity by hash.
  const result = await db.execute(sql`
    with roles as (
      select m.user_id, bool_or(m.role = 'student') as student, bool_or(m.role in ${GRADER_ROLES}) as grader,
        bool_or(m.role = 'courseAdmin') as admin
      from ${courseMemberships} m
      where m.is_active and ${inScope(sql`m.course_id`)}
      group by m.user_id
    ),
    active as (
      select w.week, count(*) filter (where r.student)::int as students, count(*) filter (where r.grader)::int as graders,
        count(*) filter (where r.admin)::int as admins
      from ${userActivityWeeks} w join roles r on r.user_id = w.user_id
      where w.week >= ${scope.weeks[0]}::date
      group by w.week
    )
    select to_char(weeks.week, 'YYYY-MM-DD') as week,
      coalesce(active.students, 0) as students, coalesce(active.graders, 0) as graders, coalesce(active.admins, 0) as admins,
      ${createdInWeek(sql`${submissions}`, viaAssignment)} as submissions,
      ${createdInWeek(sql`${comments}`, viaFile)} as comments,
      ${createdInWeek(sql`${testRuns}`, viaAssignment)} as test_runs,
      ${org === undefined ? sql`true` : sql`exists (select 1 from ${organizations} where id = ${org})`} as known
    from (select week, week::timestamp at time zone 'UTC' as starts from unnest(${sql.param(scope.weeks)}::date[]) week) weeks
    left join active on active.week = weeks.week
    order by weeks.week`);
  const rows = rowsOf<WeekRecord & { known: boolean }>(result);
  if (rows[0] && !rows[0].known) return null;
  return rows;
}
