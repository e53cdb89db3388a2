import type { CourseSummary } from '@marginalia/contracts';

// The student console's URLs: /student/:courseName/:period/:assignmentName (docs/PRODUCT.md §2). Names and periods are
// free text, so each segment is percent-encoded; the router decodes them again.

export const STUDENT_BASE_PATH = '/student';

export function studentPath(course?: Pick<CourseSummary, 'name' | 'period'>, assignmentName?: string): string {
  const segments = course ? [course.name, course.period, assignmentName] : [];
  return [STUDENT_BASE_PATH, ...segments.filter((part): part is string => part !== undefined && part !== '').map(encodeURIComponent)].join('/');
}
