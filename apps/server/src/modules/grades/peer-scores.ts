import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { median, peerScore, reviewCounts, type PeerScoreRubric } from '@marginalia/contracts';
import { assignments, comments, peerReviewComments, peerReviews, peerReviewStages, type Executor } from '@marginalia/db';
import { selectRubricCategories, selectRubricComments } from './queries';

// Peer scores (docs/PEER-REVIEW.md, "Peer scores and the grade"): what each counting review's rubric comments give
// its submission by the graders' rule, and each submission's median. Here, beside the grade rule, because the stored
// grade folds the median in once the review closed (recompute.ts); the peer-review module reads the same numbers
// to grade the reviewing. Comments staff hid count for nothing, and with approval on a review counts once approved.

export interface ReviewScore {
  id: number;
  submissionId: number;
  /** Comments staff have not hidden. */
  comments: number;
  counts: boolean;
  /** Null when it does not count. */
  score: number | null;
}

export interface PeerScores {
  reviews: ReviewScore[];
  /** Submission id → the median of its counting reviews' scores (absent with none). */
  medians: Map<number, number>;
}

interface ReviewRow {
  id: number;
  submissionId: number;
  /** Submitted, and approved when the stage asks for approval. */
  submitted: boolean;
  /** The rubric comment each visible comment links, null for a comment without one. */
  links: (number | null)[];
}

/** Pure: the scores and medians of these reviews under this rubric and minimum of comments. */
export function scoreReviews(rubric: PeerScoreRubric, minComments: number, rows: readonly ReviewRow[]): PeerScores {
  const reviews = rows.map((row) => {
    const counts = reviewCounts({ submitted: row.submitted, comments: row.links.length }, minComments);
    const linked = row.links.filter((link): link is number => link !== null);
    return { id: row.id, submissionId: row.submissionId, comments: row.links.length, counts, score: counts ? peerScore(rubric, linked) : null };
  });
  const bySubmission = new Map<number, number[]>();
  for (const review of reviews) {
    if (review.score !== null) bySubmission.set(review.submissionId, [...(bySubmission.get(review.submissionId) ?? []), review.score]);
  }
  const medians = new Map([...bySubmission].map(([submissionId, scores]) => [submissionId, median(scores)!]));
  return { reviews, medians };
}

/**
 * Every review of the assignment with its score (a few statements whatever the class size), or only the reviews of
 * `submissionIds` when given: a submission's scores and median depend on its own reviews alone, so one submission's
 * grade does not read the whole class.
 */
export async function readPeerScores(db: Executor, assignmentId: number, minComments: number, submissionIds?: readonly number[]): Promise<PeerScores> {
  const [assignment] = await db
    .select({ points: assignments.points, additiveGrading: assignments.additiveGrading })
    .from(assignments)
    .where(eq(assignments.id, assignmentId));
  if (!assignment) return { reviews: [], medians: new Map() };
  const ofSubmissions = submissionIds ? sql`${peerReviews.submissionId} = any(${sql.param([...submissionIds])}::int[])` : undefined;
  const [categories, rubricComments, reviews, links] = [
    await selectRubricCategories(db, [assignmentId]),
    await selectRubricComments(db, [assignmentId]),
    await db
      // With approval asked, a review counts once staff approved it: a grade never moves on a review its authors
      // cannot read yet.
      .select({
        id: peerReviews.id,
        submissionId: peerReviews.submissionId,
        submitted: sql<boolean>`${peerReviews.submittedAt} is not null and (not ${peerReviewStages.approval} or ${peerReviews.approvedAt} is not null)`,
      })
      .from(peerReviews)
      .innerJoin(peerReviewStages, eq(peerReviewStages.assignmentId, peerReviews.assignmentId))
      .where(and(eq(peerReviews.assignmentId, assignmentId), ofSubmissions)),
    await db
      .select({ reviewId: peerReviewComments.peerReviewId, rubricCommentId: comments.rubricCommentId })
      .from(peerReviewComments)
      .innerJoin(comments, eq(comments.id, peerReviewComments.commentId))
      .innerJoin(peerReviews, eq(peerReviews.id, peerReviewComments.peerReviewId))
      .where(and(eq(peerReviews.assignmentId, assignmentId), isNull(peerReviewComments.hiddenAt), ofSubmissions)),
  ];
  const linksOf = new Map<number, (number | null)[]>();
  for (const link of links) linksOf.set(link.reviewId, [...(linksOf.get(link.reviewId) ?? []), link.rubricCommentId]);
  return scoreReviews(
    { ...assignment, categories, rubricComments },
    minComments,
    reviews.map((review) => ({ ...review, links: linksOf.get(review.id) ?? [] })),
  );
}

/**
 * Assignment id → its peer weight and the medians of its submissions (of `submissionIds` only, when given), for the
 * assignments whose peer review has closed with a weight above 0: only those fold peer scores into the grade.
 */
export async function weightedPeerMedians(
  db: Executor,
  assignmentIds: readonly number[],
  submissionIds?: readonly number[],
): Promise<Map<number, { weight: number; medians: Map<number, number> }>> {
  const weighted = new Map<number, { weight: number; medians: Map<number, number> }>();
  if (assignmentIds.length === 0) return weighted;
  const stages = await db
    .select({ assignmentId: peerReviewStages.assignmentId, weight: peerReviewStages.weight, minComments: peerReviewStages.minComments })
    .from(peerReviewStages)
    .where(and(inArray(peerReviewStages.assignmentId, [...assignmentIds]), eq(peerReviewStages.enabled, true), isNotNull(peerReviewStages.closedAt), sql`${peerReviewStages.weight} > 0`));
  for (const stage of stages) {
    const { medians } = await readPeerScores(db, stage.assignmentId, stage.minComments, submissionIds);
    weighted.set(stage.assignmentId, { weight: Number(stage.weight), medians });
  }
  return weighted;
}

/** What the grade of this submission takes from peer scores now: the weight and its median, or null (none, or no weight). */
export async function peerPartOf(db: Executor, submission: { id: number; assignmentId: number }): Promise<{ weight: number; median: number } | null> {
  const weighted = (await weightedPeerMedians(db, [submission.assignmentId], [submission.id])).get(submission.assignmentId);
  const median = weighted?.medians.get(submission.id);
  return weighted && median !== undefined ? { weight: weighted.weight, median } : null;
}
