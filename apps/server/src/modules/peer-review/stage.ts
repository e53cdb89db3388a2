import { PEER_REVIEW_MESSAGES, type PeerReviewSettingsUpdate, type PeerReviewStage } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { AuthUser } from '../../core/actor';
import { badRequest } from '../../http/errors';
import { loadAssignmentForAdminWrite, loadAssignmentForStaff } from '../assignments/policy';
import type { AssignmentRow } from '../assignments/queries';
import { recordEvent } from '../audit/record';
import { selectAssignmentSubmissionIds } from '../grades/queries';
import { recomputeGrades } from '../grades/recompute';
import { lockStage, reviewsOfAssignment, selectStage, updateStage } from './queries';
import { effectiveOpensAt, reviewState, stageState, type StageRow } from './stage-state';

// An assignment's peer-review stage as staff read it and course admins set it (docs/PEER-REVIEW.md, "Settings").

const DEFAULTS: Omit<StageRow, 'assignmentId' | 'updatedAt'> = {
  enabled: false,
  reviewsPerStudent: 2,
  opensAt: null,
  closesAt: null,
  anonymity: 'double',
  rubric: 'assignment',
  weight: 0,
  approval: false,
  minComments: 1,
  openedAt: null,
  closedAt: null,
  remindedAt: null,
  openError: null,
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function presentStage(db: Executor, assignment: Pick<AssignmentRow, 'id' | 'uploadDueDate'>, row: StageRow | null, now = new Date()): Promise<PeerReviewStage> {
  const stage = row ?? { ...DEFAULTS, assignmentId: assignment.id, updatedAt: now };
  const reviews = { assigned: 0, submitted: 0, late: 0, missing: 0 };
  if (row) for (const review of await reviewsOfAssignment(db, assignment.id)) reviews[reviewState(review, stage, now)] += 1;
  return {
    assignment: assignment.id,
    enabled: stage.enabled,
    reviewsPerStudent: stage.reviewsPerStudent,
    opensAt: iso(stage.opensAt),
    closesAt: iso(stage.closesAt),
    anonymity: stage.anonymity,
    rubric: stage.rubric,
    weight: Number(stage.weight),
    approval: stage.approval,
    minComments: stage.minComments,
    state: stageState(row),
    effectiveOpensAt: iso(stage.openedAt ?? effectiveOpensAt(stage, assignment.uploadDueDate)),
    openedAt: iso(stage.openedAt),
    closedAt: iso(stage.closedAt),
    openError: stage.openError,
    reviews,
  };
}

/** GET /assignments/{id}/peerReview/: the course's staff. */
export async function readStage(db: Database, assignmentId: number, user: AuthUser): Promise<PeerReviewStage> {
  const { assignment } = await loadAssignmentForStaff(db, assignmentId, user);
  return presentStage(db, assignment, await selectStage(db, assignmentId));
}

/** PATCH /assignments/{id}/peerReview/: course admins; the allocation's shape is fixed while the review is open. */
export async function changeStage(db: Database, assignmentId: number, change: PeerReviewSettingsUpdate, user: AuthUser): Promise<PeerReviewStage> {
  return db.transaction(async (tx) => {
    const { assignment, course } = await loadAssignmentForAdminWrite(tx, assignmentId, user);
    const stage = await lockStage(tx, assignmentId);
    const state = stageState(stage);
    const shapeChanges = (change.enabled !== undefined && change.enabled !== stage.enabled) || (change.reviewsPerStudent !== undefined && change.reviewsPerStudent !== stage.reviewsPerStudent);
    if (state === 'open' && shapeChanges) throw badRequest(PEER_REVIEW_MESSAGES.openNow);
    const next = {
      ...change,
      opensAt: change.opensAt === undefined ? stage.opensAt : change.opensAt === null ? null : new Date(change.opensAt),
      closesAt: change.closesAt === undefined ? stage.closesAt : change.closesAt === null ? null : new Date(change.closesAt),
    };
    const opens = effectiveOpensAt({ opensAt: next.opensAt }, assignment.uploadDueDate);
    if (next.closesAt && opens && next.closesAt.getTime() <= opens.getTime()) throw badRequest(PEER_REVIEW_MESSAGES.closesBeforeOpening, 'closesAt');
    const saved = await updateStage(tx, assignmentId, next);
    // After the close, what decides peer scores' part in the grade changes the grades (docs/PEER-REVIEW.md).
    const gradeChanges = (['weight', 'minComments', 'enabled'] as const).some((field) => change[field] !== undefined && change[field] !== (field === 'weight' ? Number(stage.weight) : stage[field]));
    if (state === 'closed' && gradeChanges) {
      await recomputeGrades(tx, await selectAssignmentSubmissionIds(tx, assignmentId), { cause: 'peer_review', actorId: user.id });
    }
    await recordEvent(tx, user, {
      type: 'peer_review.settings_changed',
      courseId: course.course.id,
      object: { type: 'assignment', id: assignmentId },
      data: { fields: Object.keys(change).sort() },
    });
    return presentStage(tx, assignment, saved);
  });
}
