import { PEER_REVIEW_MESSAGES, type PeerReviewStage } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import { SYSTEM_ACTOR, type AuthUser } from '../../core/actor';
import { badRequest } from '../../http/errors';
import { loadAssignmentForAdminWrite } from '../assignments/policy';
import { findAssignment } from '../assignments/queries';
import { recordEvent } from '../audit/record';
import { selectAssignmentSubmissionIds } from '../grades/queries';
import { recomputeGrades } from '../grades/recompute';
import { AllocationError, allocateReviews, applyChange, rebalanceAfterWithdrawal, weaveInLateSubmission, type AllocatedReview, type AllocationChange } from './allocation';
import { remindIfDue } from './reminders';
import { deleteReviews, insertReviews, lockStage, participatingSubmissions, reviewsOfAssignment, updateStage } from './queries';
import { presentStage } from './stage';
import { closeDue, effectiveOpensAt, stageState } from './stage-state';

// Opening and closing a peer review, by a course admin or on time by the tick job, and keeping an open review's
// allocation in step with the class (docs/PEER-REVIEW.md, "Allocation"): submissions that arrive after it opened
// are woven in, withdrawn students' reviews not begun are handed on.

/** Allocates and opens. Throws AllocationError when the class is too small for the reviews asked. */
async function open(tx: Executor, assignmentId: number, reviewsPerStudent: number, now: Date): Promise<number> {
  const pairs = allocateReviews(await participatingSubmissions(tx, assignmentId), reviewsPerStudent);
  await insertReviews(tx, assignmentId, pairs);
  await updateStage(tx, assignmentId, { openedAt: now, openError: null });
  return pairs.length;
}

/** Closing is when peer scores join the grade (with a weight): the assignment's grades are recomputed with it. */
async function close(tx: Executor, assignmentId: number, now: Date, actorId: number | null): Promise<void> {
  await updateStage(tx, assignmentId, { closedAt: now });
  await recomputeGrades(tx, await selectAssignmentSubmissionIds(tx, assignmentId), { cause: 'peer_review', actorId });
}

/** POST /assignments/{id}/peerReview/open/: course admins, now instead of at the set time. */
export async function openNow(db: Database, assignmentId: number, user: AuthUser): Promise<PeerReviewStage> {
  return db.transaction(async (tx) => {
    const { assignment, course } = await loadAssignmentForAdminWrite(tx, assignmentId, user);
    const stage = await lockStage(tx, assignmentId);
    const state = stageState(stage);
    if (!stage.enabled) throw badRequest(PEER_REVIEW_MESSAGES.notEnabled);
    if (state === 'open') throw badRequest(PEER_REVIEW_MESSAGES.alreadyOpen);
    if (state === 'closed') throw badRequest(PEER_REVIEW_MESSAGES.alreadyClosed);
    const now = new Date();
    let reviews: number;
    try {
      reviews = await open(tx, assignmentId, stage.reviewsPerStudent, now);
    } catch (error) {
      if (error instanceof AllocationError) throw badRequest(error.message);
      throw error;
    }
    await recordEvent(tx, user, { type: 'peer_review.opened', courseId: course.course.id, object: { type: 'assignment', id: assignmentId }, data: { reviews, by: 'admin' } });
    return presentStage(tx, assignment, { ...stage, openedAt: now, openError: null }, now);
  });
}

/** POST /assignments/{id}/peerReview/close/: course admins, now instead of at the set time. */
export async function closeNow(db: Database, assignmentId: number, user: AuthUser): Promise<PeerReviewStage> {
  return db.transaction(async (tx) => {
    const { assignment, course } = await loadAssignmentForAdminWrite(tx, assignmentId, user);
    const stage = await lockStage(tx, assignmentId);
    const state = stageState(stage);
    if (state === 'closed') throw badRequest(PEER_REVIEW_MESSAGES.alreadyClosed);
    if (state !== 'open') throw badRequest(PEER_REVIEW_MESSAGES.notOpen);
    const now = new Date();
    await close(tx, assignmentId, now, user.id);
    await recordEvent(tx, user, { type: 'peer_review.closed', courseId: course.course.id, object: { type: 'assignment', id: assignmentId }, data: { by: 'admin' } });
    return presentStage(tx, assignment, { ...stage, closedAt: now }, now);
  });
}

