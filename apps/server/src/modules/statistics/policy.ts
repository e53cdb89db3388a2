import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden } from '../../http/errors';
import { isCourseStaff, loadAssignmentInCourse, studentsMaySeeStatistics } from '../assignments/policy';

/**
 * Course staff always; students of the course when it shows them statistics and the assignment is visible and
 * published (else 403); people outside the course 404. Says whether the caller reads as staff.
 */
export async function loadStatisticsAccess(db: Executor, assignmentId: number, user: AuthUser): Promise<{ asStaff: boolean }> {
  const { assignment, course } = await loadAssignmentInCourse(db, assignmentId, user);
  if (isCourseStaff(course)) return { asStaff: true };
  if (!studentsMaySeeStatistics(course.course, assignment)) throw forbidden();
  return { asStaff: false };
}
