import type { CourseRole, Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden, notFound } from '../../http/errors';
import { asInvalidPk } from '../../http/invalid-pk';
import { callerId, confirmCaller, type Caller } from '../../http/session-caller';
import { assertMemberSees, loadAssignmentInCourse } from '../assignments/policy';
import { courseAccessOf, type CourseAccessRow } from '../assignments/course-access';
import { assertCourseWritable, type CourseAccess } from '../courses/policy';
import { findSubmissionWithAccess } from './access-queries';
import type { AssignmentScope, StoredSubmission, SubmissionScope } from './queries';

// Who may see or change a submission follows from the caller's roles in its assignment's course.
// Course staff (admins, graders, super graders) see every submission of the course. A student sees their own
// submission only once its feedback is out: the assignment published and visible, the submission finalized.
// Everyone else gets 404, so that the ids of other people's work reveal nothing.

export interface SubmissionAccess {
  submission: SubmissionScope;
  course: CourseAccess;
  /** The caller reads as one of the submission's students, not as staff. */
  asStudent: boolean;
}

export function isCourseStaff(access: Pick<CourseAccess, 'isAdmin' | 'roles'>): boolean {
  return access.isAdmin || access.roles.some((role) => role === 'grader' || role === 'superGrader');
}

/** Whether someone with these active roles in a course reads all of its submissions (its staff do). */
export function readsCourseSubmissions(roles: readonly CourseRole[]): boolean {
  return isCourseStaff({ isAdmin: roles.includes('courseAdmin'), roles: [...roles] });
}

export function canCreateSubmissions(access: CourseAccess): boolean {
  return access.isAdmin || access.roles.includes('superGrader');
}

export function feedbackIsOut(assignment: Pick<AssignmentScope, 'isReleased' | 'isVisible'>): boolean {
  return assignment.isReleased && assignment.isVisible;
}

/**
 * The caller's access to a submission read with its course (access-queries.ts), or 404: staff read it, its own
 * students once the feedback is out.
 */
export function submissionAccessOf(row: CourseAccessRow & { submission: SubmissionScope }, user: AuthUser): SubmissionAccess {
  const { submission } = row;
  const course = courseAccessOf(row);
  if (isCourseStaff(course)) return { submission, course, asStudent: false };
  const ownAndOut =
    course.roles.includes('student') && submission.studentIds.includes(user.id) && feedbackIsOut(submission) && submission.isFinalized;
  if (!ownAndOut) throw notFound();
  return { submission, course, asStudent: true };
}

/**
 * The submission as the caller may read it (with its stored row, as the API shows it), or 404; `user` is the caller
 * confirmed from the row the statement read with it (401 before anything else when its session was refused).
 */
export async function loadSubmissionForReader(
  db: Executor,
  submissionId: number,
  caller: Caller,
): Promise<SubmissionAccess & { stored: StoredSubmission; user: AuthUser }> {
  const row = await findSubmissionWithAccess(db, submissionId, callerId(caller));
  const user = await confirmCaller(caller, row?.caller);
  if (!row) throw notFound();
  return { ...submissionAccessOf(row, user), stored: row.stored, user };
}

/** Changing a submission's grading (PATCH, within grading-rights.ts): course staff, in a course that is not archived. Readers who are not staff: 403. */
export async function loadSubmissionForStaffWrite(db: Executor, submissionId: number, user: AuthUser): Promise<SubmissionAccess> {
  const access = await loadSubmissionForReader(db, submissionId, user);
  if (access.asStudent) throw forbidden();
  assertCourseWritable(access.course.course);
  return access;
}

/** Deleting the submission: admins of its course, in a course that is not archived. */
export async function loadSubmissionForAdminWrite(db: Executor, submissionId: number, user: AuthUser): Promise<SubmissionAccess> {
  const access = await loadSubmissionForReader(db, submissionId, user);
  if (!access.course.isAdmin) throw forbidden();
  assertCourseWritable(access.course.course);
  return access;
}

/** The assignment a new submission goes into: its course's admins and super graders, course not archived. */
export async function loadAssignmentForSubmissionCreate(db: Executor, assignmentId: number, user: AuthUser) {
  return asInvalidPk('assignment', assignmentId, async () => {
    const { assignment, course } = await loadAssignmentInCourse(db, assignmentId, user);
    if (!canCreateSubmissions(course)) throw forbidden();
    assertCourseWritable(course.course);
    return { assignment, course };
  });
}

/**
 * The assignment whose submissions are listed: any member of its course (what they see is decided by the
 * caller); an invisible assignment does not exist for students (404).
 */
export async function loadAssignmentForMember(db: Executor, assignmentId: number, user: AuthUser) {
  const access = await loadAssignmentInCourse(db, assignmentId, user);
  assertMemberSees(access);
  return access;
}
