import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { jobs, type Executor } from '@marginalia/db';
import { JobStateError } from './errors';
import type { JobRow, JobState } from './types';
import { announceJobEnqueued } from './wake';

// What staff do with jobs: look at them, cancel them, retry the failed ones.

export async function findJob(db: Executor, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/**
 * Cancels a job: a queued one ends cancelled at once; a running one is asked to stop (its worker sees the request
 * at its next heartbeat and the job then ends cancelled). Returns the job afterwards; undefined when there is none.
 */
export async function cancelJob(db: Executor, id: number): Promise<JobRow | undefined> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!job) return undefined;
    if (job.state === 'queued') {
      const [row] = await tx.update(jobs).set({ state: 'cancelled', finishedAt: sql`now()`, lastError: 'Cancelled.' }).where(eq(jobs.id, id)).returning();
      return row;
    }
    if (job.state === 'running') {
      const [row] = await tx.update(jobs).set({ cancelRequestedAt: sql`coalesce(${jobs.cancelRequestedAt}, now())` }).where(eq(jobs.id, id)).returning();
      return row;
    }
    throw new JobStateError(`This job has already ended (${job.state}).`);
  });
}

/** Queues a failed or cancelled job again with all its attempts, as if it were new. */
export async function retryJob(db: Executor, id: number): Promise<JobRow | undefined> {
  const row = await db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!job) return undefined;
    if (job.state !== 'failed' && job.state !== 'cancelled') {
      throw new JobStateError(`Only failed or cancelled jobs can be retried; this one is ${job.state}.`);
    }
    if (job.dedupeKey !== null) {
      const [newer] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, job.kind), eq(jobs.dedupeKey, job.dedupeKey), eq(jobs.state, 'queued')));
      if (newer) throw new JobStateError(`A newer job for the same work (${newer.id}) is already queued.`);
    }
    const [updated] = await tx
      .update(jobs)
      .set({
        state: 'queued',
        attempts: 0,
        runAfter: sql`now()`,
        finishedAt: null,
        cancelRequestedAt: null,
        supersededBy: null,
        progressDone: sql`case when ${jobs.progressTotal} is null then null else 0 end`,
      })
      .where(eq(jobs.id, id))
      .returning();
    return updated;
  });
  if (row) announceJobEnqueued();
  return row;
}

export interface JobCount {
  kind: string;
  state: JobState;
  count: number;
}

/** How many jobs of each kind are in each state. */
export async function countJobs(db: Executor): Promise<JobCount[]> {
  const rows = await db
    .select({ kind: jobs.kind, state: jobs.state, count: count() })
    .from(jobs)
    .groupBy(jobs.kind, jobs.state)
    .orderBy(jobs.kind, jobs.state);
  return rows;
}

export interface JobFilter {
  states?: readonly JobState[];
  kind?: string;
}

/** One page of jobs, newest first, and how many match. */
export async function listJobs(db: Executor, filter: JobFilter, range: { limit: number; offset: number }): Promise<{ count: number; rows: JobRow[] }> {
  const conditions: SQL[] = [];
  if (filter.states?.length) conditions.push(inArray(jobs.state, [...filter.states]));
  if (filter.kind) conditions.push(eq(jobs.kind, filter.kind));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(jobs).where(where);
  const rows = await db.select().from(jobs).where(where).orderBy(desc(jobs.id)).limit(range.limit).offset(range.offset);
  return { count: total?.n ?? 0, rows };
}
