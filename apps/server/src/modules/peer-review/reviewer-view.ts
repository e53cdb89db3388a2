import { eq } from 'drizzle-orm';
import { authorsNamedToReviewers, type ReviewerView } from '@marginalia/contracts';
import { submissionStudents, users, type Database } from '@marginalia/db';
import type { AuthUser } from '../../core/actor';
import { notFound } from '../../http/errors';
import { selectRubricCategories, selectRubricComments, selectSubmissionFiles } from '../review/queries';
import { testOutputFilesKeptFromStudents } from '../test-visibility/visibility';
import { selectHiddenPeerComments } from './moderation-queries';
import { findReview, selectReviewComments } from './queries';
import { redactHeader } from './redaction';
import { reviewToDo } from './reviews';
import { stageState } from './stage-state';

// The submission as its peer reviewer reads it (docs/PEER-REVIEW.md, "Reviewing"): only the reviewer of that review,
// once the stage opened (404 for anyone else, and before). The files come without the tests' output; names and
// e-mails in their headers are masked when anonymity is `double`; the comments are the reviewer's own; the rubric is
// the one the stage uses (the assignment's or the peer rubric). Nothing of the grading.

export async function reviewerView(db: Database, reviewId: number, user: AuthUser): Promise<ReviewerView> {
  const found = await findReview(db, reviewId);
  if (!found || found.review.reviewerId !== user.id) throw notFound();
  const { review, stage } = found;
  const state = stageState(stage);
  if (state !== 'open' && state !== 'closed') throw notFound();
  const submissionId = review.submissionId;
  const [files, comments, kept, authors, entry, hidden] = await Promise.all([
    selectSubmissionFiles(db, submissionId),
    selectReviewComments(db, reviewId),
    testOutputFilesKeptFromStudents(db, [submissionId], new Set()),
    db.select({ email: users.email }).from(submissionStudents).innerJoin(users, eq(users.id, submissionStudents.studentId)).where(eq(submissionStudents.submissionId, submissionId)),
    reviewToDo(db, user.id, review),
    selectHiddenPeerComments(db, reviewId),
  ]);
  // The rubric the stage names: the assignment's, or its peer rubric (docs/PEER-REVIEW.md, "The peer rubric").
  const peer = stage.rubric === 'peer';
  const [rubricCategories, rubricComments] = await Promise.all([
    selectRubricCategories(db, review.assignmentId, undefined, peer),
    selectRubricComments(db, review.assignmentId, undefined, peer),
  ]);
  const own = comments;
  const emails = authors.map((author) => author.email);
  let masked = 0;
  const shown = files
    .filter((file) => !kept.has(file.id))
    .map((file) => {
      // The file's own list names the course's comments; the reviewer's are the ones they wrote in this review.
      const comments = own.filter((comment) => comment.file === file.id).map((comment) => comment.id);
      if (authorsNamedToReviewers(stage.anonymity)) return { ...file, comments };
      const redaction = redactHeader(file.code, emails);
      masked += redaction.masked;
      return { ...file, code: redaction.code, comments };
    });
  const readable = new Set(shown.map((file) => file.id));
  return {
    review: entry,
    files: shown,
    comments: own.filter((comment) => readable.has(comment.file)),
    rubricCategories,
    rubricComments,
    minComments: stage.minComments,
    masked,
    hidden,
  };
}
