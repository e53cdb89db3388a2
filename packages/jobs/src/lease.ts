import { and, eq, sql, type SQL } from 'drizzle-orm';
import { jobs, type Executor } from '@marginalia/db';
import { MAX_RETRY_DELAY_SECONDS, retryDelaySeconds } from './backoff';
import { LeaseLostError } from './errors';
import type { Lease } from './types';

// Everything an attempt does to its job is conditional on its lease token: once the lease expired and the job
// was offered again (or it ended), a late answer from the old attempt changes nothing.

function held(lease: Lease): SQL {
  return and(eq(jobs.id, lease.jobId), eq(jobs.leaseToken, lease.token), eq(jobs.state, 'running'))!;
}

export interface HeartbeatResult {
  /** False once the lease is lost: the attempt must stop and write nothing more. */
  held: boolean;
  /** Staff asked to cancel the job: the attempt should stop, and it ends cancelled. */
  cancelRequested: boolean;
}

export async function heartbeat(db: Executor, lease: Lease, leaseSeconds: number): Promise<HeartbeatResult> {
  const [row] = await db
    .update(jobs)
    .set({ heartbeatAt: sql`now()`, leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(held(lease))
    .returning({ cancelRequestedAt: jobs.cancelRequestedAt });
  return row ? { held: true, cancelRequested: row.cancelRequestedAt !== null } : { held: false, cancelRequested: false };
}

/** Ends the job as succeeded; false (and nothing changed) when this attempt no longer holds it. */
export async function completeJob(db: Executor, lease: Lease, result?: unknown): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: 'succeeded',
      finishedAt: sql`now()`,
      result: result === undefined ? null : result,
      lastError: null,
      leaseToken: null,
      leaseExpiresAt: null,
      progressDone: sql`coalesce(${jobs.progressTotal}, ${jobs.progressDone})`,
    })
    .where(held(lease))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export type FailOutcome = 'retrying' | 'failed' | 'lost';

/**
 * Records a failed attempt: the job is tried again after a jittered backoff, or ends failed (visible to staff, who may
 * retry it) when the error is permanent or this was its last attempt.
 */
export async function failJob(db: Executor, lease: Lease, error: string, options: { permanent?: boolean } = {}): Promise<FailOutcome> {
  const final = options.permanent ? sql`true` : sql`${jobs.attempts} >= ${jobs.maxAttempts}`;
  const [row] = await db
    .update(jobs)
    .set({
      state: sql`case when ${final} then 'failed'::job_state else 'queued'::job_state end`,
      finishedAt: sql`case when ${final} then now() else null end`,
      runAfter: sql`now() + make_interval(secs => ${retryDelaySql()})`,
      lastError: error.slice(0, 4000),
      leaseToken: null,
      leaseExpiresAt: null,
      workerId: null,
    })
    .where(held(lease))
    .returning({ state: jobs.state });
  if (!row) return 'lost';
  return row.state === 'failed' ? 'failed' : 'retrying';
}

/**
 * jitteredRetryDelaySeconds, computed in SQL from the row's own attempt count (one statement, no read first): half
 * the base wait plus a random share of the other half.
 */
function retryDelaySql(): SQL {
  return sql`least(${MAX_RETRY_DELAY_SECONDS}, 30 * power(2, greatest(0, ${jobs.attempts} - 1))) * (0.5 + random() * 0.5)`;
}

/** Gives the job back untried (this process is shutting down): queued again at once, the attempt not counted. */
export async function releaseJob(db: Executor, lease: Lease): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: 'queued', attempts: sql`greatest(0, ${jobs.attempts} - 1)`, runAfter: sql`now()`, leaseToken: null, leaseExpiresAt: null, workerId: null })
    .where(held(lease))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** The attempt stopped because staff cancelled the job. */
export async function markCancelled(db: Executor, lease: Lease): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: 'cancelled', finishedAt: sql`now()`, leaseToken: null, leaseExpiresAt: null, lastError: 'Cancelled.' })
    .where(held(lease))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** How far a batch job has come; false when the attempt no longer holds the job. */
export async function setJobProgress(db: Executor, lease: Lease, done: number, total?: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ progressDone: done, ...(total === undefined ? {} : { progressTotal: total }) })
    .where(held(lease))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Runs `work` in one transaction and ends the job as succeeded in that same transaction: the job's effects and
 * its completion commit together or not at all. When the attempt no longer holds the job, nothing is written and
 * LeaseLostError is thrown, so a presumed-dead worker's late answer is dropped. The job's row is locked last, by
 * the completion itself (conditional on the lease), not before the work: the work locks the rows it writes
 * first, in the application's order, which locks a job's row after the rows the job is about (a change that
 * cancels the job locks them in that order too); locking the job first would deadlock against such a change.
 */
export async function completeWithin<T>(db: Executor, lease: Lease, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: jobs.id }).from(jobs).where(held(lease));
    if (!row) throw new LeaseLostError(lease.jobId);
    const result = await work(tx);
    if (!(await completeJob(tx, lease, result ?? undefined))) throw new LeaseLostError(lease.jobId);
    return result;
  });
}

/** The base of the delay failJob will use after `attempts` tries (jittered down to half), for callers that show it (the mail outbox). */
export { retryDelaySeconds };
