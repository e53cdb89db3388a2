import { z } from 'zod';
import { Id, IsoDateTime } from './primitives';
import { PEER_REVIEW_STATES } from './peer-review';

// Receiving peer feedback and moderating it (docs/PEER-REVIEW.md, "Receiving" and "Approval and hiding"): an
// author's helpfulness rating of a review they received, staff's read of one review, its approval, and hiding one
// of its comments from the authors.

export const MIN_HELPFULNESS = 1;
export const MAX_HELPFULNESS = 5;
export const MAX_HIDDEN_REASON = 500;

export const PEER_MODERATION_MESSAGES = {
  notSubmitted: 'Only a submitted review can be approved.',
} as const;

/** PUT /peerReviews/{id}/rating/: how helpful the review was, 1 (not at all) to 5 (very). */
export const PeerReviewRatingUpdate = z
  .object({ helpfulness: z.number().int().min(MIN_HELPFULNESS).max(MAX_HELPFULNESS) })
  .strict();
export type PeerReviewRatingUpdate = z.infer<typeof PeerReviewRatingUpdate>;

export const PeerReviewRating = z.object({ review: Id, helpfulness: z.number().int().min(MIN_HELPFULNESS).max(MAX_HELPFULNESS) });
export type PeerReviewRating = z.infer<typeof PeerReviewRating>;

/** PATCH /peerReviews/{id}/comments/{commentId}/: hide a peer comment from the authors (with a reason), or show it again. */
export const PeerCommentVisibility = z
  .object({ hidden: z.boolean(), reason: z.string().trim().max(MAX_HIDDEN_REASON).optional() })
  .strict();
export type PeerCommentVisibility = z.infer<typeof PeerCommentVisibility>;

/** A comment of a review as staff read it. */
export const StaffPeerComment = z.object({
  id: Id,
  file: Id,
  fileName: z.string(),
  startLine: z.number().int(),
  endLine: z.number().int(),
  startChar: z.number().int(),
  endChar: z.number().int(),
  text: z.string(),
  /** The rubric comment it links (its name), if any. */
  rubricComment: z.object({ id: Id, name: z.string() }).nullable(),
  hidden: z.boolean(),
  hiddenAt: IsoDateTime.nullable(),
  hiddenReason: z.string().nullable(),
});
export type StaffPeerComment = z.infer<typeof StaffPeerComment>;

/** GET /peerReviews/{id}/: one review as the course's staff read it. */
export const PeerReviewDetail = z.object({
  id: Id,
  assignment: Id,
  reviewer: z.string(),
  submission: Id,
  /** The e-mails of the submission's students. */
  authors: z.array(z.string()),
  ordinal: z.number().int().positive(),
  state: z.enum(PEER_REVIEW_STATES),
  submittedAt: IsoDateTime.nullable(),
  approvedAt: IsoDateTime.nullable(),
  /** Whether the stage waits for staff approval before authors read reviews. */
  approval: z.boolean(),
  comments: z.array(StaffPeerComment),
  /** The authors' helpfulness ratings: their mean (null without any) and how many. */
  ratings: z.object({ mean: z.number().nullable(), count: z.number().int().nonnegative() }),
});
export type PeerReviewDetail = z.infer<typeof PeerReviewDetail>;
