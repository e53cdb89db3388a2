import { eq } from 'drizzle-orm';
import type { PeerReviewGradeResult, PeerReviewGradeUpdate, PeerReviewGrading } from '@marginalia/contracts';
import { peerReviews, type Database } from '@marginalia/db';
import type { AuthUser } from '../../core/actor';
import { notFound } from '../../http/errors';
import { loadAssignmentForAdminWrite, loadAssignmentForStaff } from '../assignments/policy';
import { recordEvent } from '../audit/record';
import { readReviewGrading } from '../grades/review-grading';
import { selectStage } from './queries';
import { reviewState, stageState } from './stage-state';

// Staff grade the reviewing (docs/PEER-REVIEW.md, "Grading the reviews"): every review with its peer score, its
// agreement with the other reviews and with staff, its helpfulness and a suggested grade; the overview's matrix and
// plot read the same answer. Course admins set or clear a review's grade.

/** GET /assignments/{id}/peerReviews/grading/: the course's staff. */
export async function reviewGrading(db: Database, assignmentId: number, user: AuthUser): Promise<PeerReviewGrading> {
  await loadAssignmentForStaff(db, assignmentId, user);
  const stage = await selectStage(db, assignmentId);
  const grading = await readReviewGrading(db, assignmentId);
  const now = new Date();
  return {
    assignment: assignmentId,
    points: grading.points,
    weight: Number(stage?.weight ?? 0),
    state: stageState(stage),
    reviews: grading.reviews.map(({ reviewerId: _reviewerId, submittedAt, ...review }) => ({
      ...review,
      state: stage ? reviewState({ submittedAt }, stage, now) : 'assigned',
    })),
    submissions: grading.submissions,
  };
}

/** PATCH /peerReviews/{id}/grade/: course admins of its course set the reviewing's grade (0 to 100) or clear it (null). */
export async function setReviewGrade(db: Database, reviewId: number, input: PeerReviewGradeUpdate, user: AuthUser): Promise<PeerReviewGradeResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(peerReviews).where(eq(peerReviews.id, reviewId)).for('update');
    if (!row) throw notFound();
    const { course } = await loadAssignmentForAdminWrite(tx, row.assignmentId, user);
    const graded = input.grade === null ? { grade: null, gradedBy: null, gradedAt: null } : { grade: input.grade, gradedBy: user.id, gradedAt: new Date() };
    await tx.update(peerReviews).set(graded).where(eq(peerReviews.id, reviewId));
    await recordEvent(tx, user, {
      type: 'peer_review.graded',
      courseId: course.course.id,
      targetUserId: row.reviewerId,
      object: { type: 'assignment', id: row.assignmentId },
      data: { review: reviewId, grade: input.grade, previous: row.grade === null ? null : Number(row.grade) },
    });
    return { id: reviewId, grade: input.grade, gradedBy: input.grade === null ? null : user.email, gradedAt: graded.gradedAt?.toISOString() ?? null };
  });
}
