import { and, eq, sql } from 'drizzle-orm';
import { PEER_REVIEW_MESSAGES, toCsv, type StaffPeerReview, type StaffPeerReviewCreate } from '@marginalia/contracts';
import { courseMemberships, peerReviews, submissions, submissionStudents, users, type Database } from '@marginalia/db';
import type { AuthUser } from '../../core/actor';
import { badRequest, notFound } from '../../http/errors';
import { loadAssignmentForAdminWrite, loadAssignmentForStaff } from '../assignments/policy';
import { recordEvent } from '../audit/record';
import { insertReviews, lockStage, selectStage, staffReviewList } from './queries';
import { reviewState } from './stage-state';

// Staff's hand on the allocation (docs/PEER-REVIEW.md, "Editing the allocation"): a course admin adds a review or
// removes one not begun; staff download the whole allocation as CSV. The allocation's rules hold for edits too:
// reviewers are active students of the course, never on the submission they review, never twice on it.

/** POST /assignments/{id}/peerReviews/: course admins. */
export async function addReview(db: Database, assignmentId: number, input: StaffPeerReviewCreate, user: AuthUser): Promise<StaffPeerReview> {
  return db.transaction(async (tx) => {
    const { course } = await loadAssignmentForAdminWrite(tx, assignmentId, user);
    const stage = await lockStage(tx, assignmentId);
    const [reviewer] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .innerJoin(courseMemberships, and(eq(courseMemberships.userId, users.id), eq(courseMemberships.courseId, course.course.id)))
      .where(and(sql`lower(${users.email}) = lower(${input.reviewer})`, eq(courseMemberships.role, 'student'), eq(courseMemberships.isActive, true)));
    if (!reviewer) throw badRequest(PEER_REVIEW_MESSAGES.notAStudent, 'reviewer');
    const [submission] = await tx.select({ id: submissions.id }).from(submissions).where(and(eq(submissions.id, input.submission), eq(submissions.assignmentId, assignmentId)));
    if (!submission) throw badRequest(PEER_REVIEW_MESSAGES.notASubmission, 'submission');
    const [own] = await tx
      .select({ id: submissionStudents.id })
      .from(submissionStudents)
      .where(and(eq(submissionStudents.submissionId, submission.id), eq(submissionStudents.studentId, reviewer.id)));
    if (own) throw badRequest(PEER_REVIEW_MESSAGES.ownSubmission, 'submission');
    const [taken] = await tx.select({ id: peerReviews.id }).from(peerReviews).where(and(eq(peerReviews.reviewerId, reviewer.id), eq(peerReviews.submissionId, submission.id)));
    if (taken) throw badRequest(PEER_REVIEW_MESSAGES.alreadyAssigned, 'submission');
    await insertReviews(tx, assignmentId, [{ reviewer: reviewer.id, submission: submission.id }]);
    const [row] = await tx.select({ id: peerReviews.id, ordinal: peerReviews.ordinal }).from(peerReviews).where(and(eq(peerReviews.reviewerId, reviewer.id), eq(peerReviews.submissionId, submission.id)));
    await recordEvent(tx, user, { type: 'peer_review.allocation_changed', courseId: course.course.id, targetUserId: reviewer.id, object: { type: 'assignment', id: assignmentId }, data: { added: 1, removed: 0, review: row!.id } });
    return { id: row!.id, reviewer: reviewer.email, submission: submission.id, ordinal: row!.ordinal, state: reviewState({ submittedAt: null }, stage, new Date()), submittedAt: null, approvedAt: null };
  });
}

/** DELETE /peerReviews/{id}/: course admins of its course; a review begun or submitted stays. */
export async function removeReview(db: Database, reviewId: number, user: AuthUser): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(peerReviews).where(eq(peerReviews.id, reviewId));
    if (!row) throw notFound();
    const { course } = await loadAssignmentForAdminWrite(tx, row.assignmentId, user);
    await lockStage(tx, row.assignmentId);
    if (row.startedAt || row.submittedAt) throw badRequest(PEER_REVIEW_MESSAGES.begunStays);
    await tx.delete(peerReviews).where(eq(peerReviews.id, reviewId));
    await recordEvent(tx, user, { type: 'peer_review.allocation_changed', courseId: course.course.id, targetUserId: row.reviewerId, object: { type: 'assignment', id: row.assignmentId }, data: { added: 0, removed: 1, review: reviewId } });
  });
}

/** GET /assignments/{id}/peerReviews/csv/: the allocation as a file, staff of the course. */
export async function allocationCsv(db: Database, assignmentId: number, user: AuthUser): Promise<{ fileName: string; body: string }> {
  const { assignment } = await loadAssignmentForStaff(db, assignmentId, user);
  const [stage, rows, authors] = await Promise.all([
    selectStage(db, assignmentId),
    staffReviewList(db, assignmentId),
    db
      .select({ submissionId: submissionStudents.submissionId, email: users.email })
      .from(submissionStudents)
      .innerJoin(users, eq(users.id, submissionStudents.studentId))
      .where(eq(submissionStudents.assignmentId, assignmentId))
      .orderBy(users.email),
  ]);
  const authorsOf = new Map<number, string[]>();
  for (const author of authors) authorsOf.set(author.submissionId, [...(authorsOf.get(author.submissionId) ?? []), author.email]);
  const now = new Date();
  const body = toCsv(
    ['reviewer', 'submission', 'authors', 'reviewer_number', 'state', 'submitted_at'],
    rows.map(({ review, reviewer }) => [
      reviewer,
      review.submissionId,
      (authorsOf.get(review.submissionId) ?? []).join(' '),
      review.ordinal,
      stage ? reviewState(review, stage, now) : 'assigned',
      review.submittedAt?.toISOString() ?? '',
    ]),
  );
  return { fileName: `${assignment.name} peer reviews.csv`, body };
}

