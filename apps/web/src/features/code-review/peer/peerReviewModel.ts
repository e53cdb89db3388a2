import { ASSIGNMENT_DEFAULTS, REDACTION_NOTICE, PEER_HIDDEN_NOTICE, type ReviewerView, type SubmissionReview } from '@marginalia/contracts';

// The code view in reviewer mode (docs/PEER-REVIEW.md, "In the web app"): the reviewer's read of a submission
// (GET /peerReviews/{id}/submission/) shaped as the view's review, with a reviewer's powers only. Nothing of the
// grading or of the authors is filled in from anywhere: no students, no grader, no grade, no tests, no points.

/** What the workspace needs beside the review in reviewer mode. */
export interface PeerReviewContext {
  view: ReviewerView;
  /** POST /peerReviews/{id}/submit/, then the view read again (it is read-only afterwards). */
  onSubmit(): Promise<void>;
}

/** Whether the review was submitted (a late one included): the view is then read-only. */
export function peerSubmitted(view: ReviewerView): boolean {
  return view.review.submittedAt !== null;
}

/** The reviewer's read as the view's review: their comments, the rubric they may use, and no more. */
export function peerReviewAsSubmissionReview(view: ReviewerView, timeZone: string): SubmissionReview {
  const { review } = view;
  const epoch = new Date(0).toISOString();
  return {
    submission: {
      id: review.submission,
      assignment: review.assignment.id,
      students: [],
      grader: null,
      isFinalized: false,
      queueOrderKey: 0,
      dateEdited: epoch,
      dateUploaded: epoch,
      grade: null,
      files: view.files.map((file) => file.id),
      tests: [],
      questionIsOpen: false,
      questionIsRegrade: false,
      questionText: '',
      questionResponse: '',
      questionResponder: null,
      questionDate: null,
      responseDate: null,
      testRunsCompleted: 0,
      lateDayCreditsUsed: 0,
      hasGrader: false,
      needsAttention: false,
    },
    assignment: {
      ...ASSIGNMENT_DEFAULTS,
      id: review.assignment.id,
      name: review.assignment.name,
      course: review.assignment.course,
      anonymousGrading: true,
      isReleased: true,
      allowStudentUpload: false,
      allowRegradeRequests: false,
      commentFeedback: false,
      mean: null,
      median: null,
      rubricCategories: view.rubricCategories.map((category) => category.id),
      testCategories: [],
      fileTemplates: [],
      environment: null,
    },
    course: { id: review.assignment.course, name: '', period: '', timezone: timeZone, lateDayCreditsAllowable: null, noUnfinalize: true },
    files: view.files,
    comments: view.comments,
    rubricCategories: view.rubricCategories,
    rubricComments: view.rubricComments,
    frequentRubricComments: [],
    testCategories: [],
    testCases: [],
    submissionTests: [],
    testScore: null,
    permissions: {
      role: 'peer',
      canComment: !peerSubmitted(view),
      canClaim: false,
      canFinalize: false,
      canUnfinalize: false,
      canAnswerRegrade: false,
      canRequestRegrade: false,
      canRateComments: false,
      canManagePartners: false,
      showPoints: false,
      feedbackVisible: true,
    },
  };
}

/** "2 comments · 1 needed": the review's progress toward "Submit review". */
export function peerProgress(written: number, needed: number): string {
  return `${written} comment${written === 1 ? '' : 's'} · ${needed} needed`;
}

/** Why "Submit review" cannot be pressed yet; null when it can. */
export function submitRefusal(written: number, needed: number): string | null {
  if (written >= needed) return null;
  const missing = needed - written;
  return `Write ${missing} more comment${missing === 1 ? '' : 's'} first: a review needs at least ${needed}.`;
}

/** The notice each hidden comment's card carries (PEER_HIDDEN_NOTICE), by comment id. */
export function hiddenNotices(view: ReviewerView): Map<number, string> {
  return new Map(view.hidden.map((entry) => [entry.comment, PEER_HIDDEN_NOTICE(entry.reason)]));
}

/** The banner when names or e-mails were masked in the files' headers; null when nothing was. */
export function redactionBanner(view: ReviewerView): string | null {
  return view.masked > 0 ? REDACTION_NOTICE(view.masked) : null;
}

/** The page's title: the assignment and the review's label, which names nobody unless the API does. */
export function peerPageTitle(view: ReviewerView): string {
  return `Review: ${view.review.assignment.name} · ${view.review.label}`;
}
