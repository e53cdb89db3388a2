import { and, asc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { reviewersNamedToAuthors, type Comment } from '@marginalia/contracts';
import { comments, files, peerReviewComments, peerReviews, peerReviewStages, rubricComments, users, type Executor } from '@marginalia/db';
import { commentFields } from '../comments/queries';

// What the authors of a submission receive of its peer reviews (docs/PEER-REVIEW.md, "Receiving"), read here
// because the submission view shows it beside the staff's feedback (peer-review builds on this module, not the
// other way round): a review reaches
// them once its stage closed and it was submitted (late ones too), and, when the stage asks for approval, once staff
// approved it. A comment staff hid never reaches them. Peer feedback does not wait for the staff's feedback.

/** The condition on a review (joined with its stage) for its authors to read it. */
export function receivedByAuthors(): SQL {
  return and(
    isNotNull(peerReviewStages.closedAt),
    isNotNull(peerReviews.submittedAt),
    or(eq(peerReviewStages.approval, false), isNotNull(peerReviews.approvedAt)),
  )!;
}

/** How authors name a reviewer: "Reviewer 1", or the e-mail when anonymity is `open`. */
export function reviewerNameForAuthors(anonymity: 'double' | 'reviewer' | 'open', ordinal: number, email: string): string {
  return reviewersNamedToAuthors(anonymity) ? email : `Reviewer ${ordinal}`;
}

/**
 * The peer comments the submission's authors read beside the staff's, each marked with its review and pseudonym.
 * No author (the reviewer is named by the mark alone, as anonymity allows), no points and no rubric link: peer
 * comments count in no grade, and the students' rubric lists only what their feedback uses. A rubric item the
 * reviewer picked is written into the text instead (its text, else its name), so that a comment made of a rubric
 * item alone still says something.
 */
export async function peerCommentsForAuthors(db: Executor, submissionId: number): Promise<Comment[]> {
  const rows = await db
    .select({ comment: commentFields, rubricName: rubricComments.name, rubricText: rubricComments.text, review: peerReviews.id, ordinal: peerReviews.ordinal, anonymity: peerReviewStages.anonymity, reviewer: users.email })
    .from(comments)
    .innerJoin(files, eq(files.id, comments.fileId))
    .innerJoin(peerReviewComments, eq(peerReviewComments.commentId, comments.id))
    .innerJoin(peerReviews, eq(peerReviews.id, peerReviewComments.peerReviewId))
    .innerJoin(peerReviewStages, eq(peerReviewStages.assignmentId, peerReviews.assignmentId))
    .innerJoin(users, eq(users.id, peerReviews.reviewerId))
    .leftJoin(rubricComments, eq(rubricComments.id, comments.rubricCommentId))
    .where(and(eq(files.submissionId, submissionId), eq(peerReviews.submissionId, submissionId), isNull(peerReviewComments.hiddenAt), receivedByAuthors()))
    .orderBy(asc(comments.fileId), asc(comments.startLine), asc(comments.startChar), asc(comments.id));
  return rows.map(({ comment, rubricName, rubricText, review, ordinal, anonymity, reviewer }) => ({
    ...comment,
    text: [rubricText || rubricName, comment.text].filter((part) => part).join('\n\n'),
    author: null,
    pointDelta: null,
    rubricComment: null,
    feedback: 0,
    peerReview: { review, reviewer: reviewerNameForAuthors(anonymity, ordinal, reviewer) },
  }));
}

/** A student's comments followed by the peer comments they received, on the files they read. */
export function withPeerFeedback(staff: Comment[], peer: Comment[], readableFiles: ReadonlySet<number>): Comment[] {
  const shown = peer.filter((comment) => readableFiles.has(comment.file));
  return shown.length === 0 ? staff : [...staff, ...shown];
}
