import { eq } from 'drizzle-orm';
import { PEER_MODERATION_MESSAGES, type PeerCommentVisibility, type PeerReviewDetail, type StaffPeerComment } from '@marginalia/contracts';
import { peerReviews, peerReviewStages, submissions, users, type Database, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../core/actor';
import { badRequest, notFound } from '../../http/errors';
import { isCourseStaff, loadAssignmentInCourse } from '../assignments/policy';
import { recordEvent } from '../audit/record';
import { recomputeGrades } from '../grades/recompute';
import { assertCourseWritable } from '../courses/policy';
import { selectAuthorEmails, selectRatingSummary, selectStaffPeerComment, selectStaffPeerComments, setPeerCommentHidden } from './moderation-queries';
import { findReview } from './queries';
import { reviewState } from './stage-state';

// Staff's hand on one review (docs/PEER-REVIEW.md, "Approval and hiding"): they read it whole (reviewer, authors,
// comments, ratings), approve it for the authors when the stage asks for approval, and hide a comment from the
// authors (the reviewer is told). Only the course's staff: anyone else, students included, gets 404, so that a
// review's existence says nothing to them.

async function loadReviewForStaff(db: Executor, reviewId: number, user: AuthUser) {
  const found = await findReview(db, reviewId);
  if (!found) throw notFound();
  const { course } = await loadAssignmentInCourse(db, found.review.assignmentId, user);
  if (!isCourseStaff(course)) throw notFound();
  return { ...found, course };
}

/** GET /peerReviews/{id}/: the course's staff. */
export async function staffReviewDetail(db: Database, reviewId: number, user: AuthUser): Promise<PeerReviewDetail> {
  await loadReviewForStaff(db, reviewId, user);
  return presentDetail(db, reviewId);
}

async function presentDetail(db: Executor, reviewId: number): Promise<PeerReviewDetail> {
  const found = (await findReview(db, reviewId))!;
  const { review, stage } = found;
  const [[reviewer], authors, comments, ratings] = await Promise.all([
    db.select({ email: users.email }).from(users).where(eq(users.id, review.reviewerId)),
    selectAuthorEmails(db, review.submissionId),
    selectStaffPeerComments(db, review.id),
    selectRatingSummary(db, review.id),
  ]);
  return {
    id: review.id,
    assignment: review.assignmentId,
    reviewer: reviewer!.email,
    submission: review.submissionId,
    authors,
    ordinal: review.ordinal,
    state: reviewState(review, stage, new Date()),
    submittedAt: review.submittedAt?.toISOString() ?? null,
    approvedAt: review.approvedAt?.toISOString() ?? null,
    approval: stage.approval,
    comments,
    ratings,
  };
}

/**
 * An approval or a hidden comment changes which peer comments count (grades/peer-scores.ts): once the stage closed,
 * the submission's grade takes the new median, recorded like any change students had seen.
 */
async function peerScoresChanged(tx: Executor, submissionId: number, user: AuthUser): Promise<void> {
  const [stage] = await tx
    .select({ closedAt: peerReviewStages.closedAt })
    .from(peerReviewStages)
    .innerJoin(submissions, eq(submissions.assignmentId, peerReviewStages.assignmentId))
    .where(eq(submissions.id, submissionId));
  if (stage?.closedAt) await recomputeGrades(tx, [submissionId], { cause: 'peer_review', actorId: user.id });
}

/** POST /peerReviews/{id}/approve/: the course's staff; a submitted review only; approving twice changes nothing. */
export async function approveReview(db: Database, reviewId: number, user: AuthUser): Promise<PeerReviewDetail> {
  return db.transaction(async (tx) => {
    const { review, course } = await loadReviewForStaff(tx, reviewId, user);
    assertCourseWritable(course.course);
    if (!review.submittedAt) throw badRequest(PEER_MODERATION_MESSAGES.notSubmitted);
    if (!review.approvedAt) {
      await tx.update(peerReviews).set({ approvedAt: new Date(), approvedBy: user.id }).where(eq(peerReviews.id, reviewId));
      await recordEvent(tx, user, {
        type: 'peer_review.approved',
        courseId: course.course.id,
        targetUserId: review.reviewerId,
        object: { type: 'assignment', id: review.assignmentId },
        data: { review: reviewId },
      });
      await peerScoresChanged(tx, review.submissionId, user);
    }
    return presentDetail(tx, reviewId);
  });
}

/** PATCH /peerReviews/{id}/comments/{commentId}/: the course's staff hide a comment from the authors or show it again. */
export async function changePeerCommentVisibility(
  db: Database,
  target: { reviewId: number; commentId: number },
  input: PeerCommentVisibility,
  user: AuthUser,
): Promise<StaffPeerComment> {
  return db.transaction(async (tx) => {
    const { review, course } = await loadReviewForStaff(tx, target.reviewId, user);
    const before = await selectStaffPeerComment(tx, target.reviewId, target.commentId);
    if (!before) throw notFound();
    assertCourseWritable(course.course);
    const reason = input.reason ? input.reason : null;
    // Asking for what already is records nothing.
    if (before.hidden === input.hidden && (!input.hidden || before.hiddenReason === reason)) return before;
    await setPeerCommentHidden(tx, target.commentId, input.hidden ? { at: new Date(), by: user.id, reason } : null);
    await recordEvent(tx, user, {
      type: input.hidden ? 'peer_review.comment_hidden' : 'peer_review.comment_shown',
      courseId: course.course.id,
      targetUserId: review.reviewerId,
      object: { type: 'assignment', id: review.assignmentId },
      data: { review: review.id, comment: target.commentId, ...(input.hidden ? { reason } : {}) },
    });
    await peerScoresChanged(tx, review.submissionId, user);
    return (await selectStaffPeerComment(tx, target.reviewId, target.commentId))!;
  });
}
