import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden } from '../../http/errors';
import { assertCourseWritable } from '../courses/policy';
import { assertOpenForGrading } from './finalized-lock';
import { leadsSectionOfAny } from './grading-queries';
import type { SubmissionAccess } from './policy';

// The one gate for writes to a submission's grading: its comments and its files. They are written by the people
// who grade it — its claiming grader, super graders, leaders of a section of its students, admins. Other graders
// get 403, and so do its students, who see it once released (their own uploads go through the upload route).
// An archived course takes no writes (400), and neither does a finalized submission (finalized-lock.ts).

/** Whether the caller grades this submission (students never do). */
export async function mayGradeSubmission(db: Executor, access: SubmissionAccess, user: AuthUser): Promise<boolean> {
  const { course, submission } = access;
  if (access.asStudent) return false;
  if (course.isAdmin || course.roles.includes('superGrader') || submission.graderId === user.id) return true;
  return leadsSectionOfAny(db, user.id, course.course.id, submission.studentIds);
}

/** 403 unless the caller grades the submission; 400 when its course is archived or it is finalized. */
export async function assertMayWriteGrading(db: Executor, access: SubmissionAccess, user: AuthUser): Promise<void> {
  if (!(await mayGradeSubmission(db, access, user))) throw forbidden();
  assertCourseWritable(access.course.course);
  assertOpenForGrading(access.submission);
}
