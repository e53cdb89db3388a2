import { forbidden } from '../../http/errors';
import { isCourseStaff, studentsMaySeeStatistics, type AssignmentAccess } from '../assignments/policy';

/**
 * Course staff always; students of the course when it shows them statistics and the assignment is visible and
 * published (else 403); people outside the course 404 (courseAccessOf). Says whether the caller reads as staff.
 */
export function statisticsAccess({ assignment, course }: AssignmentAccess): { asStaff: boolean } {
  if (isCourseStaff(course)) return { asStaff: true };
  if (!studentsMaySeeStatistics(course.course, assignment)) throw forbidden();
  return { asStaff: false };
}
