import { FINISHED_WORK_TEXTS, type SubmissionReview } from '@marginalia/contracts';

// What finished (finalized) work tells its reader on the staff side: why Unfinalize is not offered, and why the
// rubric cannot be applied. The rule itself is the server's (the course's noUnfinalize, docs/PRODUCT.md); the view
// reads it from the review's permissions and course settings.

type ReviewFacts = Pick<SubmissionReview, 'permissions' | 'submission' | 'course'>;

/** Why this staff member cannot reopen this finished work (the course leaves that to admins); null otherwise. */
export function unfinalizeRefusal({ permissions, submission, course }: ReviewFacts): string | null {
  const grader = permissions.role === 'grader' || permissions.role === 'superGrader';
  if (!grader || !submission.isFinalized || permissions.canUnfinalize || !course.noUnfinalize) return null;
  return FINISHED_WORK_TEXTS.onlyAdminsReopen;
}

/** Why the rubric cannot be applied to this submission because it is finished; null while it is not. */
export function rubricLockedReason(review: ReviewFacts): string | null {
  if (!review.submission.isFinalized) return null;
  if (review.permissions.canUnfinalize) return FINISHED_WORK_TEXTS.rubricLockedReopen;
  const refusal = unfinalizeRefusal(review);
  return refusal ? `${FINISHED_WORK_TEXTS.rubricLocked} ${refusal}.` : FINISHED_WORK_TEXTS.rubricLocked;
}
