// The platform console's benchmark world: a server of the size the console must stay fast at (500 organizations,
// 5,000 courses, 200,000 people) with a term's worth of work, written with INSERT ... SELECT FROM generate_series
// so that seeding takes seconds. Ids are read back from each insert: the database already holds the world of
// the admin who measures, so bench rows do not start at 1.
import { sql } from 'drizzle-orm';
import type { Database } from '@marginalia/db';

export const PLATFORM = {
  organizations: 500,
  coursesPerOrganization: 10,
  users: 200_000,
  /** The last users are staff: two per course (an admin who grades, a super grader); the others are students. */
  staff: 10_000,
  assignmentsPerCourse: 3,
  submissions: 60_000,
  commentedSubmissions: 30_000,
  comments: 100_000,
  testRuns: 30_000,
  auditEvents: 50_000,
  weeks: 26,
  /** One person in this many used the web app in a given week. */
  weeklyActiveShare: 10,
} as const;

export const PLATFORM_COURSES = PLATFORM.organizations * PLATFORM.coursesPerOrganization;
const SUBJECTS = ['Algorithms', 'Biology', 'Compilers', 'Databases', 'Economics', 'French', 'Geometry', 'History', 'Java', 'Kinematics'];

export interface PlatformWorld {
  organizationId: number;
  courseId: number;
  /** Rows written, by table, for the report. */
  rows: Record<string, number>;
  seconds: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Runs an INSERT ... RETURNING id and answers the smallest id and how many rows it wrote. */
async function insertMany(db: Database, statement: ReturnType<typeof sql>): Promise<{ first: number; count: number }> {
  const result = await db.execute(sql`with inserted as (${statement} returning id) select min(id)::int as first, count(*)::int as count from inserted`);
  return rowsOf<{ first: number; count: number }>(result)[0]!;
}

async function count(db: Database, table: string): Promise<number> {
  return rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
}

export async function seedPlatform(db: Database): Promise<PlatformWorld> {
  const started = performance.now();
  const P = PLATFORM;
  const orgs = await insertMany(
    db,
    sql`insert into organizations (name, shortname, email_domain)
      select 'Bench University ' || n, 'BU' || n, 'bu' || n || '.edu' from generate_series(1, ${P.organizations}) n`,
  );
  const courses = await insertMany(
    db,
    sql`insert into courses (organization_id, name, period, invite_code, archived)
      select ${orgs.first} + (n - 1) / ${P.coursesPerOrganization},
        (${sql.raw(`array[${SUBJECTS.map((s) => `'${s}'`).join(', ')}]`)})[1 + (n - 1) % ${SUBJECTS.length}] || ' ' || n,
        (array['Fall 2026', 'Spring 2026', 'Fall 2025', 'Summer 2026'])[1 + n % 4], 'BENCHPC' || n, n % 9 = 0
      from generate_series(1, ${PLATFORM_COURSES}) n`,
  );
  const users = await insertMany(
    db,
    sql`insert into users (email, organization_id, is_activated)
      select 'bench-person-' || n || '@bu' || (1 + n % ${P.organizations}) || '.edu', ${orgs.first} + n % ${P.organizations}, true
      from generate_series(1, ${P.users}) n`,
  );
  const students = P.users - P.staff;
  const courseOf = (expression: string) => sql.raw(`${courses.first} + (${expression}) % ${PLATFORM_COURSES}`);
  // Students: each in one course, one in four in a second, one in twenty of the rows dropped (inactive).
  await db.execute(sql`insert into course_memberships (course_id, user_id, role, is_active)
    select ${courseOf('n')}, ${users.first} + n, 'student'::course_role, n % 20 <> 0 from generate_series(0, ${students - 1}) n
    union all
    select ${courseOf('n + 1234')}, ${users.first} + n, 'student'::course_role, true from generate_series(0, ${students - 1}, 4) n`);
  // Staff: course k's admin (who grades) and super grader; one super grader in three also runs the next course;
  // three students of other courses grade each course.
  const staff = users.first + students;
  await db.execute(sql`insert into course_memberships (course_id, user_id, role)
    select ${courseOf('k')}, ${staff} + 2 * k, role from generate_series(0, ${PLATFORM_COURSES - 1}) k, unnest(array['courseAdmin', 'grader']::course_role[]) role
    union all
    select ${courseOf('k')}, ${staff} + 2 * k + 1, role from generate_series(0, ${PLATFORM_COURSES - 1}) k, unnest(array['grader', 'superGrader']::course_role[]) role
    union all
    select ${courseOf('k + 1')}, ${staff} + 2 * k + 1, 'courseAdmin'::course_role from generate_series(0, ${PLATFORM_COURSES - 1}, 3) k
    union all
    select ${courseOf('k')}, ${users.first} + (k * 3 + g + 777) % ${students}, 'grader'::course_role from generate_series(0, ${PLATFORM_COURSES - 1}) k, generate_series(0, 2) g
    on conflict do nothing`);

  const assignments = await insertMany(
    db,
    sql`insert into assignments (course_id, name, points)
      select ${courses.first} + (n - 1) / ${P.assignmentsPerCourse}, 'Homework ' || (1 + (n - 1) % ${P.assignmentsPerCourse}), 10
      from generate_series(1, ${PLATFORM_COURSES * P.assignmentsPerCourse}) n`,
  );
  // Work spread over the last 180 days, so that both the term and the weekly series have something to count.
  const spread = (n: string, days: number) => sql.raw(`now() - make_interval(secs => ((${n}) * 7919) % (${days} * 86400))`);
  const submissions = await insertMany(
    db,
    sql`insert into submissions (assignment_id, created_at)
      select ${assignments.first} + (n * 7) % ${PLATFORM_COURSES * P.assignmentsPerCourse}, ${spread('n', 180)}
      from generate_series(1, ${P.submissions}) n`,
  );
  await db.execute(sql`insert into file_blobs (sha256, bytes, size)
    values (repeat('0', 64), convert_to('print(1)' || chr(10), 'UTF8'), 9) on conflict do nothing`);
  const files = await insertMany(
    db,
    sql`insert into files (submission_id, name, code, blob_sha256, extension)
      select ${submissions.first} + n, 'main.py', 'print(1)' || chr(10), repeat('0', 64), 'py' from generate_series(0, ${P.commentedSubmissions - 1}) n`,
  );
  await db.execute(sql`insert into comments (file_id, text, start_char, end_char, start_line, end_line, created_at)
    select ${files.first} + n % ${P.commentedSubmissions}, 'Consider a loop here.', 0, 5, 0, 0, ${spread('n', 150)}
    from generate_series(1, ${P.comments}) n`);
  await db.execute(sql`insert into test_runs (assignment_id, submission_id, trigger, state, created_at)
    select ${assignments.first} + (n * 7) % ${PLATFORM_COURSES * P.assignmentsPerCourse}, ${submissions.first} + n - 1, 'upload', 'completed', ${spread('n', 180)}
    from generate_series(1, ${P.testRuns}) n`);
  await db.execute(sql`insert into audit_events (type, course_id, occurred_at)
    select 'course.updated', ${courseOf('n * 13')}, ${spread('n', 120)} from generate_series(1, ${P.auditEvents}) n`);
  // Weekly activity: one person in ten each week (a different tenth each week), over the weeks analytics shows.
  await db.execute(sql`insert into user_activity_weeks (user_id, week)
    select ${users.first} + n, (date_trunc('week', now() at time zone 'UTC') - make_interval(weeks => w))::date
    from generate_series(0, ${P.weeks - 1}) w, generate_series(0, ${P.users - 1}) n
    where (n + w) % ${P.weeklyActiveShare} = 0`);
  // As autovacuum would have by now: statistics for the planner, and the visibility map for index-only scans.
  await db.execute(sql`vacuum analyze`);

  const rows: Record<string, number> = {};
  for (const table of ['organizations', 'courses', 'users', 'course_memberships', 'assignments', 'submissions', 'comments', 'test_runs', 'audit_events', 'user_activity_weeks']) {
    rows[table] = await count(db, table);
  }
  return { organizationId: orgs.first, courseId: courses.first, rows, seconds: (performance.now() - started) / 1000 };
}
