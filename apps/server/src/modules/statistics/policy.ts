import { forbidden } from '../../http/errors';
import { assertMemberSees, isCourseStaff, studentsMaySeeStatistics, type AssignmentAccess } from '../assignments/policy';

/**
 * Course staff always; students of the course when it shows them statistics and the assignment is visible and
 * published (else 403; an invisible assignment does not exist for them, 404); people outside the course 404
 * (courseAccessOf). Says whether the caller reads as staff.
 */
export function statisticsAccess(access: AssignmentAccess): { asStaff: boolean } {
  const { assignment, course } = access;
  assertMemberSees(access);
  if (isCourseStaff(course)) return { asStaff: true };
  if (!studentsMaySeeStatistics(course.course, assignment)) throw forbidden();
  return { asStaff: false };
}
