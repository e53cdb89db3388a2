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
  /** Exact up to the cap; cap + 1 means more than the cap. */
  count: number;
}

/**
 * Where counting stops (the jobs page's is the contracts' JOB_COUNT_CAP). Counting every row of a table that has
 * run a million jobs would cost a scan of all of them on every refresh; counting up to a bound costs at most the
 * bound, however large the table grows.
 */
export interface CountCap {
  cap: number;
}

/**
 * How many jobs of each kind are in each state, each count exact up to the cap. The kind and state pairs are
 * found by skipping through the (state, kind) index from one pair to the next (a loose index scan), and each pair
 * is counted no further than the cap.
 */
export async function countJobs(db: Executor, { cap }: CountCap): Promise<JobCount[]> {
  const answer = await db.execute(sql`
    with recursive pairs(state, kind) as (
      (select state, kind from ${jobs} order by state, kind limit 1)
      union all
      select next.state, next.kind from pairs cross join lateral (
        select j.state, j.kind from ${jobs} j where (j.state, j.kind) > (pairs.state, pairs.kind) order by j.state, j.kind limit 1
      ) next
    )
    select pairs.kind, pairs.state::text as state, (
      select count(*) from (
        select 1 from ${jobs} c where c.state = pairs.state and c.kind = pairs.kind limit ${cap + 1}
      ) bounded
    )::int as count
    from pairs
    order by pairs.kind, pairs.state
  `);
  return (answer as unknown as { rows: JobCount[] }).rows;
}

export interface JobFilter {
  states?: readonly JobState[];
  kind?: string;
}

/**
 * One page of jobs, newest first, and how many match, exact up to the cap (cap + 1: more). The
 * page is found through the primary key from the newest down, or, for unfinished jobs, the partial index of
 * unfinished jobs; the count reads at most the cap.
 */
export async function listJobs(db: Executor, filter: JobFilter, range: { limit: number; offset: number } & CountCap): Promise<{ count: number; rows: JobRow[] }> {
  const conditions: SQL[] = [];
  if (filter.states?.length) conditions.push(inArray(jobs.state, [...filter.states]));
  if (filter.kind) conditions.push(eq(jobs.kind, filter.kind));
  const where = conditions.length ? and(...conditions) : undefined;
  const bounded = db.select({ one: sql`1` }).from(jobs).where(where).limit(range.cap + 1).as('bounded');
  const [total] = await db.select({ n: count() }).from(bounded);
  const rows = await db.select().from(jobs).where(where).orderBy(desc(jobs.id)).limit(range.limit).offset(range.offset);
  return { count: total?.n ?? 0, rows };
}
