import { z } from 'zod';
import {
  ConsoleCourseRow,
  CourseAdminRow,
  CoursePeople,
  OrganizationCourse,
  OrganizationRow,
  paged,
  PlatformAnalytics,
  PlatformSummary,
  type SORT_ORDERS,
} from '@marginalia/contracts';
import { sendExpecting } from './expectStatus';
import type { Query } from './http';
import { checkShape } from './shape';

// The platform console's reads (platform admins): the dashboard's counts, the Admins, Organizations and Courses
// lists (searched, sorted and paged on the server), an organization's courses, a course's people and the weekly
// analytics.

export const CourseAdminPage = paged(CourseAdminRow);
export type CourseAdminPage = z.infer<typeof CourseAdminPage>;
export const OrganizationPage = paged(OrganizationRow);
export type OrganizationPage = z.infer<typeof OrganizationPage>;
export const ConsoleCoursePage = paged(ConsoleCourseRow);
export type ConsoleCoursePage = z.infer<typeof ConsoleCoursePage>;

export type SortOrder = (typeof SORT_ORDERS)[number];

/** What a server-side list is asked for: `?search=&sort=&order=&page=&page_size=` and any filters. */
export interface ListParams<K extends string = string> {
  search?: string | undefined;
  sort?: K | undefined;
  order?: SortOrder | undefined;
  page: number;
  pageSize: number;
}

export interface CourseFilters {
  organization?: number | undefined;
  archived?: 'true' | 'false' | undefined;
}

function listQuery(params: ListParams): Query {
  return {
    search: params.search || undefined,
    sort: params.sort,
    order: params.sort ? params.order : undefined,
    page: params.page,
    page_size: params.pageSize,
  };
}

const listKey = (params: ListParams) => [params.search ?? '', params.sort ?? '', params.order ?? '', params.page, params.pageSize] as const;

export const platformConsoleQueryKeys = {
  all: ['platformConsole'] as const,
  summary: ['platformConsole', 'summary'] as const,
  courseAdmins: (params: ListParams) => ['platformConsole', 'courseAdmins', ...listKey(params)] as const,
  organizations: (params: ListParams) => ['platformConsole', 'organizations', ...listKey(params)] as const,
  organizationCourses: (id: number) => ['platformConsole', 'organization', id, 'courses'] as const,
  courses: (params: ListParams, filters: CourseFilters) =>
    ['platformConsole', 'courses', ...listKey(params), filters.organization ?? 0, filters.archived ?? ''] as const,
  coursePeople: (id: number) => ['platformConsole', 'course', id, 'people'] as const,
  analytics: (organization: number | undefined, weeks: number) => ['platformConsole', 'analytics', organization ?? 0, weeks] as const,
};

async function read<S extends z.ZodType>(path: string, schema: S, query?: Query): Promise<z.output<S>> {
  const response = await sendExpecting('GET', path, 200, { query });
  return checkShape(schema, response.body, `GET ${path}`);
}

/** GET /platform/summary/ — the dashboard's cards. */
export function fetchPlatformSummary(): Promise<PlatformSummary> {
  return read('/platform/summary/', PlatformSummary);
}

/** GET /platform/courseAdmins/ — one row per course admin and course. */
export function fetchCourseAdmins(params: ListParams): Promise<CourseAdminPage> {
  return read('/platform/courseAdmins/', CourseAdminPage, listQuery(params));
}

/** GET /platform/organizations/ — with their numbers of courses. */
export function fetchOrganizations(params: ListParams): Promise<OrganizationPage> {
  return read('/platform/organizations/', OrganizationPage, listQuery(params));
}

/** GET /platform/organizations/{id}/courses/ — all of them, with counts of admins, graders and students. */
export function fetchOrganizationCourses(id: number): Promise<OrganizationCourse[]> {
  return read(`/platform/organizations/${id}/courses/`, z.array(OrganizationCourse));
}

/** GET /platform/courses/ — every course, filtered by organization and by archived. */
export function fetchConsoleCourses(params: ListParams, filters: CourseFilters): Promise<ConsoleCoursePage> {
  return read('/platform/courses/', ConsoleCoursePage, { ...listQuery(params), organization: filters.organization, archived: filters.archived });
}

/** GET /platform/courses/{id}/people/ — admins, graders and students. */
export function fetchCoursePeople(id: number): Promise<CoursePeople> {
  return read(`/platform/courses/${id}/people/`, CoursePeople);
}

/** GET /platform/analytics/?organization=&weeks= — weekly series, oldest week first. */
export function fetchPlatformAnalytics(organization: number | undefined, weeks: number): Promise<PlatformAnalytics> {
  return read('/platform/analytics/', PlatformAnalytics, { organization, weeks });
}
