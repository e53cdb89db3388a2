import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { agreement, median, reviewingGrade, suggestedReviewGrade, type PeerReviewGradingReview, type PeerReviewGradingSubmission } from '@marginalia/contracts';
import { assignments, peerReviewRatings, peerReviews, peerReviewStages, submissions, users, type Executor } from '@marginalia/db';
import { readPeerScores, type ReviewScore } from './peer-scores';
import { staffGrades } from './recompute';

// Grading the reviewing (docs/PEER-REVIEW.md, "Grading the reviews", Moodle Workshop's comparison): each review's
// peer score set against the other reviews of the same submission and against staff grading, the authors'
// helpfulness ratings, and the grade suggested from them. Beside the grades because the grade exports read it
// too (a reviewing column per assignment); the peer-review module presents it to staff.

/** A review as graded, with its reviewer's id and state left to the caller. */
export type ReviewGradingRow = Omit<PeerReviewGradingReview, 'reviewer' | 'state'> & { reviewerId: number; reviewer: string; submittedAt: Date | null };

export interface ReviewGrading {
  points: number;
  reviews: ReviewGradingRow[];
  submissions: PeerReviewGradingSubmission[];
}

/** Pure: the comparison of each review, given its score, its submission's other scores and staff grade. */
export function compareReview(review: ReviewScore, scoresOfSubmission: readonly ReviewScore[], staffGrade: number | null, points: number) {
  if (review.score === null) return { agreementWithReviews: null, agreementWithStaff: null, suggestedGrade: 0 };
  const others = scoresOfSubmission.flatMap((other) => (other.id !== review.id && other.score !== null ? [other.score] : []));
  const agreementWithReviews = agreement(review.score, median(others), points);
  const agreementWithStaff = agreement(review.score, staffGrade, points);
  return { agreementWithReviews, agreementWithStaff, suggestedGrade: suggestedReviewGrade({ counts: review.counts, agreementWithReviews, agreementWithStaff }) };
}

export async function readReviewGrading(db: Executor, assignmentId: number): Promise<ReviewGrading> {
  const [assignment] = await db.select({ points: assignments.points }).from(assignments).where(eq(assignments.id, assignmentId));
  const [stage] = await db.select({ minComments: peerReviewStages.minComments }).from(peerReviewStages).where(eq(peerReviewStages.assignmentId, assignmentId));
  const points = assignment?.points ?? 0;
  const scores = await readPeerScores(db, assignmentId, stage?.minComments ?? 1);
  const reviewRows = await db
    .select({ review: peerReviews, reviewer: users.email })
    .from(peerReviews)
    .innerJoin(users, eq(users.id, peerReviews.reviewerId))
    .where(eq(peerReviews.assignmentId, assignmentId))
    .orderBy(sql`${users.email} collate "C"`, asc(peerReviews.id));
  const ratings = reviewRows.length === 0 ? [] : await db
    .select({ reviewId: peerReviewRatings.peerReviewId, mean: sql<number>`avg(${peerReviewRatings.helpfulness})::float8`, count: sql<number>`count(*)::int` })
    .from(peerReviewRatings)
    .where(inArray(peerReviewRatings.peerReviewId, reviewRows.map((row) => row.review.id)))
    .groupBy(peerReviewRatings.peerReviewId);
  const submissionRows = await db
    .select({ id: submissions.id, isFinalized: submissions.isFinalized })
    .from(submissions)
    .where(eq(submissions.assignmentId, assignmentId))
    .orderBy(asc(submissions.id));
  const staff = await staffGrades(db, submissionRows.filter((row) => row.isFinalized).map((row) => row.id));

  const scoreOf = new Map(scores.reviews.map((review) => [review.id, review]));
  const scoresBySubmission = new Map<number, ReviewScore[]>();
  for (const review of scores.reviews) scoresBySubmission.set(review.submissionId, [...(scoresBySubmission.get(review.submissionId) ?? []), review]);
  const ratingOf = new Map(ratings.map((row) => [row.reviewId, row]));
  const reviews: ReviewGradingRow[] = reviewRows.map(({ review, reviewer }) => {
    const score = scoreOf.get(review.id) ?? { id: review.id, submissionId: review.submissionId, comments: 0, counts: false, score: null };
    const rating = ratingOf.get(review.id);
    return {
      id: review.id,
      reviewerId: review.reviewerId,
      reviewer,
      submission: review.submissionId,
      submittedAt: review.submittedAt,
      comments: score.comments,
      counts: score.counts,
      peerScore: score.score,
      ...compareReview(score, scoresBySubmission.get(review.submissionId) ?? [], staff.get(review.submissionId) ?? null, points),
      helpfulness: rating ? Math.round(Number(rating.mean) * 100) / 100 : null,
      ratings: rating ? Number(rating.count) : 0,
      grade: review.grade === null ? null : Number(review.grade),
    };
  });
  const reviewsOf = new Map<number, number[]>();
  for (const review of reviewRows) reviewsOf.set(review.review.submissionId, [...(reviewsOf.get(review.review.submissionId) ?? []), review.review.id]);
  return {
    points,
    reviews,
    submissions: submissionRows.map((row) => ({
      submission: row.id,
      staffGrade: staff.get(row.id) ?? null,
      peerMedian: scores.medians.get(row.id) ?? null,
      reviews: (reviewsOf.get(row.id) ?? []).sort((a, b) => a - b),
    })),
  };
}

/**
 * Reviewer id → their grade for reviewing on this assignment (the mean of their reviews' grades, staff's else
 * suggested), for an assignment whose peer review is on; null when it is off.
 */
export async function readReviewingGrades(db: Executor, assignmentId: number): Promise<Map<number, number> | null> {
  return (await readReviewingGradesOf(db, [assignmentId])).get(assignmentId) ?? null;
}

/** As readReviewingGrades for several assignments: assignment id → its grades, for those with peer review on. */
export async function readReviewingGradesOf(db: Executor, assignmentIds: readonly number[]): Promise<Map<number, Map<number, number>>> {
  const found = new Map<number, Map<number, number>>();
  if (assignmentIds.length === 0) return found;
  const stages = await db
    .select({ assignmentId: peerReviewStages.assignmentId })
    .from(peerReviewStages)
    .where(and(inArray(peerReviewStages.assignmentId, [...assignmentIds]), eq(peerReviewStages.enabled, true)));
  for (const stage of stages) found.set(stage.assignmentId, await reviewingGradesOf(db, stage.assignmentId));
  return found;
}

async function reviewingGradesOf(db: Executor, assignmentId: number): Promise<Map<number, number>> {
  const { reviews } = await readReviewGrading(db, assignmentId);
  const byReviewer = new Map<number, ReviewGradingRow[]>();
  for (const review of reviews) byReviewer.set(review.reviewerId, [...(byReviewer.get(review.reviewerId) ?? []), review]);
  return new Map([...byReviewer].map(([reviewerId, rows]) => [reviewerId, reviewingGrade(rows)!]));
}
