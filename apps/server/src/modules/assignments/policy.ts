import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden, notFound } from '../../http/errors';
import { assertCourseWritable, type CourseAccess } from '../courses/policy';
import { courseAccessOf } from './course-access';
import { findAssignmentWithAccess, type AssignmentRow } from './queries';

// Assignments belong to a course: who may see or change one follows from the caller's roles in that course.
// Other modules (rubrics, submissions, tests) reach their assignment through these loaders.

export interface AssignmentAccess {
  assignment: AssignmentRow;
  course: CourseAccess;
}

export function isCourseStaff(access: CourseAccess): boolean {
  return access.isAdmin || access.roles.some((role) => role === 'grader' || role === 'superGrader');
}

/** The assignment and the caller's access to its course (members only, else 404), in one statement. */
export async function loadAssignmentInCourse(db: Executor, assignmentId: number, user: AuthUser): Promise<AssignmentAccess> {
  const row = await findAssignmentWithAccess(db, assignmentId, user.id);
  if (!row) throw notFound();
  return { assignment: row.assignment, course: courseAccessOf(row) };
}

/**
 * Students see an assignment's grade statistics (its mean and median, GET /assignments/{id}/statistics/) only
 * when the course shows statistics to students and the assignment is visible and published.
 */
/** The course's staff (admins, super graders, graders); students 403, outsiders 404. */
export async function loadAssignmentForStaff(db: Executor, assignmentId: number, user: AuthUser): Promise<AssignmentAccess> {
  const access = await loadAssignmentInCourse(db, assignmentId, user);
  if (!isCourseStaff(access.course)) throw forbidden();
  return access;
}

export function studentsMaySeeStatistics(course: Pick<CourseAccess['course'], 'showStudentsStatistics'>, assignment: Pick<AssignmentRow, 'isVisible' | 'isReleased'>): boolean {
  return course.showStudentsStatistics && assignment.isVisible && assignment.isReleased;
}

/** Members of the course; an invisible assignment does not exist for students (404). */
export async function loadAssignmentForMember(db: Executor, assignmentId: number, user: AuthUser): Promise<AssignmentAccess> {
  const access = await loadAssignmentInCourse(db, assignmentId, user);
  assertMemberSees(access);
  return access;
}

/** The rule of loadAssignmentForMember, for access read together with something inside the assignment. */
export function assertMemberSees(access: AssignmentAccess): void {
  if (!access.assignment.isVisible && !isCourseStaff(access.course)) throw notFound();
}

/** Admins of the course (other members 403, outsiders 404). */
export async function loadAssignmentForAdmin(db: Executor, assignmentId: number, user: AuthUser): Promise<AssignmentAccess> {
  const access = await loadAssignmentInCourse(db, assignmentId, user);
  if (!access.course.isAdmin) throw forbidden();
  return access;
}

/** As loadAssignmentForAdmin, for a write: the course must also not be archived (400). */
export async function loadAssignmentForAdminWrite(db: Executor, assignmentId: number, user: AuthUser): Promise<AssignmentAccess> {
  const access = await loadAssignmentForAdmin(db, assignmentId, user);
  assertCourseWritable(access.course.course);
  return access;
}
