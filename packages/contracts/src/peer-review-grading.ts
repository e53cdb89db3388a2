import { z } from 'zod';
import { computeGrade, type GradeCategory, type GradeRubricComment } from './grade';
import { PEER_REVIEW_STAGE_STATES, PEER_REVIEW_STATES } from './peer-review';

// Peer scores and grading the reviewing (docs/PEER-REVIEW.md, "Peer scores and the grade", "Grading the reviews"):
// the rules, pure so that the server (which stores grades) and the web app (which explains them) agree, and the
// answers staff read.

/** Rounds away binary noise, as the grade rule does. */
function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return tidy(sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2);
}

export interface PeerScoreRubric {
  points: number;
  additiveGrading: boolean;
  categories: GradeCategory[];
  rubricComments: GradeRubricComment[];
}

/**
 * What a review gives the submission: the graders' grade rule (the assignment's points, additive or subtractive,
 * category caps and "at most once") over the review's rubric-linked comments. Peer comments carry no free points
 * and a review runs no tests.
 */
export function peerScore(rubric: PeerScoreRubric, rubricCommentIds: readonly number[]): number {
  return computeGrade({
    ...rubric,
    comments: rubricCommentIds.map((rubricCommentId) => ({ rubricCommentId, pointDelta: null })),
    tests: [],
  });
}

/** Whether a review counts toward peer scores: submitted (late too) with at least the stage's minimum of comments. */
export function reviewCounts(review: { submitted: boolean; comments: number }, minComments: number): boolean {
  return review.submitted && review.comments >= minComments;
}

/**
 * How close a score is to a reference, 0 to 100: 100 × (1 − |score − reference| / points), clamped. Null without a
 * reference. An assignment worth no points agrees fully only on the same score.
 */
export function agreement(score: number, reference: number | null, points: number): number | null {
  if (reference === null) return null;
  if (points <= 0) return score === reference ? 100 : 0;
  return tidy(Math.min(100, Math.max(0, 100 * (1 - Math.abs(score - reference) / points))));
}

/**
 * The suggested grade of one review's reviewing, 0 to 100. A review that does not count gets 0. Otherwise agreeing
 * with staff weighs more than agreeing with the other reviewers (staff grading is the better reference): 60 % and
 * 40 % when both are known, the one known alone, and 100 when neither is (the only review of a submission staff
 * have not finished: the work was done and nothing contradicts it).
 */
export function suggestedReviewGrade(input: { counts: boolean; agreementWithReviews: number | null; agreementWithStaff: number | null }): number {
  if (!input.counts) return 0;
  const { agreementWithReviews: reviews, agreementWithStaff: staff } = input;
  if (reviews !== null && staff !== null) return tidy(0.6 * staff + 0.4 * reviews);
  return staff ?? reviews ?? 100;
}

/** A submission's grade with peer scores: (1 − w) × staff grade + w × peer median, or the staff grade without a median. */
export function weightedGrade(staffGrade: number, peerMedian: number | null, weight: number): number {
  if (weight <= 0 || peerMedian === null) return staffGrade;
  return tidy((1 - weight) * staffGrade + weight * peerMedian);
}

/** A student's grade for reviewing: the mean of their reviews' grades (staff's, else suggested); null with no reviews. */
export function reviewingGrade(reviews: readonly { grade: number | null; suggestedGrade: number }[]): number | null {
  if (reviews.length === 0) return null;
  return tidy(reviews.reduce((sum, review) => sum + (review.grade ?? review.suggestedGrade), 0) / reviews.length);
}

const Percent = z.number().min(0).max(100);

/** One review as staff grade it (GET /assignments/{id}/peerReviews/grading/). */
export const PeerReviewGradingReview = z.object({
  id: z.number().int().positive(),
  /** The reviewer's e-mail (staff see everyone). */
  reviewer: z.string(),
  submission: z.number().int().positive(),
  state: z.enum(PEER_REVIEW_STATES),
  /** Comments in the review that staff have not hidden. */
  comments: z.number().int().nonnegative(),
  /** Whether it counts toward peer scores (submitted with the minimum of comments). */
  counts: z.boolean(),
  /** What its rubric comments give the submission; null when it does not count. */
  peerScore: z.number().nullable(),
  /** Against the median of the submission's other counting reviews; null when alone or not counting. */
  agreementWithReviews: Percent.nullable(),
  /** Against the submission's staff grade once finalized; null otherwise. */
  agreementWithStaff: Percent.nullable(),
  /** The mean of the authors' ratings (1 to 5); null when unrated. */
  helpfulness: z.number().nullable(),
  ratings: z.number().int().nonnegative(),
  suggestedGrade: Percent,
  /** Staff's grade of the reviewing; null while not set. */
  grade: Percent.nullable(),
});
export type PeerReviewGradingReview = z.infer<typeof PeerReviewGradingReview>;

/** One submission with its two grades: a point of the peer-versus-staff plot. */
export const PeerReviewGradingSubmission = z.object({
  submission: z.number().int().positive(),
  /** The grade staff grading gives (peer scores left out), once finalized; null before. */
  staffGrade: z.number().nullable(),
  /** The median of its counting reviews' scores; null with none. */
  peerMedian: z.number().nullable(),
  /** Its reviews' ids. */
  reviews: z.array(z.number().int().positive()),
});
export type PeerReviewGradingSubmission = z.infer<typeof PeerReviewGradingSubmission>;

export const PeerReviewGrading = z.object({
  assignment: z.number().int().positive(),
  points: z.number(),
  weight: z.number(),
  state: z.enum(PEER_REVIEW_STAGE_STATES),
  reviews: z.array(PeerReviewGradingReview),
  submissions: z.array(PeerReviewGradingSubmission),
});
export type PeerReviewGrading = z.infer<typeof PeerReviewGrading>;

/** PATCH /peerReviews/{id}/grade/: staff's grade of the reviewing, or null to clear it. */
export const PeerReviewGradeUpdate = z.object({ grade: Percent.nullable() }).strict();
export type PeerReviewGradeUpdate = z.infer<typeof PeerReviewGradeUpdate>;

/** What the PATCH answers: the review's grade and who set it. */
export const PeerReviewGradeResult = z.object({
  id: z.number().int().positive(),
  grade: Percent.nullable(),
  gradedBy: z.string().nullable(),
  gradedAt: z.string().nullable(),
});
export type PeerReviewGradeResult = z.infer<typeof PeerReviewGradeResult>;
