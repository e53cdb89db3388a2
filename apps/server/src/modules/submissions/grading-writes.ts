import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden } from '../../http/errors';
import { assertCourseWritable, type CourseAccess } from '../courses/policy';
import { assertOpenForGrading } from './finalized-lock';
import { leadsSectionOfAny } from './grading-queries';
import type { SubmissionAccess } from './policy';
import type { SubmissionScope } from './queries';

// Who may grade a submission, written once; every other place asks these two functions:
// - its grading is held by course admins, super graders and its claiming
//   grader: they finalize it, hand it on (grading-rights.ts) and answer its regrade requests;
// - its grading is written (comments, files, test results) by those, and by leaders of a section of its students.
// Other graders get 403, and so do its students, who see it once released (their own uploads go through the
// upload route). The review's permissions (review/permissions.ts) offer the buttons by the same two answers.
// The gate below adds: an archived course takes no writes (400), nor does a finalized submission
// (finalized-lock.ts).

/** Whether the caller holds the grading of the submission: an admin of its course, a super grader, or its grader. */
export function holdsGradingRights(course: CourseAccess, submission: Pick<SubmissionScope, 'graderId'>, userId: number): boolean {
  return course.isAdmin || course.roles.includes('superGrader') || submission.graderId === userId;
}

/** Whether the caller writes the submission's grading: who holds it, or who leads a section of its students. */
export async function mayGradeSubmission(db: Executor, access: SubmissionAccess, user: AuthUser): Promise<boolean> {
  const { course, submission } = access;
  if (access.asStudent) return false;
  if (holdsGradingRights(course, submission, user.id)) return true;
  return leadsSectionOfAny(db, user.id, course.course.id, submission.studentIds);
}

/** 403 unless the caller grades the submission; 400 when its course is archived or it is finalized. */
export async function assertMayWriteGrading(db: Executor, access: SubmissionAccess, user: AuthUser): Promise<void> {
  if (!(await mayGradeSubmission(db, access, user))) throw forbidden();
  assertCourseWritable(access.course.course);
  assertOpenForGrading(access.submission);
}
