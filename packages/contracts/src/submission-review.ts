import { z } from 'zod';
import { Assignment } from './assignments';
import { Comment } from './comments';
import { File } from './files';
import { Id } from './primitives';
import { RubricCategory, RubricComment } from './rubric';
import { SubmissionTest, TestCase, TestCategory } from './submission-tests';
import { Submission } from './submissions';

// GET /submissions/{id}/review/ — everything the submission view shows, in one answer, cut to what the caller may
// see. The view needs all of it before the first paint; fetching it resource by resource (files, then each comment,
// then the rubric...) would cost hundreds of round trips on a well-commented submission.
// GET /demo/review/ answers the same shape, without login, for the seeded demo submission.

/** `peer`: a student reading a submission they peer-review (the web app's reviewer mode; GET /submissions/{id}/review/ never answers it). */
export const REVIEW_ROLES = ['student', 'grader', 'superGrader', 'admin', 'demo', 'peer'] as const;
export const ReviewRole = z.enum(REVIEW_ROLES);
export type ReviewRole = z.infer<typeof ReviewRole>;

/** What the caller may do here; the server enforces the same rules on each call. */
export const ReviewPermissions = z.object({
  role: ReviewRole,
  /** Add, edit and delete comments (a demo visitor may too, but nothing is stored). */
  canComment: z.boolean(),
  /** Take the unclaimed submission (graders of the course). */
  canClaim: z.boolean(),
  /** Mark the submission Done. */
  canFinalize: z.boolean(),
  /** Take Done back (not when the course has noUnfinalize, except for admins). */
  canUnfinalize: z.boolean(),
  /** Answer and close a student's regrade request. */
  canAnswerRegrade: z.boolean(),
  /** Open a regrade request now (allowed by the assignment, before its regradeDeadline, feedback published). */
  canRequestRegrade: z.boolean(),
  /** Thumbs up/down on comments (students, when the assignment has commentFeedback). */
  canRateComments: z.boolean(),
  /** Generate a partner link and remove partners (students of the submission while uploads are open). */
  canManagePartners: z.boolean(),
  /** Points and grades are shown (false for students when the assignment hides grades). */
  showPoints: z.boolean(),
  /**
   * The reader sees the feedback: always for staff and the demo; for students once it is out (published, visible,
   * finalized). Before that a student sees their own files, and nothing of the grading.
   */
  feedbackVisible: z.boolean(),
});
export type ReviewPermissions = z.infer<typeof ReviewPermissions>;

export const ReviewCourse = z.object({
  id: Id,
  name: z.string(),
  period: z.string(),
  timezone: z.string(),
  lateDayCreditsAllowable: z.number().int().nullable(),
  noUnfinalize: z.boolean(),
});
export type ReviewCourse = z.infer<typeof ReviewCourse>;

export const SubmissionReview = z.object({
  submission: Submission,
  assignment: Assignment,
  course: ReviewCourse,
  /** Every file of the submission with its code, older versions included (docs/PRODUCT.md §4: newest per path+name is current). */
  files: z.array(File),
  /** The comments on those files. */
  comments: z.array(Comment),
  /** Staff: the whole rubric. Students: the categories and rubric comments their feedback uses. */
  rubricCategories: z.array(RubricCategory),
  rubricComments: z.array(RubricComment),
  /** Rubric comment ids, most used in the assignment first; empty unless showFrequentlyUsedRubricComments. */
  frequentRubricComments: z.array(Id),
  testCategories: z.array(TestCategory),
  testCases: z.array(TestCase),
  submissionTests: z.array(SubmissionTest),
  /**
   * The total the submission's newest completed test run reported (Gradescope's top-level `score`), which its grade
   * counts instead of its tests' points (computeGrade's `testScore`); null or absent: the sum of the tests' points.
   */
  testScore: z.number().nullable().optional(),
  /**
   * Once the assignment's peer review closed with a weight: the share of the grade from peer scores and this
   * submission's peer median, which the grade mixes in (docs/PEER-REVIEW.md); null or absent otherwise.
   */
  peerPart: z.object({ weight: z.number(), median: z.number() }).nullable().optional(),
  permissions: ReviewPermissions,
  /**
   * Students only: their published feedback was reopened by the course staff; what they read is the feedback as it
   * was published (comments, rubric, tests, grade), until the submission is finalized again.
   */
  beingRevised: z.boolean().optional(),
});
export type SubmissionReview = z.infer<typeof SubmissionReview>;

/** The parts of a student's read of the submission view that are kept while published feedback is being revised. */
export const PublishedFeedback = SubmissionReview.pick({
  submission: true,
  comments: true,
  rubricCategories: true,
  rubricComments: true,
  testCategories: true,
  testCases: true,
  submissionTests: true,
  testScore: true,
  peerPart: true,
});
export type PublishedFeedback = z.infer<typeof PublishedFeedback>;

/** What the submission view says while published feedback is being revised, and what staff are asked before reopening it. */
export const REVISION_TEXTS = {
  studentBanner: 'Being revised',
  studentExplanation:
    'Your course staff reopened this feedback to revise it. You see it as it was published; you will be told if your grade changes when it is finalized again.',
  unfinalizeTitle: 'Unfinalize published work?',
  unfinalizeContent:
    'Its students already see this feedback. They keep seeing it as it was published, marked as being revised, until you finalize it again; they cannot upload meanwhile. A grade change is recorded and they are told of it.',
  unfinalizeConfirm: 'Unfinalize',
} as const;

/**
 * The submission view with its regrade request in view: `show` opens the Info panel at the request (the
 * regrade mails, the regrade inbox and the student's assignment page link there), `write` also opens the
 * student's request form. The web app reads the parameter; the server writes the links into mails.
 */
export const REGRADE_LINK_PARAM = 'regrade';
export type RegradeLinkIntent = 'show' | 'write';
export function regradeLinkPath(submissionId: number, intent: RegradeLinkIntent = 'show'): string {
  return `/code/${submissionId}?${REGRADE_LINK_PARAM}=${intent}`;
}

/** What graders are told about finished (finalized) work: why it cannot be changed, and who may reopen it. */
export const FINISHED_WORK_TEXTS = {
  /** The API's 403 body (detail) when a grader unfinalizes under the course's noUnfinalize, and the Unfinalize button's explanation. */
  onlyAdminsReopen: 'Only course admins can reopen finished work',
  /** Why the rubric cannot be applied to a finalized submission by someone who may reopen it. */
  rubricLockedReopen: 'This work is finished: unfinalize it to apply rubric comments.',
  /** The same for someone who may not reopen it. */
  rubricLocked: 'This work is finished, so rubric comments cannot be applied.',
} as const;
