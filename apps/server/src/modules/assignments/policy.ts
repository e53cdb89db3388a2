import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import { loadCourseForAdmin, loadCourseForAdminWrite, loadCourseForMember, type CourseAccess } from '../courses/policy';
import { findAssignment, type AssignmentRow } from './queries';

// Assignments belong to a course: who may see or change one follows from the caller's roles in that course.
// Other modules (rubrics, submissions, tests) reach their assignment through these loaders.

export interface AssignmentAccess {
  assignment: AssignmentRow;
  course: CourseAccess;
}

export function isCourseStaff(access: CourseAccess): boolean {
  return access.isAdmin || access.roles.some((role) => role === 'grader' || role === 'superGrader');
}

async function loadAssignment(db: Executor, assignmentId: number): Promise<AssignmentRow> {
  const assignment = await findAssignment(db, assignmentId);
  if (!assignment) throw notFound();
  return assignment;
}

/**
 * Students see an assignment's grade statistics (its mean and median, GET /assignments/{id}/statistics/) only
 * when the course shows statistics to students and the assignment is visible and published.
 */
export function studentsMaySeeStatistics(course: Pick<CourseAccess['course'], 'showStudentsStatistics'>, assignment: Pick<AssignmentRow, 'isVisible' | 'isReleased'>): boolean {
  return course.showStudentsStatistics && assignment.isVisible && assignment.isReleased;
}

/** Members of the course; an invisible assignment does not exist for students (404). */
export async function loadAssignmentForMember(db: Executor, assignmentId: number, user: AuthUser): Promise<AssignmentAccess> {
  const assignment = await loadAssignment(db, assignmentId);
  const course = await loadCourseForMember(db, assignment.courseId, user);
  if (!assignment.isVisible && !isCourseStaff(course)) throw notFound();
  return { assignment, course };
}

/** Admins of the course (other members 403, outsiders 404). */
export async function loadAssignmentForAdmin(db: Executor, assignmentId: number, user: AuthUser): Promise<AssignmentAccess> {
  const assignment = await loadAssignment(db, assignmentId);
  return { assignment, course: await loadCourseForAdmin(db, assignment.courseId, user) };
}

/** As loadAssignmentForAdmin, for a write: the course must also not be archived (400). */
export async function loadAssignmentForAdminWrite(db: Executor, assignmentId: number, user: AuthUser): Promise<AssignmentAccess> {
  const assignment = await loadAssignment(db, assignmentId);
  return { assignment, course: await loadCourseForAdminWrite(db, assignment.courseId, user) };
}
