import type { CourseRole, Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden, notFound } from '../../http/errors';
import { activeRolesInCourse, findCourse, type CourseRow } from './queries';

export interface CourseAccess {
  course: CourseRow;
  roles: CourseRole[];
  isAdmin: boolean;
}

/**
 * A course the caller belongs to (any active role), or 404: courses outside the caller's
 * memberships do not exist for them. Platform admins see every course as admins.
 */
export async function loadCourseForMember(db: Executor, courseId: number, user: AuthUser): Promise<CourseAccess> {
  const course = await findCourse(db, courseId);
  if (!course) throw notFound();
  const roles = await activeRolesInCourse(db, courseId, user.id);
  if (roles.length === 0 && !user.isPlatformAdmin) throw notFound();
  return { course, roles, isAdmin: roles.includes('courseAdmin') || user.isPlatformAdmin };
}

/** As loadCourseForMember, and the caller must administer the course (403 for other members). */
export async function loadCourseForAdmin(db: Executor, courseId: number, user: AuthUser): Promise<CourseAccess> {
  const access = await loadCourseForMember(db, courseId, user);
  if (!access.isAdmin) throw forbidden();
  return access;
}
