import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Comment } from '@marginalia/contracts';
import { assignments, comments, courseMemberships, peerReviewComments, peerReviews, peerReviewStages, rowsOf, submissionStudents, users, type Executor } from '@marginalia/db';
import { commentFields } from '../comments/queries';
import type { AllocationSubmission } from './allocation';
import type { StageRow } from './stage-state';

// What peer review reads and writes (docs/PEER-REVIEW.md): an assignment's stage, its reviews, and the submissions
// and students taking part.

export type PeerReviewRow = typeof peerReviews.$inferSelect;

export async function selectStage(db: Executor, assignmentId: number): Promise<StageRow | null> {
  const [row] = await db.select().from(peerReviewStages).where(eq(peerReviewStages.assignmentId, assignmentId));
  return row ?? null;
}

/** The stage's row, locked for the change at hand (made with the defaults when missing). */
export async function lockStage(db: Executor, assignmentId: number): Promise<StageRow> {
  await db.insert(peerReviewStages).values({ assignmentId }).onConflictDoNothing();
  const [row] = await db.select().from(peerReviewStages).where(eq(peerReviewStages.assignmentId, assignmentId)).for('update');
  return row!;
}

export async function updateStage(db: Executor, assignmentId: number, values: Partial<typeof peerReviewStages.$inferInsert>): Promise<StageRow> {
  const [row] = await db
    .update(peerReviewStages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(peerReviewStages.assignmentId, assignmentId))
    .returning();
  return row!;
}

/**
 * The submissions taking part: every submission of the assignment with its students who are active students of the
 * course (a withdrawn partner leaves the submission to the others; a submission nobody is left on leaves).
 */
export async function participatingSubmissions(db: Executor, assignmentId: number): Promise<AllocationSubmission[]> {
  const rows = rowsOf<{ submission_id: number; student_id: number }>(
    await db.execute(sql`
      select ss.submission_id, ss.student_id
      from ${submissionStudents} ss
      join ${assignments} a on a.id = ss.assignment_id
      join ${courseMemberships} m on m.course_id = a.course_id and m.user_id = ss.student_id and m.role = 'student' and m.is_active
      where ss.assignment_id = ${assignmentId}
      order by ss.submission_id, ss.student_id`),
  );
  const bySubmission = new Map<number, number[]>();
  for (const row of rows) bySubmission.set(Number(row.submission_id), [...(bySubmission.get(Number(row.submission_id)) ?? []), Number(row.student_id)]);
  return [...bySubmission].map(([id, students]) => ({ id, students }));
}

export async function reviewsOfAssignment(db: Executor, assignmentId: number): Promise<PeerReviewRow[]> {
  return db.select().from(peerReviews).where(eq(peerReviews.assignmentId, assignmentId)).orderBy(asc(peerReviews.id));
}

/** Adds reviews; each gets the next free reviewer number on its submission. */
export async function insertReviews(db: Executor, assignmentId: number, pairs: readonly { reviewer: number; submission: number }[]): Promise<void> {
  if (pairs.length === 0) return;
  const submissionIds = [...new Set(pairs.map((pair) => pair.submission))];
  const taken = await db
    .select({ submissionId: peerReviews.submissionId, ordinal: peerReviews.ordinal })
    .from(peerReviews)
    .where(inArray(peerReviews.submissionId, submissionIds));
  const next = new Map<number, number>();
  for (const row of taken) next.set(row.submissionId, Math.max(next.get(row.submissionId) ?? 1, row.ordinal + 1));
  const values = pairs.map((pair) => {
    const ordinal = next.get(pair.submission) ?? 1;
    next.set(pair.submission, ordinal + 1);
    return { assignmentId, reviewerId: pair.reviewer, submissionId: pair.submission, ordinal };
  });
  for (let start = 0; start < values.length; start += 1000) await db.insert(peerReviews).values(values.slice(start, start + 1000));
}

export async function deleteReviews(db: Executor, assignmentId: number, pairs: readonly { reviewer: number; submission: number }[]): Promise<void> {
  for (const pair of pairs) {
    await db
      .delete(peerReviews)
      .where(and(eq(peerReviews.assignmentId, assignmentId), eq(peerReviews.reviewerId, pair.reviewer), eq(peerReviews.submissionId, pair.submission)));
  }
}

/** Staff's list: every review with its reviewer's e-mail. */
export async function staffReviewList(db: Executor, assignmentId: number) {
  return db
    .select({ review: peerReviews, reviewer: users.email })
    .from(peerReviews)
    .innerJoin(users, eq(users.id, peerReviews.reviewerId))
    .where(eq(peerReviews.assignmentId, assignmentId))
    .orderBy(asc(users.email), asc(peerReviews.id));
}

/** A review with its assignment, course and stage, or null. */
export async function findReview(db: Executor, reviewId: number) {
  const [row] = await db
    .select({ review: peerReviews, stage: peerReviewStages, courseId: assignments.courseId })
    .from(peerReviews)
    .innerJoin(peerReviewStages, eq(peerReviewStages.assignmentId, peerReviews.assignmentId))
    .innerJoin(assignments, eq(assignments.id, peerReviews.assignmentId))
    .where(eq(peerReviews.id, reviewId));
  return row ?? null;
}

export async function markSubmitted(db: Executor, reviewId: number, at: Date): Promise<void> {
  await db.update(peerReviews).set({ submittedAt: at }).where(eq(peerReviews.id, reviewId));
}

/** Stages due to open or close, or open (to keep their allocation in step with the class). */
export async function stagesToTend(db: Executor, now: Date): Promise<{ assignmentId: number }[]> {
  return rowsOf<{ assignmentId: number }>(
    await db.execute(sql`
      select st.assignment_id as "assignmentId" from ${peerReviewStages} st join ${assignments} a on a.id = st.assignment_id
      where st.closed_at is null and (st.opened_at is not null
        or (st.enabled and coalesce(st.opens_at, a.upload_due_date) <= ${now.toISOString()}::timestamptz))
      order by st.assignment_id`),
  );
}

/** The comments written in a review (docs/PEER-REVIEW.md, "Peer comments"). */
export async function reviewCommentCount(db: Executor, reviewId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${peerReviewComments} where peer_review_id = ${reviewId}`));
  return Number(row?.n ?? 0);
}

/** The ids of the comments written in a review. */
export async function reviewCommentIds(db: Executor, reviewId: number): Promise<Set<number>> {
  const rows = await db.select({ id: peerReviewComments.commentId }).from(peerReviewComments).where(eq(peerReviewComments.peerReviewId, reviewId));
  return new Set(rows.map((row) => row.id));
}

/** The comments written in a review, in reading order, without their author (the reviewer reads their own). */
export async function selectReviewComments(db: Executor, reviewId: number): Promise<Comment[]> {
  const rows = await db
    .select(commentFields)
    .from(comments)
    .innerJoin(peerReviewComments, eq(peerReviewComments.commentId, comments.id))
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(eq(peerReviewComments.peerReviewId, reviewId))
    .orderBy(asc(comments.fileId), asc(comments.startLine), asc(comments.startChar), asc(comments.id));
  return rows.map((row) => ({ ...row, author: null }));
}
