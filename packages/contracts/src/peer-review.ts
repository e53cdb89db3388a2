import { z } from 'zod';
import { Comment } from './comments';
import { File } from './files';
import { IsoDateTime } from './primitives';
import { RubricCategory, RubricComment } from './rubric';

// Peer review (docs/PEER-REVIEW.md): an assignment's stage and its settings, the allocation as staff read it, and a
// student's reviews to do and received. No answer a student gets carries another student's name or e-mail unless
// the stage's anonymity is `open`.

export const PEER_REVIEW_ANONYMITY = ['double', 'reviewer', 'open'] as const;
export type PeerReviewAnonymity = (typeof PEER_REVIEW_ANONYMITY)[number];
/** `reviewer` hides reviewers from authors only: authors are named to their reviewers under `reviewer` and `open`. */
export function authorsNamedToReviewers(anonymity: PeerReviewAnonymity): boolean {
  return anonymity !== 'double';
}

/** Reviewers are named to the authors they review only when nothing is anonymous. */
export function reviewersNamedToAuthors(anonymity: PeerReviewAnonymity): boolean {
  return anonymity === 'open';
}

export const PEER_REVIEW_RUBRICS = ['assignment', 'peer'] as const;
export const PEER_REVIEW_STAGE_STATES = ['off', 'scheduled', 'open', 'closed'] as const;
export const PEER_REVIEW_STATES = ['assigned', 'submitted', 'late', 'missing'] as const;
export type PeerReviewState = (typeof PEER_REVIEW_STATES)[number];
export const MAX_REVIEWS_PER_STUDENT = 10;

export const PEER_REVIEW_MESSAGES = {
  closesBeforeOpening: 'The review must close after it opens.',
  openNow: 'The review is open: its reviews per student and whether it is on cannot change until it closes.',
  notEnabled: 'Turn peer review on for this assignment first.',
  alreadyOpen: 'The review is already open.',
  notOpen: 'The review has not opened yet.',
  alreadyClosed: 'The review is already closed.',
  alreadySubmitted: 'This review was already submitted.',
  notAStudent: 'This person is not an active student of the course.',
  ownSubmission: 'A student cannot review a submission they are on.',
  notASubmission: 'This submission is not one of the assignment’s.',
  alreadyAssigned: 'This student already reviews this submission.',
  begunStays: 'This review was begun or submitted: it stays (what was given is kept).',
  importNotOpen: 'Upload an allocation once the review is open (opening makes the first one).',
  duplicateRow: (first: number) => `The same review is on row ${first} already.`,
  tooFewComments: (needed: number, written: number) =>
    `A review needs at least ${needed} comment${needed === 1 ? '' : 's'} before it is submitted (this one has ${written}).`,
} as const;

/** What a course admin sets. */
export const PeerReviewSettings = z.object({
  enabled: z.boolean(),
  reviewsPerStudent: z.number().int().min(1).max(MAX_REVIEWS_PER_STUDENT),
  /** Null: at the assignment's upload due date. */
  opensAt: IsoDateTime.nullable(),
  closesAt: IsoDateTime.nullable(),
  anonymity: z.enum(PEER_REVIEW_ANONYMITY),
  rubric: z.enum(PEER_REVIEW_RUBRICS),
  /** Share of the grade from peer scores (the median of the reviews). */
  weight: z.number().min(0).max(1),
  approval: z.boolean(),
  minComments: z.number().int().min(0).max(50),
});
export type PeerReviewSettings = z.infer<typeof PeerReviewSettings>;

export const PeerReviewSettingsUpdate = PeerReviewSettings.partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'Give at least one setting to change.');
export type PeerReviewSettingsUpdate = z.infer<typeof PeerReviewSettingsUpdate>;

const Counts = z.object(Object.fromEntries(PEER_REVIEW_STATES.map((state) => [state, z.number().int().nonnegative()])) as Record<PeerReviewState, z.ZodNumber>);

/** GET /assignments/{id}/peerReview/: the settings, when it opens in effect, and where it stands. */
export const PeerReviewStage = PeerReviewSettings.extend({
  assignment: z.number().int().positive(),
  state: z.enum(PEER_REVIEW_STAGE_STATES),
  /** When it opens (or opened): the opening time, else the due date; null when neither is set. */
  effectiveOpensAt: IsoDateTime.nullable(),
  openedAt: IsoDateTime.nullable(),
  closedAt: IsoDateTime.nullable(),
  /** Why it could not open on time (too few submissions), until it opens. */
  openError: z.string().nullable(),
  reviews: Counts,
});
export type PeerReviewStage = z.infer<typeof PeerReviewStage>;

/** One review of the allocation, as staff read it (GET /assignments/{id}/peerReviews/). */
export const StaffPeerReview = z.object({
  id: z.number().int().positive(),
  reviewer: z.string(),
  submission: z.number().int().positive(),
  /** The reviewer's number on that submission: what authors see instead of a name ("Reviewer 1"). */
  ordinal: z.number().int().positive(),
  state: z.enum(PEER_REVIEW_STATES),
  submittedAt: IsoDateTime.nullable(),
  /** When staff approved it (what authors wait for when the stage's `approval` is on); null: not approved. */
  approvedAt: IsoDateTime.nullable(),
});
export type StaffPeerReview = z.infer<typeof StaffPeerReview>;

