import type { Comment } from '@marginalia/contracts';

// A peer reviewer's comment as its authors read it (docs/PEER-REVIEW.md, "Receiving"): marked as peer feedback
// with the reviewer's pseudonym ("Reviewer 1"), never with points, a grader's name or a rating of its own.

/** "Peer feedback · Reviewer 1", or null for a comment of the staff. */
export function peerFeedbackLabel(comment: Pick<Comment, 'peerReview'>): string | null {
  return comment.peerReview ? `Peer feedback · ${comment.peerReview.reviewer}` : null;
}
