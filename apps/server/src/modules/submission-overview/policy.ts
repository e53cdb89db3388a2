import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden, notFound } from '../../http/errors';
import { isCourseStaff, type AssignmentAccess } from '../assignments/policy';
import { findAssignment } from '../assignments/queries';
import { loadCourseForMember } from '../courses/policy';

/** The course's staff (admins, super graders, graders); students 403, outsiders 404. */
export async function loadAssignmentForStaff(db: Executor, assignmentId: number, user: AuthUser): Promise<AssignmentAccess> {
  const assignment = await findAssignment(db, assignmentId);
  if (!assignment) throw notFound();
  const course = await loadCourseForMember(db, assignment.courseId, user);
  if (!isCourseStaff(course)) throw forbidden();
  return { assignment, course };
}
