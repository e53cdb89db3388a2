import { and, eq, sql } from 'drizzle-orm';
import { jobs, type Executor } from '@marginalia/db';
import type { JobSpec } from './types';
import { announceJobEnqueued } from './wake';

/** The first key of the two-key advisory locks that serialize enqueues of one dedupe key. */
const DEDUPE_LOCK_CLASS = 7411;

/**
 * Stores a job. Pass the transaction of the change that causes it: the job then exists exactly when the change
 * does (a rolled-back transaction leaves no job). With a dedupe key, a queued job of the same kind and key is
 * cancelled as superseded by this one; a running one is left to finish.
 */
export async function enqueueJob(db: Executor, spec: JobSpec): Promise<{ id: number }> {
  const values = {
    kind: spec.kind,
    payload: spec.payload ?? {},
    priority: spec.priority,
    fairnessKey: spec.fairnessKey,
    dedupeKey: spec.dedupeKey,
    maxAttempts: spec.maxAttempts,
    runAfter: spec.runAfter,
    progressTotal: spec.progressTotal,
    progressDone: spec.progressTotal === undefined ? undefined : 0,
  };
  if (spec.dedupeKey === undefined) {
    const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
    announceJobEnqueued();
    return row!;
  }
  const dedupeKey = spec.dedupeKey;
  const id = await db.transaction(async (tx) => {
    // Two enqueues of one key wait for each other, so the second always finds (and supersedes) the first.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEDUPE_LOCK_CLASS}, hashtext(${spec.kind} || ':' || ${dedupeKey}))`);
    const older = await tx
      .update(jobs)
      .set({ state: 'cancelled', finishedAt: sql`now()`, lastError: 'Superseded by a newer job.' })
      .where(and(eq(jobs.kind, spec.kind), eq(jobs.dedupeKey, dedupeKey), eq(jobs.state, 'queued')))
      .returning({ id: jobs.id });
    const [row] = await tx.insert(jobs).values(values).returning({ id: jobs.id });
    if (older.length > 0) {
      await tx.update(jobs).set({ supersededBy: row!.id }).where(sql`${jobs.id} in ${older.map((job) => job.id)}`);
    }
    return row!.id;
  });
  announceJobEnqueued();
  return { id };
}
