import { Route } from 'react-router';
import type {
  ConsoleCourseRow,
  CourseAdminRow,
  CoursePeople,
  OrganizationCourse,
  OrganizationRow,
  PlatformAnalytics,
  PlatformSummary,
} from '@marginalia/contracts';
import AdminsPage from '../pages/platform/admins/AdminsPage';
import AnalyticsPage from '../pages/platform/analytics/AnalyticsPage';
import AuditLogPage from '../pages/platform/audit/AuditLogPage';
import CoursesPage from '../pages/platform/courses/CoursesPage';
import DashboardPage from '../pages/platform/dashboard/DashboardPage';
import OrganizationsPage from '../pages/platform/organizations/OrganizationsPage';
import PlatformLayout from '../pages/platform/PlatformLayout';
import { createPreferencesStore } from '../preferences/localPreferences';
import { createMemoryStore } from '../storage/keyValueStore';
import { makeUser } from './fakes';
import { renderConsole } from './renderConsole';
import { scriptedFetch, type Script, type ScriptedAnswer, type ScriptedRequest } from './scriptedFetch';

// The platform console's pages inside their frame, against a fake server, and the records that server answers
// with (shaped by the contracts, so a drift in them fails to compile here).

export const SUMMARY: PlatformSummary = {
  organizations: 12,
  courses: 345,
  admins: 67,
  graders: 89,
  students: 12_345,
  term: { name: 'Fall 2026', startsOn: '2026-08-15' },
  submissionsThisTerm: 4321,
  commentsThisTerm: 9876,
  testRunsThisTerm: 555,
  pendingSignupRequests: 2,
};

export const RIVERSIDE = { id: 3, name: 'Riverside University', shortname: 'RU' };
export const HILLTOP = { id: 4, name: 'Hilltop College', shortname: 'HC' };

export const ADMIN_ROWS: CourseAdminRow[] = [
  { userId: 21, email: 'grace@riverside.edu', organization: RIVERSIDE, course: { id: 101, name: 'CS101', period: 'Fall 2026' }, adminCount: 2 },
  { userId: 22, email: 'alan+cs@hilltop.edu', organization: HILLTOP, course: { id: 201, name: 'Algorithms', period: 'Spring 2026' }, adminCount: 1 },
];

export const ORGANIZATION_ROWS: OrganizationRow[] = [
  { ...RIVERSIDE, courseCount: 2 },
  { ...HILLTOP, courseCount: 0 },
];

export const RIVERSIDE_COURSES: OrganizationCourse[] = [
  { id: 101, name: 'CS101', period: 'Fall 2026', archived: false, admins: 2, graders: 3, students: 40 },
  { id: 102, name: 'Data Structures', period: 'Spring 2026', archived: true, admins: 1, graders: 5, students: 120 },
];

export const CS101_PEOPLE: CoursePeople = {
  course: { id: 101, name: 'CS101', period: 'Fall 2026', organization: RIVERSIDE },
  admins: [
    { id: 21, email: 'grace@riverside.edu' },
    { id: 23, email: 'ada@riverside.edu' },
  ],
  graders: [{ id: 31, email: 'ta+one@riverside.edu' }],
  students: [],
};

export const COURSE_ROWS: ConsoleCourseRow[] = [
  { ...RIVERSIDE_COURSES[0]!, organization: RIVERSIDE, submissions: 310, lastActivity: '2026-11-20T10:00:00Z' },
  { id: 301, name: 'Orphan Course', period: 'Summer 2026', archived: false, admins: 1, graders: 0, students: 0, organization: null, submissions: 0, lastActivity: null },
];

export const ANALYTICS: PlatformAnalytics = {
  weeks: ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'],
  activeUsers: { students: [40, 55, 61, 52], graders: [4, 6, 7, 5], admins: [2, 2, 3, 1] },
  submissions: [120, 150, 210, 90],
  comments: [300, 280, 415, 100],
  testRuns: [60, 75, 99, 30],
};

export const paged = <T,>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

/** Every answer of the console's fake server; a test overrides the ones it is about. */
export function consoleScript(overrides: Record<string, Script> = {}): Record<string, Script> {
  return {
    'GET /platform/summary/': [200, SUMMARY],
    'GET /platform/courseAdmins/': [200, paged(ADMIN_ROWS, 60)],
    'GET /platform/organizations/': [200, paged(ORGANIZATION_ROWS)],
    'GET /platform/organizations/3/courses/': [200, RIVERSIDE_COURSES],
    'GET /platform/courses/': [200, paged(COURSE_ROWS, 2)],
    'GET /platform/courses/101/people/': [200, CS101_PEOPLE],
    'GET /platform/analytics/': [200, ANALYTICS],
    ...overrides,
  };
}

export interface RenderPlatformOptions {
  script?: Record<string, Script>;
  fallback?: (request: ScriptedRequest) => ScriptedAnswer | undefined;
}

/** Renders the console at `path` for a platform admin; `requests` lists every call the page made. */
export function renderPlatform(path: string, { script = consoleScript(), fallback }: RenderPlatformOptions = {}) {
  const requests: ScriptedRequest[] = [];
  const view = renderConsole(path, {
    fetch: scriptedFetch(script, { record: (request) => requests.push(request), fallback }),
    token: 't',
    user: makeUser({ email: 'root@example.edu', marginaliaAdmin: true }),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: `http://localhost${path}`,
    routes: (
      <Route element={<PlatformLayout />}>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/dashboard/organizations" element={<OrganizationsPage />} />
        <Route path="/dashboard/courses" element={<CoursesPage />} />
        <Route path="/dashboard/admins" element={<AdminsPage />} />
        <Route path="/dashboard/analytics" element={<AnalyticsPage />} />
        <Route path="/dashboard/audit" element={<AuditLogPage />} />
      </Route>
    ),
  });
  /** The query strings sent to one path, in order, as objects. */
  const queries = (path: string) => requests.filter((request) => request.path === path).map((request) => Object.fromEntries(new URLSearchParams(request.search)));
  return { ...view, requests, queries };
}
