import { PeerReviewDetail, PeerReviewRating, StaffPeerComment, type PeerCommentVisibility } from '@marginalia/contracts';
import { sendExpecting } from './expectStatus';
import { checkShape } from './shape';

// Receiving peer feedback and moderating it (docs/PEER-REVIEW.md, "Receiving" and "Approval and hiding"): an
// author's helpfulness rating, and staff's read of one review, its approval and hiding one of its comments.

export const peerReviewDetailKey = (reviewId: number) => ['peer-review', 'review', reviewId] as const;

/** PUT /peerReviews/{id}/rating/ — quiet: the rating control says when it could not save. */
export async function ratePeerReview(reviewId: number, helpfulness: number): Promise<PeerReviewRating> {
  const response = await sendExpecting('PUT', `/peerReviews/${reviewId}/rating/`, 200, { body: { helpfulness }, quiet: true });
  return checkShape(PeerReviewRating, response.body, 'PUT /peerReviews/{id}/rating/');
}

/** GET /peerReviews/{id}/ — one review as staff read it. */
export async function fetchPeerReviewDetail(reviewId: number): Promise<PeerReviewDetail> {
  const response = await sendExpecting('GET', `/peerReviews/${reviewId}/`, 200);
  return checkShape(PeerReviewDetail, response.body, 'GET /peerReviews/{id}/');
}

/** POST /peerReviews/{id}/approve/ — quiet: the drawer shows a refusal. */
export async function approvePeerReview(reviewId: number): Promise<PeerReviewDetail> {
  const response = await sendExpecting('POST', `/peerReviews/${reviewId}/approve/`, 200, { quiet: true });
  return checkShape(PeerReviewDetail, response.body, 'POST /peerReviews/{id}/approve/');
}

/** PATCH /peerReviews/{id}/comments/{commentId}/ — quiet: the drawer shows a refusal. */
export async function setPeerCommentVisibility(reviewId: number, commentId: number, change: PeerCommentVisibility): Promise<StaffPeerComment> {
  const response = await sendExpecting('PATCH', `/peerReviews/${reviewId}/comments/${commentId}/`, 200, { body: change, quiet: true });
  return checkShape(StaffPeerComment, response.body, 'PATCH /peerReviews/{id}/comments/{commentId}/');
}
