import type { CourseRole, Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { API_ERRORS } from '@marginalia/contracts';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { findCourseWithAccess, type CourseRow } from './queries';

export interface CourseAccess {
  course: CourseRow;
  roles: CourseRole[];
  isAdmin: boolean;
}

/** As read for the course itself, which the API shows with its assignments' and sections' ids. */
export interface CourseAccessWithRelated extends CourseAccess {
  related: { assignments: number[]; sections: number[] };
}

/**
 * A course the caller belongs to (any active role), or 404: courses outside the caller's
 * memberships do not exist for them. Platform admins are no exception: inside a course they act only through
 * login-as, which the audit log records (docs/AUDIT.md).
 */
export async function loadCourseForMember(db: Executor, courseId: number, user: AuthUser): Promise<CourseAccessWithRelated> {
  const found = await findCourseWithAccess(db, courseId, user.id);
  if (!found) throw notFound();
  const { course, roles, assignments, sections } = found;
  return { ...memberAccess(course, roles), related: { assignments, sections } };
}

/**
 * The membership rule itself, for reads that fetch a course with the caller's roles in their own statement:
 * members (any active role) get in; everyone else gets 404.
 */
export function memberAccess(course: CourseRow, roles: CourseRole[]): CourseAccess {
  if (roles.length === 0) throw notFound();
  return { course, roles, isAdmin: roles.includes('courseAdmin') };
}

/** As loadCourseForMember, and the caller must administer the course (403 for other members). */
export async function loadCourseForAdmin(db: Executor, courseId: number, user: AuthUser): Promise<CourseAccessWithRelated> {
  const access = await loadCourseForMember(db, courseId, user);
  if (!access.isAdmin) throw forbidden();
  return access;
}

/** Every write to a course or what it contains goes through this: an archived course is read-only. */
export function assertCourseWritable(course: Pick<CourseRow, 'archived'>): void {
  if (course.archived) throw badRequest(API_ERRORS.courseArchived);
}

/** As loadCourseForAdmin, for a write: the course must also not be archived. */
export async function loadCourseForAdminWrite(db: Executor, courseId: number, user: AuthUser): Promise<CourseAccessWithRelated> {
  const access = await loadCourseForAdmin(db, courseId, user);
  assertCourseWritable(access.course);
  return access;
}
