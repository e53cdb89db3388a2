import type { GradeChangeCause } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import { actorUserId, type Actor } from '../../core/actor';
import { recomputeGrades } from './recompute';

// Domain rules of grades that a request and a background worker both call (no HTTP types here).

/**
 * Brings a submission's stored grade up to date with its current inputs, in its own transaction (a savepoint
 * when `db` is already one), recording `actor` in the grade history when students had been shown the grade
 * (null for the system). It only recomputes what the inputs already say, so it needs no right of its own: the
 * caller decided the change that made it necessary. A frozen assignment keeps its grades; an unknown id is
 * skipped.
 */
export async function recomputeGrade(db: Executor, submissionId: number, cause: GradeChangeCause, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await recomputeGrades(tx, [submissionId], { cause, actorId: actorUserId(actor) });
  });
}
