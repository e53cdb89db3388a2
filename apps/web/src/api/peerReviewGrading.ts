import { PeerReviewGradeResult, PeerReviewGrading } from '@marginalia/contracts';
import { sendExpecting } from './expectStatus';
import { checkShape } from './shape';

// Grading the reviewing (docs/PEER-REVIEW.md, "Grading the reviews", "Oversight"): the comparison staff read, which
// the overview's matrix and plot draw from too, and a review's grade.

export const peerReviewGradingKey = (assignmentId: number) => ['peer-review', assignmentId, 'grading'] as const;

/** GET /assignments/{id}/peerReviews/grading/ — staff only. */
export async function fetchPeerReviewGrading(assignmentId: number): Promise<PeerReviewGrading> {
  const response = await sendExpecting('GET', `/assignments/${assignmentId}/peerReviews/grading/`, 200);
  return checkShape(PeerReviewGrading, response.body, 'GET /assignments/{id}/peerReviews/grading/');
}

/** PATCH /peerReviews/{id}/grade/ — a course admin sets (0 to 100) or clears (null) the reviewing's grade. */
export async function setPeerReviewGrade(reviewId: number, grade: number | null): Promise<PeerReviewGradeResult> {
  const response = await sendExpecting('PATCH', `/peerReviews/${reviewId}/grade/`, 200, { body: { grade } });
  return checkShape(PeerReviewGradeResult, response.body, 'PATCH /peerReviews/{id}/grade/');
}
