import { and, asc, avg, count, eq } from 'drizzle-orm';
import type { StaffPeerComment } from '@marginalia/contracts';
import { comments, files, peerReviewComments, peerReviewRatings, rubricComments, submissionStudents, users, type Executor } from '@marginalia/db';

// What staff's read of one review needs (docs/PEER-REVIEW.md, "Approval and hiding"): its comments with their
// file and moderation, its authors, and its helpfulness ratings.

const staffCommentFields = {
  id: comments.id,
  file: comments.fileId,
  fileName: files.name,
  startLine: comments.startLine,
  endLine: comments.endLine,
  startChar: comments.startChar,
  endChar: comments.endChar,
  text: comments.text,
  rubricCommentId: rubricComments.id,
  rubricCommentName: rubricComments.name,
  hiddenAt: peerReviewComments.hiddenAt,
  hiddenReason: peerReviewComments.hiddenReason,
};

interface StaffCommentRow {
  id: number;
  file: number;
  fileName: string;
  startLine: number;
  endLine: number;
  startChar: number;
  endChar: number;
  text: string;
  rubricCommentId: number | null;
  rubricCommentName: string | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
}

function presentStaffComment(row: StaffCommentRow): StaffPeerComment {
  return {
    id: row.id,
    file: row.file,
    fileName: row.fileName,
    startLine: row.startLine,
    endLine: row.endLine,
    startChar: row.startChar,
    endChar: row.endChar,
    text: row.text,
    rubricComment: row.rubricCommentId === null ? null : { id: row.rubricCommentId, name: row.rubricCommentName ?? '' },
    hidden: row.hiddenAt !== null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    hiddenReason: row.hiddenReason,
  };
}

function staffCommentQuery(db: Executor) {
  return db
    .select(staffCommentFields)
    .from(peerReviewComments)
    .innerJoin(comments, eq(comments.id, peerReviewComments.commentId))
    .innerJoin(files, eq(files.id, comments.fileId))
    .leftJoin(rubricComments, eq(rubricComments.id, comments.rubricCommentId));
}

/** A review's comments in reading order (by file, then position). */
export async function selectStaffPeerComments(db: Executor, reviewId: number): Promise<StaffPeerComment[]> {
  const rows = await staffCommentQuery(db)
    .where(eq(peerReviewComments.peerReviewId, reviewId))
    .orderBy(asc(files.name), asc(comments.fileId), asc(comments.startLine), asc(comments.startChar), asc(comments.id));
  return rows.map(presentStaffComment);
}

/** One comment of a review, or null when the review has no such comment. */
export async function selectStaffPeerComment(db: Executor, reviewId: number, commentId: number): Promise<StaffPeerComment | null> {
  const [row] = await staffCommentQuery(db).where(and(eq(peerReviewComments.peerReviewId, reviewId), eq(peerReviewComments.commentId, commentId)));
  return row ? presentStaffComment(row) : null;
}

export async function setPeerCommentHidden(db: Executor, commentId: number, hidden: { at: Date; by: number; reason: string | null } | null): Promise<void> {
  await db
    .update(peerReviewComments)
    .set(hidden ? { hiddenAt: hidden.at, hiddenBy: hidden.by, hiddenReason: hidden.reason } : { hiddenAt: null, hiddenBy: null, hiddenReason: null })
    .where(eq(peerReviewComments.commentId, commentId));
}

export async function selectAuthorEmails(db: Executor, submissionId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(submissionStudents)
    .innerJoin(users, eq(users.id, submissionStudents.studentId))
    .where(eq(submissionStudents.submissionId, submissionId))
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}

export async function selectRatingSummary(db: Executor, reviewId: number): Promise<{ mean: number | null; count: number }> {
  const [row] = await db
    .select({ mean: avg(peerReviewRatings.helpfulness), count: count() })
    .from(peerReviewRatings)
    .where(eq(peerReviewRatings.peerReviewId, reviewId));
  return { mean: row?.mean == null ? null : Number(row.mean), count: Number(row?.count ?? 0) };
}

/** The comments of a review staff hid from the authors, for its reviewer. */
export async function selectHiddenPeerComments(db: Executor, reviewId: number): Promise<{ comment: number; reason: string | null }[]> {
  const rows = await db
    .select({ comment: peerReviewComments.commentId, reason: peerReviewComments.hiddenReason, hiddenAt: peerReviewComments.hiddenAt })
    .from(peerReviewComments)
    .where(eq(peerReviewComments.peerReviewId, reviewId))
    .orderBy(asc(peerReviewComments.commentId));
  return rows.filter((row) => row.hiddenAt !== null).map(({ comment, reason }) => ({ comment, reason }));
}
