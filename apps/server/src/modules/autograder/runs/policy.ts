import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../../http/auth-user';
import { forbidden, notFound } from '../../../http/errors';
import { courseAccessOf } from '../../assignments/course-access';
import { isCourseStaff, loadAssignmentForStaff, type AssignmentAccess } from '../../assignments/policy';
import { assertCourseWritable, type CourseAccess } from '../../courses/policy';
import { findSubmissionWithAccess } from '../../submissions/access-queries';
import { feedbackIsOut } from '../../submissions/policy';
import type { SubmissionScope } from '../../submissions/queries';
import { findRun, findBatch, type TestRunBatchRow, type TestRunRow } from './queries';

// Who may start, read and stop test runs. Staff read every run of their course and start one for a submission;
// admins and super graders run a whole assignment or the reference solution. A submission's students read its
// runs from the moment they upload (unlike its feedback, which waits for release), filtered by visibility.ts.
// Everyone else: 404. An archived course starts and stops nothing (400).

export interface RunReader {
  submission: SubmissionScope;
  course: CourseAccess;
  asStudent: boolean;
  /** For students: the feedback is out, so hidden tests show too. */
  released: boolean;
}

/** Staff of the submission's course, or one of its students while the assignment is visible to them. */
export async function loadSubmissionForRunReader(db: Executor, submissionId: number, user: AuthUser): Promise<RunReader> {
  const row = await findSubmissionWithAccess(db, submissionId, user.id);
  if (!row) throw notFound();
  const course = courseAccessOf(row);
  const { submission } = row;
  if (isCourseStaff(course)) return { submission, course, asStudent: false, released: true };
  const own = course.roles.includes('student') && submission.studentIds.includes(user.id) && submission.isVisible;
  if (!own) throw notFound();
  return { submission, course, asStudent: true, released: feedbackIsOut(submission) && submission.isFinalized };
}

/** Staff of the submission's course, in a course that takes changes. */
export async function loadSubmissionForRunStarter(db: Executor, submissionId: number, user: AuthUser): Promise<RunReader> {
  const reader = await loadSubmissionForRunReader(db, submissionId, user);
  if (reader.asStudent) throw forbidden();
  assertCourseWritable(reader.course.course);
  return reader;
}

export function mayRunAssignment(course: CourseAccess): boolean {
  return course.isAdmin || course.roles.includes('superGrader');
}

/** Admins and super graders start runs of a whole assignment (or of its solution); other staff 403. */
export async function loadAssignmentForBulkRun(db: Executor, assignmentId: number, user: AuthUser): Promise<AssignmentAccess> {
  const access = await loadAssignmentForStaff(db, assignmentId, user);
  if (!mayRunAssignment(access.course)) throw forbidden();
  assertCourseWritable(access.course.course);
  return access;
}

/** A run, for the staff of its course (to cancel it). */
export async function loadRunForStaff(db: Executor, runId: number, user: AuthUser): Promise<{ run: TestRunRow; access: AssignmentAccess }> {
  const run = await findRun(db, runId);
  if (!run) throw notFound();
  const access = await loadAssignmentForStaff(db, run.assignmentId, user);
  assertCourseWritable(access.course.course);
  return { run, access };
}

/** A batch, for those who may run the whole assignment. */
export async function loadBatchForBulkRun(db: Executor, batchId: number, user: AuthUser): Promise<{ batch: TestRunBatchRow; access: AssignmentAccess }> {
  const batch = await findBatch(db, batchId);
  if (!batch) throw notFound();
  return { batch, access: await loadAssignmentForBulkRun(db, batch.assignmentId, user) };
}
