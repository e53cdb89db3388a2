import { z } from 'zod';
import { boundedInt, PageQuery, QueryId } from './primitives';

// The platform console (`/dashboard`, platform admins only): what is on the server at a glance. Every call here
// is a read for platform admins (404 for everyone else); names and counts, never course content, which platform
// admins reach only through login-as (docs/AUDIT.md). Lists are paged, searched and sorted on the server.

const Count = z.number().int().nonnegative();
const Id = z.number().int().positive();
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const OrganizationRef = z.object({ id: Id, name: z.string(), shortname: z.string() });
export type OrganizationRef = z.infer<typeof OrganizationRef>;

/** The dashboard's cards. "This term" starts on January 1, June 1 or August 15, whichever came last. */
export const PlatformSummary = z.object({
  organizations: Count,
  courses: Count,
  /** People holding a course-admin role in at least one course (each counted once). */
  admins: Count,
  graders: Count,
  students: Count,
  term: z.object({ name: z.string(), startsOn: IsoDate }),
  submissionsThisTerm: Count,
  commentsThisTerm: Count,
  testRunsThisTerm: Count,
  /** Instructor sign-ups waiting for a platform admin's approval. */
  pendingSignupRequests: Count,
});
export type PlatformSummary = z.infer<typeof PlatformSummary>;

export const SORT_ORDERS = ['ascend', 'descend'] as const;

/** `?search=&sort=&order=&page=&page_size=`; `sort` names one of the list's sort keys. */
function listQuery<const K extends readonly [string, ...string[]]>(sortKeys: K) {
  return PageQuery.extend({
    search: z.string().trim().max(200).optional(),
    sort: z.enum(sortKeys).optional(),
    order: z.enum(SORT_ORDERS).optional(),
  });
}

/** The Admins table: one row per course admin and course they administer. */
export const COURSE_ADMIN_SORT_KEYS = ['email', 'organization', 'course', 'period', 'adminCount'] as const;
export const CourseAdminListQuery = listQuery(COURSE_ADMIN_SORT_KEYS);
export type CourseAdminListQuery = z.input<typeof CourseAdminListQuery>;
export const CourseAdminRow = z.object({
  userId: Id,
  email: z.string(),
  organization: OrganizationRef.nullable(),
  course: z.object({ id: Id, name: z.string(), period: z.string() }),
  /** How many admins the course has (searchable as a number). */
  adminCount: Count,
});
export type CourseAdminRow = z.infer<typeof CourseAdminRow>;

/** The Organizations table. */
export const ORGANIZATION_SORT_KEYS = ['name', 'shortname', 'courseCount'] as const;
export const OrganizationListQuery = listQuery(ORGANIZATION_SORT_KEYS);
export type OrganizationListQuery = z.input<typeof OrganizationListQuery>;
export const OrganizationRow = OrganizationRef.extend({ courseCount: Count });
export type OrganizationRow = z.infer<typeof OrganizationRow>;

/** An organization's courses, as its expanded row lists them (all of them; sorted in the browser). */
export const OrganizationCourse = z.object({
  id: Id,
  name: z.string(),
  period: z.string(),
  archived: z.boolean(),
  admins: Count,
  graders: Count,
  students: Count,
});
export type OrganizationCourse = z.infer<typeof OrganizationCourse>;

/** The Courses view: every course, with filters. */
export const CONSOLE_COURSE_SORT_KEYS = ['name', 'period', 'organization', 'students', 'submissions', 'lastActivity'] as const;
export const ConsoleCourseListQuery = listQuery(CONSOLE_COURSE_SORT_KEYS).extend({
  organization: QueryId.optional(),
  archived: z.enum(['true', 'false']).optional(),
});
export type ConsoleCourseListQuery = z.input<typeof ConsoleCourseListQuery>;
export const ConsoleCourseRow = OrganizationCourse.extend({
  organization: OrganizationRef.nullable(),
  submissions: Count,
  /** The latest submission, comment or audit event in the course; null for a course nobody used. */
  lastActivity: z.string().nullable(),
});
export type ConsoleCourseRow = z.infer<typeof ConsoleCourseRow>;

/** The course drawer: its people, each a login-as link. Super graders are listed with the graders. */
export const CoursePerson = z.object({ id: Id, email: z.string() });
export const CoursePeople = z.object({
  course: z.object({ id: Id, name: z.string(), period: z.string(), organization: OrganizationRef.nullable() }),
  admins: z.array(CoursePerson),
  graders: z.array(CoursePerson),
  students: z.array(CoursePerson),
});
export type CoursePeople = z.infer<typeof CoursePeople>;

/** Analytics: weekly series, oldest week first, for the whole server or one organization. */
export const AnalyticsQuery = z.object({
  organization: QueryId.optional(),
  weeks: boundedInt(4, 104).default(26),
});
export type AnalyticsQuery = z.input<typeof AnalyticsQuery>;
export const PlatformAnalytics = z.object({
  /** The Monday (UTC) each value's week starts on. */
  weeks: z.array(IsoDate),
  /** People who used the web app that week, by the roles they hold (one person may count in several). */
  activeUsers: z.object({ students: z.array(Count), graders: z.array(Count), admins: z.array(Count) }),
  submissions: z.array(Count),
  comments: z.array(Count),
  testRuns: z.array(Count),
});
export type PlatformAnalytics = z.infer<typeof PlatformAnalytics>;
