import { and, eq } from 'drizzle-orm';
import type { PeerReviewRating, PeerReviewRatingUpdate } from '@marginalia/contracts';
import { assignments, courses, peerReviewRatings, peerReviews, peerReviewStages, submissionStudents, type Database } from '@marginalia/db';
import type { AuthUser } from '../../core/actor';
import { notFound } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { assertCourseWritable } from '../courses/policy';
import { receivedByAuthors } from '../review/peer-feedback';

// An author's helpfulness rating of a review they received (docs/PEER-REVIEW.md, "Receiving"): one per author and
// review, changeable. A review the caller has not received (not theirs, or not yet out to them) does not exist for
// them (404). An archived course takes no ratings (400).

/** PUT /peerReviews/{id}/rating/: a student of the reviewed submission, once the review reached them. */
export async function rateReview(db: Database, reviewId: number, input: PeerReviewRatingUpdate, user: AuthUser): Promise<PeerReviewRating> {
  const [received] = await db
    .select({ id: peerReviews.id, assignmentId: peerReviews.assignmentId, courseId: courses.id, archived: courses.archived })
    .from(peerReviews)
    .innerJoin(peerReviewStages, eq(peerReviewStages.assignmentId, peerReviews.assignmentId))
    .innerJoin(assignments, eq(assignments.id, peerReviews.assignmentId))
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .innerJoin(submissionStudents, and(eq(submissionStudents.submissionId, peerReviews.submissionId), eq(submissionStudents.studentId, user.id)))
    .where(and(eq(peerReviews.id, reviewId), receivedByAuthors()));
  if (!received) throw notFound();
  // An archived course takes no writes.
  assertCourseWritable(received);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(peerReviewRatings)
      .values({ peerReviewId: reviewId, userId: user.id, helpfulness: input.helpfulness, updatedAt: now })
      .onConflictDoUpdate({ target: [peerReviewRatings.peerReviewId, peerReviewRatings.userId], set: { helpfulness: input.helpfulness, updatedAt: now } });
    await recordEvent(tx, user, {
      type: 'peer_review.rated',
      courseId: received.courseId,
      object: { type: 'assignment', id: received.assignmentId },
      data: { review: reviewId, helpfulness: input.helpfulness },
    });
  });
  return { review: reviewId, helpfulness: input.helpfulness };
}
