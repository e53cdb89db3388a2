import type { CourseSummary } from '@marginalia/contracts';

// The admin console's URLs: /admin/:courseName/:period/:panelName1/:panelName2 (docs/PRODUCT.md §2). A course is
// addressed by its name and period, so every view has a link that can be shared and reloaded.

export const ADMIN_BASE_PATH = '/admin';

/** The panels, in tab order, by the name their URL segment carries. */
export const ADMIN_PANELS = ['assignments', 'submissions', 'regrades', 'roster', 'sections', 'lms', 'settings'] as const;
export type AdminPanel = (typeof ADMIN_PANELS)[number];
export const DEFAULT_ADMIN_PANEL: AdminPanel = 'assignments';

export const ADMIN_PANEL_LABELS: Record<AdminPanel, string> = {
  assignments: 'Assignments',
  submissions: 'Submissions',
  regrades: 'Regrade requests',
  roster: 'Roster',
  sections: 'Sections',
  lms: 'LMS',
  settings: 'Settings',
};

/** The panel a URL segment names; a missing or unknown one opens the default panel. */
export function panelOf(segment: string | undefined): AdminPanel {
  return ADMIN_PANELS.find((panel) => panel === segment) ?? DEFAULT_ADMIN_PANEL;
}

/**
 * The path of a course's panel. Names and periods are free text ("CS 101/102", "Fall #2"), so each segment
 * is percent-encoded; the router decodes them again.
 */
export function adminCoursePath(course: Pick<CourseSummary, 'name' | 'period'>, panel?: string, subPanel?: string): string {
  const segments = [course.name, course.period, panel, subPanel].filter((part): part is string => part !== undefined && part !== '');
  return [ADMIN_BASE_PATH, ...segments.map(encodeURIComponent)].join('/');
}

/** The course a URL names: by name and period; with the period left out, the first course of that name. */
export function findCourseByRoute(
  courses: readonly CourseSummary[],
  name: string,
  period: string | undefined,
): CourseSummary | undefined {
  return courses.find((course) => course.name === name && (period === undefined || course.period === period));
}

/** What /admin opens without a course in the URL: the remembered course if still administered, else the first. */
export function pickDefaultCourse(courses: readonly CourseSummary[], rememberedId: number | null): CourseSummary | undefined {
  return courses.find((course) => course.id === rememberedId) ?? courses[0];
}
