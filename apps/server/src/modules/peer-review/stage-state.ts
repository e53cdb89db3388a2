import type { PeerReviewState } from '@marginalia/contracts';
import type { peerReviewStages } from '@marginalia/db';

// Where a peer-review stage and each of its reviews stand (docs/PEER-REVIEW.md), from their dates alone.

export type StageRow = typeof peerReviewStages.$inferSelect;

export type StageState = 'off' | 'scheduled' | 'open' | 'closed';

export function stageState(stage: StageRow | null): StageState {
  if (!stage) return 'off';
  if (stage.closedAt) return 'closed';
  if (stage.openedAt) return 'open';
  return stage.enabled ? 'scheduled' : 'off';
}

/** When the stage opens (or opened): its own opening time, else the assignment's due date. */
export function effectiveOpensAt(stage: Pick<StageRow, 'opensAt'>, dueDate: Date | null): Date | null {
  return stage.opensAt ?? dueDate;
}

/** Whether the stage's time to close has come (it closes at `closesAt`, or when staff close it). */
export function closeDue(stage: Pick<StageRow, 'closesAt' | 'closedAt'>, now: Date): boolean {
  return stage.closedAt !== null || (stage.closesAt !== null && stage.closesAt.getTime() <= now.getTime());
}

/** A review: submitted (late when after the closing time), else missing once the stage is past its close, else assigned. */
export function reviewState(review: { submittedAt: Date | null }, stage: Pick<StageRow, 'closesAt' | 'closedAt'>, now: Date): PeerReviewState {
  if (review.submittedAt) return stage.closesAt && review.submittedAt.getTime() > stage.closesAt.getTime() ? 'late' : 'submitted';
  return closeDue(stage, now) ? 'missing' : 'assigned';
}
