import { and, eq, inArray } from 'drizzle-orm';
import { peerReviewRatings, type Executor } from '@marginalia/db';

// What an author received of peer reviews: which reviews reach them and how comments are marked live with the
// submission view (review/peer-feedback.ts); this file adds the author's own ratings.

/** The caller's helpfulness ratings of the given reviews. */
export async function ratingsBy(db: Executor, userId: number, reviewIds: number[]): Promise<Map<number, number>> {
  if (reviewIds.length === 0) return new Map();
  const rows = await db
    .select({ review: peerReviewRatings.peerReviewId, helpfulness: peerReviewRatings.helpfulness })
    .from(peerReviewRatings)
    .where(and(eq(peerReviewRatings.userId, userId), inArray(peerReviewRatings.peerReviewId, reviewIds)));
  return new Map(rows.map((row) => [row.review, row.helpfulness]));
}
