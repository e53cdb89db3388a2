import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { authorsNamedToReviewers, PEER_REVIEW_MESSAGES, type MyPeerReviews, type ReviewToDo, type StaffPeerReview } from '@marginalia/contracts';
import { assignments, peerReviews, peerReviewStages, submissionStudents, users, type Database, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../core/actor';
import { badRequest, notFound } from '../../http/errors';
import { loadAssignmentForStaff } from '../assignments/policy';
import { recordEvent } from '../audit/record';
import { recomputeGrades } from '../grades/recompute';
import { findReview, markSubmitted, reviewCommentCount, staffReviewList } from './queries';
import { receivedByAuthors, reviewerNameForAuthors } from '../review/peer-feedback';
import { ratingsBy } from './received';
import { closeDue, reviewState, stageState } from './stage-state';

// Reviews as staff and students read them, and a reviewer's "Submit review" (docs/PEER-REVIEW.md, "Reviewing").
// A student's answers name other students only when the stage's anonymity allows it: reviewers are "Reviewer 1"
// unless anonymity is `open`; authors are "Submission 1" (the reviewer's own numbering) when it is `double`.

/** GET /assignments/{id}/peerReviews/: the course's staff. */
export async function staffReviews(db: Database, assignmentId: number, user: AuthUser): Promise<StaffPeerReview[]> {
  await loadAssignmentForStaff(db, assignmentId, user);
  const [stage] = await db.select().from(peerReviewStages).where(eq(peerReviewStages.assignmentId, assignmentId));
  if (!stage) return [];
  const now = new Date();
  return (await staffReviewList(db, assignmentId)).map(({ review, reviewer }) => ({
    id: review.id,
    reviewer,
    submission: review.submissionId,
    ordinal: review.ordinal,
    state: reviewState(review, stage, now),
    submittedAt: review.submittedAt?.toISOString() ?? null,
    approvedAt: review.approvedAt?.toISOString() ?? null,
  }));
}

/** The e-mails of each submission's students, for `open` reviews. */
async function authorsOf(db: Executor, submissionIds: number[]): Promise<Map<number, string[]>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .select({ submissionId: submissionStudents.submissionId, email: users.email })
    .from(submissionStudents)
    .innerJoin(users, eq(users.id, submissionStudents.studentId))
    .where(inArray(submissionStudents.submissionId, submissionIds))
    .orderBy(users.email);
  const authors = new Map<number, string[]>();
  for (const row of rows) authors.set(row.submissionId, [...(authors.get(row.submissionId) ?? []), row.email]);
  return authors;
}

/**
 * The caller's reviews to do once their stage opened, numbered per assignment ("Submission 1"); with `assignmentId`,
 * only that assignment's (what one review's answer needs: its number depends on its assignment's reviews alone).
 */
export async function reviewsToDo(db: Executor, userId: number, assignmentId?: number): Promise<ReviewToDo[]> {
  const now = new Date();
  const conditions = [eq(peerReviews.reviewerId, userId), isNotNull(peerReviewStages.openedAt)];
  if (assignmentId !== undefined) conditions.push(eq(peerReviews.assignmentId, assignmentId));
  const rows = await db
    .select({ review: peerReviews, stage: peerReviewStages, assignment: { id: assignments.id, name: assignments.name, course: assignments.courseId } })
    .from(peerReviews)
    .innerJoin(peerReviewStages, eq(peerReviewStages.assignmentId, peerReviews.assignmentId))
    .innerJoin(assignments, eq(assignments.id, peerReviews.assignmentId))
    .where(and(...conditions))
    .orderBy(peerReviews.assignmentId, peerReviews.id);
  const authors = await authorsOf(
    db,
    rows.filter((row) => authorsNamedToReviewers(row.stage.anonymity)).map((row) => row.review.submissionId),
  );
  const numbering = new Map<number, number>();
  return rows.map(({ review, stage, assignment }) => {
    const number = (numbering.get(assignment.id) ?? 0) + 1;
    numbering.set(assignment.id, number);
    return {
      id: review.id,
      assignment,
      submission: review.submissionId,
      label: authorsNamedToReviewers(stage.anonymity) ? (authors.get(review.submissionId) ?? []).join(', ') : `Submission ${number}`,
      state: reviewState(review, stage, now),
      closesAt: stage.closesAt?.toISOString() ?? null,
      submittedAt: review.submittedAt?.toISOString() ?? null,
    };
  });
}

/** One review to do as its reviewer reads it. */
export async function reviewToDo(db: Executor, userId: number, review: { id: number; assignmentId: number }): Promise<ReviewToDo> {
  return (await reviewsToDo(db, userId, review.assignmentId)).find((entry) => entry.id === review.id)!;
}

/** GET /peerReviews/: the caller's reviews to do (once open) and the submitted reviews of their work (once closed). */
export async function myReviews(db: Executor, user: AuthUser): Promise<MyPeerReviews> {
  const receivedRows = await db
    .select({ review: peerReviews, stage: peerReviewStages, reviewer: users.email, assignment: { id: assignments.id, name: assignments.name, course: assignments.courseId } })
    .from(peerReviews)
    .innerJoin(submissionStudents, and(eq(submissionStudents.submissionId, peerReviews.submissionId), eq(submissionStudents.studentId, user.id)))
    .innerJoin(peerReviewStages, eq(peerReviewStages.assignmentId, peerReviews.assignmentId))
    .innerJoin(assignments, eq(assignments.id, peerReviews.assignmentId))
    .innerJoin(users, eq(users.id, peerReviews.reviewerId))
    .where(receivedByAuthors())
    .orderBy(peerReviews.assignmentId, peerReviews.ordinal);
  const ratings = await ratingsBy(db, user.id, receivedRows.map((row) => row.review.id));
  return {
    toDo: await reviewsToDo(db, user.id),
    received: receivedRows.map(({ review, stage, reviewer, assignment }) => ({
      id: review.id,
      assignment,
      submission: review.submissionId,
      reviewer: reviewerNameForAuthors(stage.anonymity, review.ordinal, reviewer),
      submittedAt: review.submittedAt!.toISOString(),
      helpfulness: ratings.get(review.id) ?? null,
    })),
  };
}

/** POST /peerReviews/{id}/submit/: the reviewer, once the review is open and has its minimum of comments. */
export async function submitReview(db: Database, reviewId: number, user: AuthUser): Promise<ReviewToDo> {
  return db.transaction(async (tx) => {
    const found = await findReview(tx, reviewId);
    // Someone else's review does not exist for the caller.
    if (!found || found.review.reviewerId !== user.id) throw notFound();
    const { review, stage, courseId } = found;
    if (stageState(stage) === 'scheduled' || stageState(stage) === 'off') throw notFound();
    if (review.submittedAt) throw badRequest(PEER_REVIEW_MESSAGES.alreadySubmitted);
    const written = await reviewCommentCount(tx, reviewId);
    if (written < stage.minComments) throw badRequest(PEER_REVIEW_MESSAGES.tooFewComments(stage.minComments, written));
    const now = new Date();
    await markSubmitted(tx, reviewId, now);
    // A late review after the close joins the submission's peer median (no actor: the reviewer stays unnamed).
    if (stageState(stage) === 'closed') await recomputeGrades(tx, [review.submissionId], { cause: 'peer_review', actorId: null });
    await recordEvent(tx, user, { type: 'peer_review.submitted', courseId, object: { type: 'assignment', id: review.assignmentId }, data: { review: reviewId, comments: written, late: closeDue(stage, now) } });
    return reviewToDo(tx, user.id, review);
  });
}
