import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden, notFound } from '../../http/errors';
import { isCourseStaff, studentsMaySeeStatistics } from '../assignments/policy';
import { findAssignment } from '../assignments/queries';
import { loadCourseForMember } from '../courses/policy';

/**
 * Course staff always; students of the course when it shows them statistics and the assignment is visible and
 * published (else 403); people outside the course 404. Says whether the caller reads as staff.
 */
export async function loadStatisticsAccess(db: Executor, assignmentId: number, user: AuthUser): Promise<{ asStaff: boolean }> {
  const assignment = await findAssignment(db, assignmentId);
  if (!assignment) throw notFound();
  const course = await loadCourseForMember(db, assignment.courseId, user);
  if (isCourseStaff(course)) return { asStaff: true };
  if (!studentsMaySeeStatistics(course.course, assignment)) throw forbidden();
  return { asStaff: false };
}
