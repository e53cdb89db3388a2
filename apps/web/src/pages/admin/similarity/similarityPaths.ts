import type { Assignment, CourseSummary } from '@marginalia/contracts';
import { adminCoursePath } from '../../../routing/adminPaths';

// The Similarity tab and its pairs have addresses of their own under the assignment's, so a pair can be linked:
// /admin/:courseName/:period/assignments/:assignmentName/similarity[/:pairId].

export const SIMILARITY_TAB = 'similarity';

/** The assignment's Similarity tab, or one of its pairs. */
export function similarityPath(course: Pick<CourseSummary, 'name' | 'period'>, assignment: Pick<Assignment, 'name'>, pairId?: number): string {
  const base = `${adminCoursePath(course, 'assignments', assignment.name)}/${SIMILARITY_TAB}`;
  return pairId === undefined ? base : `${base}/${pairId}`;
}

/** The pair a URL segment names, or null for a missing or malformed one. */
export function pairIdOf(segment: string | undefined): number | null {
  if (segment === undefined || !/^\d{1,15}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}
