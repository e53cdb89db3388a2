import { sql, type SQL } from 'drizzle-orm';
import { DEMO_PERIOD } from '@marginalia/contracts';
import { assignments, comments, files, signupRequests, courseMemberships, courses, organizations, submissions, testRuns, users, rowsOf, type Executor } from '@marginalia/db';
import { containsPattern, ordering, searchedCount, selectPage, type ListWindow, type SortOrder } from './list-sql';

// The console's reads, one statement each (a second for a course's people, and for a list page past the end),
// counting in SQL. Memberships are one row per (course, user, role) and only active rows count; a super grader also
// holds a grader row, so graders are counted as distinct people holding either role.

export const GRADER_ROLES = sql.raw(`('grader', 'superGrader')`);

/**
 * The public demo course (period DEMO_PERIOD, seeded for `/demo`) is no one's real course: the console's counts and
 * lists leave it out, as the course table does (docs/PRODUCT.md §2.2). `courseAlias` names the courses in the query.
 */
export function realCourse(courseAlias: SQL): SQL {
  return sql`${courseAlias}.period <> ${DEMO_PERIOD}`;
}

/** Admins, graders and students of the course `courseId` names (a column of the outer query), as a lateral row. */
export function memberCounts(courseId: SQL): SQL {
  return sql`(
    select count(*) filter (where m.role = 'courseAdmin')::int as admins,
      count(distinct m.user_id) filter (where m.role in ${GRADER_ROLES})::int as graders,
      count(*) filter (where m.role = 'student')::int as students
    from ${courseMemberships} m where m.course_id = ${courseId} and m.is_active)`;
}

export interface PlatformCounts {
  organizations: number;
  courses: number;
  admins: number;
  graders: number;
  students: number;
  submissions: number;
  comments: number;
  test_runs: number;
  pending_signup_requests: number;
}

/**
 * The dashboard's cards: people by role (each person once per role: three distinct counts, each an index-only scan
 * of the role's active rows), and the work created since `since`.
 */
export async function countPlatform(db: Executor, since: string): Promise<PlatformCounts> {
  const from = sql`${since}::timestamptz`;
  const demo = sql`(select id from ${courses} c where not ${realCourse(sql`c`)})`;
  const holding = (roles: SQL) =>
    sql`(select count(distinct user_id)::int from ${courseMemberships} where is_active and role in ${roles} and course_id not in ${demo})`;
  const demoAssignments = sql`(select id from ${assignments} where course_id in ${demo})`;
  const result = await db.execute(sql`
    select
      (select count(*)::int from ${organizations}) as organizations,
      (select count(*)::int from ${courses} c where ${realCourse(sql`c`)}) as courses,
      ${holding(sql.raw(`('courseAdmin')`))} as admins,
      ${holding(GRADER_ROLES)} as graders,
      ${holding(sql.raw(`('student')`))} as students,
      (select count(*)::int from ${submissions} where created_at >= ${from} and assignment_id not in ${demoAssignments}) as submissions,
      (select count(*)::int from ${comments} cm where cm.created_at >= ${from} and not exists (
        select 1 from ${files} f join ${submissions} s on s.id = f.submission_id
        where f.id = cm.file_id and s.assignment_id in ${demoAssignments})) as comments,
      (select count(*)::int from ${testRuns} where created_at >= ${from} and assignment_id not in ${demoAssignments}) as test_runs,
      (select count(*)::int from ${signupRequests} where status = 'pending') as pending_signup_requests`);
  return rowsOf<PlatformCounts>(result)[0]!;
}

export interface ListRequest<K extends string> {
  search?: string;
  sort?: K;
  order?: SortOrder;
}

export interface CourseAdminRecord {
  user_id: number;
  email: string;
  course_id: number;
  course_name: string;
  period: string;
  organization_id: number | null;
  organization_name: string | null;
  organization_shortname: string | null;
  admin_count: number;
}

const COURSE_ADMIN_ORDER = {
  email: 'email',
  organization: 'lower(organization_name)',
  course: 'lower(course_name)',
  period: 'lower(period)',
  adminCount: 'admin_count',
} as const;