/** The changes that bring an open review's allocation in step with who takes part now. */
export async function allocationChanges(tx: Executor, assignmentId: number, reviewsPerStudent: number): Promise<AllocationChange> {
  const roster = await participatingSubmissions(tx, assignmentId);
  const rows = await reviewsOfAssignment(tx, assignmentId);
  let current: AllocatedReview[] = rows.map((row) => ({ reviewer: row.reviewerId, submission: row.submissionId, locked: row.startedAt !== null || row.submittedAt !== null }));
  const total: AllocationChange = { removed: [], added: [] };
  const step = (change: AllocationChange) => {
    total.removed.push(...change.removed);
    total.added.push(...change.added);
    current = applyChange(current, change) as AllocatedReview[];
  };
  // Withdrawn: reviewers who are no longer on any participating submission.
  const taking = new Set(roster.flatMap((submission) => submission.students));
  for (const reviewer of new Set(current.map((review) => review.reviewer))) {
    if (!taking.has(reviewer)) step(rebalanceAfterWithdrawal(current, reviewer, { submissions: roster }, reviewsPerStudent));
  }
  // Late: submissions nobody reviews yet whose students review nothing yet.
  const reviewed = new Set(current.map((review) => review.submission));
  const reviewing = new Set(current.map((review) => review.reviewer));
  for (const submission of roster) {
    if (reviewed.has(submission.id) || submission.students.some((student) => reviewing.has(student))) continue;
    step(weaveInLateSubmission(current, submission, { submissions: roster }, reviewsPerStudent));
  }
  return total;
}

/**
 * The tick (every few minutes): opens a due stage, closes one whose time came, keeps an open one's allocation in
 * step with the class, and reminds reviewers a day before it closes (reminders.ts). Returns what it did.
 */
export async function tendStage(db: Database, assignmentId: number, now = new Date()): Promise<'opened' | 'closed' | 'rebalanced' | 'reminded' | 'unchanged' | 'tooFew'> {
  return db.transaction(async (tx) => {
    const assignment = await findAssignment(tx, assignmentId);
    if (!assignment) return 'unchanged';
    const stage = await lockStage(tx, assignmentId);
    const state = stageState(stage);
    const event = (type: 'peer_review.opened' | 'peer_review.closed' | 'peer_review.allocation_changed', data: Record<string, unknown>) =>
      recordEvent(tx, SYSTEM_ACTOR, { type, courseId: assignment.courseId, object: { type: 'assignment', id: assignmentId }, data });
    if (state === 'scheduled') {
      const opens = effectiveOpensAt(stage, assignment.uploadDueDate);
      if (!opens || opens.getTime() > now.getTime()) return 'unchanged';
      try {
        const reviews = await open(tx, assignmentId, stage.reviewsPerStudent, now);
        await event('peer_review.opened', { reviews, by: 'schedule' });
        return 'opened';
      } catch (error) {
        if (!(error instanceof AllocationError)) throw error;
        if (stage.openError !== error.message) await updateStage(tx, assignmentId, { openError: error.message });
        return 'tooFew';
      }
    }
    if (state !== 'open') return 'unchanged';
    if (closeDue(stage, now)) {
      await close(tx, assignmentId, now, null);
      await event('peer_review.closed', { by: 'schedule' });
      return 'closed';
    }
    const change = await allocationChanges(tx, assignmentId, stage.reviewsPerStudent);
    // After the allocation is in step, so that reviews handed on are counted in the reminders.
    const remind = () => remindIfDue(tx, stage, now);
    if (change.removed.length === 0 && change.added.length === 0) return (await remind()) ? 'reminded' : 'unchanged';
    await deleteReviews(tx, assignmentId, change.removed);
    await insertReviews(tx, assignmentId, change.added);
    await event('peer_review.allocation_changed', { removed: change.removed.length, added: change.added.length });
    await remind();
    return 'rebalanced';
  });
}
