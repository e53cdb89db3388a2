import type { Assignment, CourseSummary } from '@marginalia/contracts';

// The grader console's URLs: /grader/:courseName/:period/:assignmentName/:panelName1 (docs/PRODUCT.md §2). Courses and
// assignments are addressed by name, so every view has a link that can be shared and reloaded.

export const GRADER_BASE_PATH = '/grader';

/** The tabs of an assignment, in order, by the name their URL segment carries. */
export const GRADER_PANELS = ['queue', 'mine', 'all', 'section', 'regrades'] as const;
export type GraderPanel = (typeof GRADER_PANELS)[number];
export const DEFAULT_GRADER_PANEL: GraderPanel = 'queue';

export const GRADER_PANEL_LABELS: Record<GraderPanel, string> = {
  queue: 'Queue',
  mine: 'My submissions',
  all: 'All submissions',
  section: 'My sections',
  regrades: 'Regrade requests',
};

/** The panel a URL segment names; a missing or unknown one opens the queue. */
export function graderPanelOf(segment: string | undefined): GraderPanel {
  return GRADER_PANELS.find((panel) => panel === segment) ?? DEFAULT_GRADER_PANEL;
}

/**
 * The path of a course, or of an assignment's panel in it. Names and periods are free text ("HW 1/2",
 * "Fall #2"), so each segment is percent-encoded; the router decodes them again.
 */
export function graderPath(
  course: Pick<CourseSummary, 'name' | 'period'>,
  assignment?: Pick<Assignment, 'name'>,
  panel?: GraderPanel,
): string {
  const segments = [course.name, course.period, assignment?.name, assignment ? panel : undefined].filter(
    (part): part is string => part !== undefined && part !== '',
  );
  return [GRADER_BASE_PATH, ...segments.map(encodeURIComponent)].join('/');
}

/** The course a URL names: by name and period; with the period left out, the first course of that name. */
export function findGraderCourse(
  courses: readonly CourseSummary[],
  name: string,
  period: string | undefined,
): CourseSummary | undefined {
  return courses.find((course) => course.name === name && (period === undefined || course.period === period));
}

/** What a course opens without an assignment in the URL: the remembered one if it is in the course, else the first. */
export function pickDefaultAssignment(assignments: readonly Assignment[], rememberedId: number | null): Assignment | undefined {
  return assignments.find((assignment) => assignment.id === rememberedId) ?? assignments[0];
}

/** The courses the caller grades: grader and super grader courses, each once, in the server's order. */
export function gradedCourses(mine: { graderCourses: CourseSummary[]; superGraderCourses: CourseSummary[] }): CourseSummary[] {
  const seen = new Set<number>();
  return [...mine.graderCourses, ...mine.superGraderCourses].filter((course) => {
    if (seen.has(course.id)) return false;
    seen.add(course.id);
    return true;
  });
}
