import { and, eq, sql } from 'drizzle-orm';
import { PEER_REVIEW_MESSAGES, type Comment, type CommentUpdate } from '@marginalia/contracts';
import { assignments, comments, files, peerReviewComments, peerReviews, peerReviewStages, type Database, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { badRequest, fieldErrors, notFound } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { commentFileColumns, type CommentFile } from './access-queries';
import { deleteComment, selectComment, updateCommentRow, type CommentRow } from './queries';
import { peerCommentErrors } from './peer-comments';
import { commentErrors, type CommentShape } from './rules';

// A peer reviewer changes or deletes a comment of their own review (docs/PEER-REVIEW.md, "Peer comments") through
// the graders' PATCH and DELETE /comments/{id}/, reached when the graders' rules refuse. The rules are the ones a
// new peer comment follows: no points, only the rubric the stage names, and nothing more once
// the review is submitted. Someone else's peer comment does not exist for the caller (the graders' 404 stands).

interface OwnPeerComment {
  comment: CommentRow;
  reviewId: number;
  submittedAt: Date | null;
  courseId: number;
  assignmentId: number;
  rubric: 'assignment' | 'peer';
  file: CommentFile;
}

/** The caller's own peer comment in a review whose stage has opened, or null. */
async function findOwnPeerComment(db: Database, commentId: number, userId: number): Promise<OwnPeerComment | null> {
  const [row] = await db
    .select({
      comment: comments,
      reviewId: peerReviews.id,
      submittedAt: peerReviews.submittedAt,
      courseId: assignments.courseId,
      assignmentId: peerReviews.assignmentId,
      rubric: peerReviewStages.rubric,
      file: commentFileColumns,
    })
    .from(comments)
    .innerJoin(peerReviewComments, eq(peerReviewComments.commentId, comments.id))
    .innerJoin(peerReviews, and(eq(peerReviews.id, peerReviewComments.peerReviewId), eq(peerReviews.reviewerId, userId)))
    .innerJoin(peerReviewStages, eq(peerReviewStages.assignmentId, peerReviews.assignmentId))
    .innerJoin(assignments, eq(assignments.id, peerReviews.assignmentId))
    .innerJoin(files, eq(files.id, comments.fileId))
    .where(and(eq(comments.id, commentId), sql`${peerReviewStages.openedAt} is not null`))
    .limit(1);
  return row ?? null;
}

/** Null when the comment is not the caller's peer comment (the graders' refusal then stands). */
export async function ownPeerComment(db: Database, commentId: number, userId: number): Promise<OwnPeerComment | null> {
  const found = await findOwnPeerComment(db, commentId, userId);
  if (found?.submittedAt) throw badRequest(PEER_REVIEW_MESSAGES.alreadySubmitted);
  return found;
}

/** Whether the review is still not submitted, read under a lock so that "Submit review" cannot slip in between. */
async function lockUnsubmitted(tx: Executor, reviewId: number): Promise<void> {
  const [review] = await tx.select({ submittedAt: peerReviews.submittedAt }).from(peerReviews).where(eq(peerReviews.id, reviewId)).for('update');
  if (!review) throw notFound();
  if (review.submittedAt) throw badRequest(PEER_REVIEW_MESSAGES.alreadySubmitted);
}

export async function updatePeerComment(db: Database, user: AuthUser, input: CommentUpdate, own: OwnPeerComment): Promise<Comment> {
  const { comment } = own;
  const rubricCommentId = input.rubricComment === undefined ? comment.rubricCommentId : input.rubricComment;
  // A rubric comment already linked stays acceptable; a newly linked one follows a new comment's rules.
  const newlyLinked = input.rubricComment !== undefined && input.rubricComment !== comment.rubricCommentId ? input.rubricComment : null;
  const errors = await peerCommentErrors(db, input, newlyLinked, own);
  const shape: CommentShape = {
    text: input.text ?? comment.text,
    startChar: input.startChar ?? comment.startChar,
    endChar: input.endChar ?? comment.endChar,
    startLine: input.startLine ?? comment.startLine,
    endLine: input.endLine ?? comment.endLine,
    pointDelta: null,
    rubricCommentId,
  };
  Object.assign(errors, commentErrors(shape, own.file));
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return db.transaction(async (tx) => {
    await lockUnsubmitted(tx, own.reviewId);
    await updateCommentRow(tx, comment.id, { ...shape, tags: input.tags });
    await recordEvent(tx, user, {
      type: 'comment.updated',
      courseId: own.courseId,
      object: { type: 'comment', id: comment.id },
      data: { submission: own.file.submissionId, peerReview: own.reviewId, fields: Object.keys(input) },
    });
    return (await selectComment(tx, comment.id))!;
  });
}

export async function removePeerComment(db: Database, user: AuthUser, own: OwnPeerComment): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUnsubmitted(tx, own.reviewId);
    if (!(await deleteComment(tx, own.comment.id))) throw notFound();
    await recordEvent(tx, user, {
      type: 'comment.deleted',
      courseId: own.courseId,
      object: { type: 'comment', id: own.comment.id },
      data: { submission: own.file.submissionId, peerReview: own.reviewId },
    });
  });
}
