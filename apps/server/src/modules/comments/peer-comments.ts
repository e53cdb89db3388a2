import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { COMMENT_MESSAGES, type Comment, type CommentCreate } from '@marginalia/contracts';
import { assignments, files, peerReviewComments, peerReviews, peerReviewStages, type Database } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { fieldErrors } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { commentFileColumns, type CommentFile } from './access-queries';
import { findRubricCommentPlace, insertComment, selectComment } from './queries';
import { commentErrors, type Errors } from './rules';

// A peer reviewer's range comment (docs/PEER-REVIEW.md, "Peer comments"), through the same POST /comments/ as the
// graders': the caller reviews the file's submission in an open review they have not submitted. The comment
// belongs to that review (peer_review_comments): it never counts toward the grade and the submission's other
// readers do not see it. It carries no points; it may use the rubric the stage names (the assignment's or the peer one).

export interface PeerCommentPlace {
  reviewId: number;
  courseId: number;
  assignmentId: number;
  rubric: 'assignment' | 'peer';
  file: CommentFile;
}

/** The caller's review that lets them comment on this file now, or null (the caller then goes the graders' way). */
export async function peerCommentPlace(db: Database, fileId: number, userId: number): Promise<PeerCommentPlace | null> {
  const [row] = await db
    .select({
      reviewId: peerReviews.id,
      courseId: assignments.courseId,
      assignmentId: peerReviews.assignmentId,
      rubric: peerReviewStages.rubric,
      file: commentFileColumns,
    })
    .from(files)
    .innerJoin(peerReviews, and(eq(peerReviews.submissionId, files.submissionId), eq(peerReviews.reviewerId, userId), isNull(peerReviews.submittedAt)))
    .innerJoin(peerReviewStages, and(eq(peerReviewStages.assignmentId, peerReviews.assignmentId), isNotNull(peerReviewStages.openedAt)))
    .innerJoin(assignments, eq(assignments.id, peerReviews.assignmentId))
    .where(eq(files.id, fileId))
    .limit(1);
  return row ?? null;
}

/** The point and rubric rules of a peer comment, new or changed: no points, and only the rubric the stage names. */
export async function peerCommentErrors(
  db: Database,
  input: { pointDelta?: number | null },
  rubricCommentId: number | null,
  place: { courseId: number; assignmentId: number; rubric: 'assignment' | 'peer' },
): Promise<Errors> {
  const errors: Errors = {};
  if (input.pointDelta !== null && input.pointDelta !== undefined) errors.pointDelta = [COMMENT_MESSAGES.peerNoPoints];
  if (rubricCommentId === null) return errors;
  const rubric = await findRubricCommentPlace(db, rubricCommentId);
  if (!rubric || rubric.courseId !== place.courseId) errors.rubricComment = [COMMENT_MESSAGES.invalidPk(rubricCommentId)];
  else if (rubric.assignmentId !== place.assignmentId) errors.rubricComment = [COMMENT_MESSAGES.otherAssignmentRubricComment];
  // The review uses one rubric: the assignment's or the peer rubric, as the stage says.
  else if (rubric.peer !== (place.rubric === 'peer')) errors.rubricComment = [rubric.peer ? COMMENT_MESSAGES.notPeerRubric : COMMENT_MESSAGES.peerRubric];
  return errors;
}

export async function createPeerComment(db: Database, user: AuthUser, input: CommentCreate, place: PeerCommentPlace): Promise<Comment> {
  const rubricCommentId = input.rubricComment ?? null;
  const errors = await peerCommentErrors(db, input, rubricCommentId, place);
  const shape = { text: input.text, startChar: input.startChar, endChar: input.endChar, startLine: input.startLine, endLine: input.endLine, pointDelta: null, rubricCommentId };
  Object.assign(errors, commentErrors(shape, place.file));
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return db.transaction(async (tx) => {
    const { rubricCommentId: rubric, ...fields } = shape;
    const commentId = await insertComment(tx, { ...fields, rubricCommentId: rubric, fileId: place.file.id, authorId: user.id, tags: input.tags });
    await tx.insert(peerReviewComments).values({ commentId, peerReviewId: place.reviewId });
    await tx.update(peerReviews).set({ startedAt: sql`coalesce(${peerReviews.startedAt}, now())` }).where(eq(peerReviews.id, place.reviewId));
    await recordEvent(tx, user, { type: 'comment.created', courseId: place.courseId, object: { type: 'comment', id: commentId }, data: { submission: place.file.submissionId, peerReview: place.reviewId } });
    return (await selectComment(tx, commentId))!;
  });
}