/** POST /assignments/{id}/peerReviews/: a review added by staff. */
export const StaffPeerReviewCreate = z.object({ reviewer: z.string().email(), submission: z.number().int().positive() }).strict();
export type StaffPeerReviewCreate = z.infer<typeof StaffPeerReviewCreate>;

/** POST /assignments/{id}/peerReviews/import/: the allocation wanted for the reviews not begun, previewed or applied. */
export const PeerReviewImport = z
  .object({
    rows: z.array(z.object({ reviewer: z.string().trim().min(1), submission: z.coerce.number().int().positive() })).max(20_000),
    preview: z.boolean().optional().default(false),
  })
  .strict();
export type PeerReviewImport = z.output<typeof PeerReviewImport>;

const Pair = z.object({ reviewer: z.string(), submission: z.number().int().positive() });
/** What the upload does (or would do): reviews added and removed, begun reviews kept, and each refused row. */
export const PeerReviewImportResult = z.object({
  added: z.array(Pair),
  removed: z.array(Pair),
  /** Reviews begun or submitted: they stay whatever the file says. */
  kept: z.number().int().nonnegative(),
  /** Rows numbered from 1 as in the file (its header not counted). */
  errors: z.array(z.object({ row: z.number().int().positive(), field: z.enum(['reviewer', 'submission']), message: z.string() })),
  applied: z.boolean(),
});
export type PeerReviewImportResult = z.infer<typeof PeerReviewImportResult>;

const ReviewAssignment = z.object({ id: z.number().int().positive(), name: z.string(), course: z.number().int().positive() });

/** A review the student must do. The author is named only when the stage's anonymity is `open`. */
export const ReviewToDo = z.object({
  id: z.number().int().positive(),
  assignment: ReviewAssignment,
  submission: z.number().int().positive(),
  /** "Submission 2" (this reviewer's second), or the authors' e-mails when anonymity is `open`. */
  label: z.string(),
  state: z.enum(PEER_REVIEW_STATES),
  closesAt: IsoDateTime.nullable(),
  submittedAt: IsoDateTime.nullable(),
});
export type ReviewToDo = z.infer<typeof ReviewToDo>;

/** A review of the student's own work, once the stage has closed. */
export const ReviewReceived = z.object({
  id: z.number().int().positive(),
  assignment: ReviewAssignment,
  submission: z.number().int().positive(),
  /** "Reviewer 1", or the reviewer's e-mail when anonymity is `open`. */
  reviewer: z.string(),
  submittedAt: IsoDateTime,
  /** The caller's rating of how helpful the review was (1 to 5), null until they rate it. */
  helpfulness: z.number().int().min(1).max(5).nullable(),
});
export type ReviewReceived = z.infer<typeof ReviewReceived>;

/** GET /peerReviews/: the caller's reviews to do, and the submitted reviews of their work after the stage closed. */
export const MyPeerReviews = z.object({ toDo: z.array(ReviewToDo), received: z.array(ReviewReceived) });
export type MyPeerReviews = z.infer<typeof MyPeerReviews>;

/** What a reviewer is told when names or e-mails were masked in the code they read. */
export const REDACTION_NOTICE = (places: number) =>
  `${places} name${places === 1 ? '' : 's'} or e-mail address${places === 1 ? '' : 'es'} in the files' headers ${places === 1 ? 'is' : 'are'} masked (•••), so that the review stays anonymous.`;

/** What a reviewer reads on a comment of theirs that staff hid from the authors. */
export const PEER_HIDDEN_NOTICE = (reason: string | null) =>
  `Course staff hid this comment: the authors will not see it.${reason ? ` Reason: ${reason}` : ''}`;

/**
 * GET /peerReviews/{id}/submission/: the submission as its reviewer reads it: its files (current and older versions,
 * without the tests' output, identities masked in headers unless anonymity is `open`), the reviewer's own comments
 * and the rubric they may use. No grade, no grader, no authors.
 */
export const ReviewerView = z.object({
  review: ReviewToDo,
  files: z.array(File),
  comments: z.array(Comment),
  rubricCategories: z.array(RubricCategory),
  rubricComments: z.array(RubricComment),
  /** Comments the review needs before "Submit review" (the stage's minComments). */
  minComments: z.number().int().nonnegative(),
  /** Places masked in the files' headers; the page tells the reviewer (REDACTION_NOTICE). */
  masked: z.number().int().nonnegative(),
  /** The reviewer's comments that staff hid from the authors, and why: the page tells the reviewer (PEER_HIDDEN_NOTICE). */
  hidden: z.array(z.object({ comment: z.number().int().positive(), reason: z.string().nullable() })),
});
export type ReviewerView = z.infer<typeof ReviewerView>;