/** One row per active course admin and course; a course's admin count is taken before the search filters rows. */
export function listCourseAdmins(db: Executor, request: ListRequest<keyof typeof COURSE_ADMIN_ORDER>, window: ListWindow) {
  let where = sql`true`;
  if (request.search) {
    const pattern = containsPattern(request.search);
    const count = searchedCount(request.search);
    where = sql`(u.email ilike ${pattern} or c.name ilike ${pattern} or c.period ilike ${pattern} or o.name ilike ${pattern}
      ${count === null ? sql`` : sql`or a.admin_count = ${count}`})`;
  }
  const matched = sql`
    select a.user_id, u.email, a.course_id, c.name as course_name, c.period,
      o.id as organization_id, o.name as organization_name, o.shortname as organization_shortname, a.admin_count
    from (
      select m.user_id, m.course_id, count(*) over (partition by m.course_id)::int as admin_count
      from ${courseMemberships} m where m.role = 'courseAdmin' and m.is_active
    ) a
    join ${users} u on u.id = a.user_id
    join ${courses} c on c.id = a.course_id
    left join ${organizations} o on o.id = c.organization_id
    where ${realCourse(sql`c`)} and ${where}`;
  const order = ordering(COURSE_ADMIN_ORDER[request.sort ?? 'email'], request.order, 'user_id, course_id');
  return selectPage<CourseAdminRecord>(db, matched, order, window);
}

export interface OrganizationRecord {
  id: number;
  name: string;
  shortname: string;
  course_count: number;
}

const ORGANIZATION_ORDER = { name: 'lower(name)', shortname: 'lower(shortname)', courseCount: 'course_count' } as const;

export function listOrganizations(db: Executor, request: ListRequest<keyof typeof ORGANIZATION_ORDER>, window: ListWindow) {
  const pattern = request.search ? containsPattern(request.search) : null;
  const matched = sql`
    select o.id, o.name, o.shortname, coalesce(n.course_count, 0)::int as course_count
    from ${organizations} o
    left join (select organization_id, count(*) as course_count from ${courses} c where ${realCourse(sql`c`)} group by organization_id) n
      on n.organization_id = o.id
    where ${pattern === null ? sql`true` : sql`(o.name ilike ${pattern} or o.shortname ilike ${pattern})`}`;
  const order = ordering(ORGANIZATION_ORDER[request.sort ?? 'name'], request.order, 'id');
  return selectPage<OrganizationRecord>(db, matched, order, window);
}

export interface CourseCountsRecord {
  id: number;
  name: string;
  period: string;
  archived: boolean;
  admins: number;
  graders: number;
  students: number;
}

/** The organization's courses with their people counted; null when there is no such organization. */
export async function listOrganizationCourses(db: Executor, organizationId: number): Promise<CourseCountsRecord[] | null> {
  const result = await db.execute(sql`
    select c.id, c.name, c.period, c.archived, k.admins, k.graders, k.students
    from ${organizations} o
    left join ${courses} c on c.organization_id = o.id and ${realCourse(sql`c`)}
    left join lateral ${memberCounts(sql`c.id`)} k on true
    where o.id = ${organizationId}
    order by lower(c.name), c.period, c.id`);
  const rows = rowsOf<CourseCountsRecord & { id: number | null }>(result);
  if (rows.length === 0) return null;
  // An organization without courses still answers its one row, with no course in it.
  return rows.filter((row) => row.id !== null);
}

export interface CourseHeaderRecord {
  id: number;
  name: string;
  period: string;
  organization_id: number | null;
  organization_name: string | null;
  organization_shortname: string | null;
}

export async function findCourseHeader(db: Executor, courseId: number): Promise<CourseHeaderRecord | null> {
  const result = await db.execute(sql`
    select c.id, c.name, c.period, o.id as organization_id, o.name as organization_name, o.shortname as organization_shortname
    from ${courses} c left join ${organizations} o on o.id = c.organization_id
    where c.id = ${courseId}`);
  return rowsOf<CourseHeaderRecord>(result)[0] ?? null;
}

export interface CoursePersonRecord {
  id: number;
  email: string;
  admin: boolean;
  grader: boolean;
  student: boolean;
}

/** Everyone active in the course, once, with the roles they hold there, by e-mail. */
export async function listCoursePeople(db: Executor, courseId: number): Promise<CoursePersonRecord[]> {
  const result = await db.execute(sql`
    select u.id, u.email,
      bool_or(m.role = 'courseAdmin') as admin, bool_or(m.role in ${GRADER_ROLES}) as grader, bool_or(m.role = 'student') as student
    from ${courseMemberships} m join ${users} u on u.id = m.user_id
    where m.course_id = ${courseId} and m.is_active
    group by u.id, u.email
    order by u.email, u.id`);
  return rowsOf<CoursePersonRecord>(result);
}
