import type {
  AnalyticsQuery,
  ConsoleCourseListQuery,
  ConsoleCourseRow,
  CourseAdminListQuery,
  CourseAdminRow,
  CoursePeople,
  OrganizationCourse,
  OrganizationListQuery,
  OrganizationRef,
  OrganizationRow,
  PlatformAnalytics,
  PlatformSummary,
} from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { z } from 'zod';
import { notFound } from '../../http/errors';
import { weeklyActivity, type WeekRecord } from './analytics';
import { termAt, weekStarts } from './calendar';
import { listCourses } from './course-list';
import type { ListWindow } from './list-sql';
import { countPlatform, findCourseHeader, listCourseAdmins, listCoursePeople, listOrganizationCourses, listOrganizations } from './queries';

// The platform console (platform admins, by route policy): what is on the server, as names and counts. Nothing
// here reads course content; platform admins see that only by acting as someone (login-as, recorded).

type Paged<T> = Promise<{ count: number; results: T[] }>;

/** `now` is a parameter so that the term and the weeks can be pinned by a caller; the routes pass the clock. */
export async function summarizePlatform(db: Executor, now: Date): Promise<PlatformSummary> {
  const term = termAt(now);
  const counts = await countPlatform(db, `${term.startsOn}T00:00:00Z`);
  return {
    organizations: counts.organizations,
    courses: counts.courses,
    admins: counts.admins,
    graders: counts.graders,
    students: counts.students,
    term,
    submissionsThisTerm: counts.submissions,
    commentsThisTerm: counts.comments,
    testRunsThisTerm: counts.test_runs,
    pendingSignupRequests: counts.pending_signup_requests,
  };
}

function organizationOf(row: { organization_id: number | null; organization_name: string | null; organization_shortname: string | null }): OrganizationRef | null {
  if (row.organization_id === null) return null;
  return { id: row.organization_id, name: row.organization_name ?? '', shortname: row.organization_shortname ?? '' };
}

/** A list's query as the route parsed it; paging comes separately, as the window. */
type ListQuery<Q extends z.ZodType> = Omit<z.output<Q>, 'page' | 'page_size'>;

export async function listCourseAdminPage(db: Executor, query: ListQuery<typeof CourseAdminListQuery>, window: ListWindow): Paged<CourseAdminRow> {
  const { count, rows } = await listCourseAdmins(db, query, window);
  return {
    count,
    results: rows.map((row) => ({
      userId: row.user_id,
      email: row.email,
      organization: organizationOf(row),
      course: { id: row.course_id, name: row.course_name, period: row.period },
      adminCount: row.admin_count,
    })),
  };
}

export async function listOrganizationPage(db: Executor, query: ListQuery<typeof OrganizationListQuery>, window: ListWindow): Paged<OrganizationRow> {
  const { count, rows } = await listOrganizations(db, query, window);
  return { count, results: rows.map((row) => ({ id: row.id, name: row.name, shortname: row.shortname, courseCount: row.course_count })) };
}

export async function readOrganizationCourses(db: Executor, organizationId: number): Promise<OrganizationCourse[]> {
  const rows = await listOrganizationCourses(db, organizationId);
  if (rows === null) throw notFound();
  return rows.map(courseWithCounts);
}

/** A course with how many admins, graders and students it has, as both course lists show it. */
function courseWithCounts(row: OrganizationCourse): OrganizationCourse {
  return { id: row.id, name: row.name, period: row.period, archived: row.archived, admins: row.admins, graders: row.graders, students: row.students };
}

/** Timestamps come back as Date from node-postgres and PGlite alike; either way the contract's ISO string. */
function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

export async function listCoursePage(db: Executor, query: ListQuery<typeof ConsoleCourseListQuery>, window: ListWindow): Paged<ConsoleCourseRow> {
  const { archived, ...rest } = query;
  const { count, rows } = await listCourses(db, { ...rest, archived: archived === undefined ? undefined : archived === 'true' }, window);
  return {
    count,
    results: rows.map((row) => ({
      ...courseWithCounts(row),
      organization: organizationOf(row),
      submissions: row.submissions,
      lastActivity: isoOrNull(row.last_activity),
    })),
  };
}

export async function readCoursePeople(db: Executor, courseId: number): Promise<CoursePeople> {
  const course = await findCourseHeader(db, courseId);
  if (!course) throw notFound();
  const people = await listCoursePeople(db, courseId);
  const holding = (role: 'admin' | 'grader' | 'student') => people.filter((person) => person[role]).map(({ id, email }) => ({ id, email }));
  return {
    course: { id: course.id, name: course.name, period: course.period, organization: organizationOf(course) },
    admins: holding('admin'),
    graders: holding('grader'),
    students: holding('student'),
  };
}

export async function readAnalytics(db: Executor, query: z.output<typeof AnalyticsQuery>, now: Date): Promise<PlatformAnalytics> {
  const weeks = weekStarts(now, query.weeks);
  const rows = await weeklyActivity(db, { weeks, organization: query.organization });
  if (rows === null) throw notFound();
  const series = (pick: (row: WeekRecord) => number) => rows.map(pick);
  return {
    weeks: rows.map((row) => row.week),
    activeUsers: { students: series((row) => row.students), graders: series((row) => row.graders), admins: series((row) => row.admins) },
    submissions: series((row) => row.submissions),
    comments: series((row) => row.comments),
    testRuns: series((row) => row.test_runs),
  };
}
