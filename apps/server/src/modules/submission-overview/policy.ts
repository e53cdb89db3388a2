import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden } from '../../http/errors';
import { isCourseStaff, loadAssignmentInCourse, type AssignmentAccess } from '../assignments/policy';

/** The course's staff (admins, super graders, graders); students 403, outsiders 404. */
export async function loadAssignmentForStaff(db: Executor, assignmentId: number, user: AuthUser): Promise<AssignmentAccess> {
  const access = await loadAssignmentInCourse(db, assignmentId, user);
  if (!isCourseStaff(access.course)) throw forbidden();
  return access;
}
