import { sql } from 'drizzle-orm';
import { jobs, type Executor } from '@marginalia/db';
import type { ClaimedJob } from './types';

export const EXPIRED_LEASE_ERROR = 'The worker running it stopped answering; offered again.';

/**
 * Jobs whose holder stopped heartbeating (the process died or hung) go back to the queue, or end failed when that
 * was their last attempt. Workers call this before claiming, so a dead worker's job is offered again within one
 * lease plus one poll.
 */
export async function requeueExpiredLeases(db: Executor): Promise<number> {
  const expired = sql`(select ${jobs.id} from ${jobs} where ${jobs.state} = 'running' and ${jobs.leaseExpiresAt} < now() for update skip locked)`;
  const rows = await db
    .update(jobs)
    .set({
      state: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'failed'::job_state else 'queued'::job_state end`,
      finishedAt: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then now() else null end`,
      runAfter: sql`now()`,
      leaseToken: null,
      leaseExpiresAt: null,
      workerId: null,
      lastError: EXPIRED_LEASE_ERROR,
    })
    .where(sql`${jobs.id} in ${expired}`)
    .returning({ id: jobs.id });
  return rows.length;
}

export interface ClaimOptions {
  /** The kinds this worker can run. */
  kinds: readonly string[];
  /** Who claims (host and pid), shown on the jobs page. */
  workerId: string;
  leaseSeconds: number;
  /** The most jobs of a kind running at once across all workers (JobHandler.maxRunning), by kind. */
  maxRunning?: Readonly<Record<string, number>>;
}

/** The advisory lock claims hold while a kind with a running limit may be taken (see claimNextJob). */
const LIMITED_CLAIM_LOCK = sql`7412, 0`;

/**
 * Takes the next job for this worker, in one statement. Among due queued jobs of its kinds it looks at each
 * fairness key's first job (by priority, then age) and takes the one with the best priority whose key was served
 * longest ago (a key never served first), so a key with a thousand jobs waiting delays another key's single job by
 * at most one job per worker. `skip locked` lets any number of workers claim at once without taking the same job.
 * The attempt is counted here, so a job that kills its worker every time still runs out of attempts.
 *
 * A kind with a running limit is only taken while fewer of its jobs run (counted in the same statement). So that
 * two workers cannot both take the last place, claims that may take such a kind hold one transaction advisory
 * lock while they count and claim: they take turns, a few milliseconds each; claims of unlimited kinds alone do
 * not wait.
 */
export async function claimNextJob(db: Executor, options: ClaimOptions): Promise<ClaimedJob | null> {
  if (options.kinds.length === 0) return null;
  const limits = Object.fromEntries(Object.entries(options.maxRunning ?? {}).filter(([kind]) => options.kinds.includes(kind)));
  if (Object.keys(limits).length === 0) return claim(db, options, {});
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LIMITED_CLAIM_LOCK})`);
    return claim(tx, options, limits);
  });
}

async function claim(db: Executor, options: ClaimOptions, limits: Record<string, number>): Promise<ClaimedJob | null> {
  const kinds = sql`array[${sql.join(options.kinds.map((kind) => sql`${kind}`), sql`, `)}]::text[]`;
  const limitOf = sql`(${JSON.stringify(limits)}::jsonb ->> candidate.kind)`;
  // The keys with queued jobs are found by skipping through the queued index from one key to the next (a loose
  // index scan): the cost grows with the number of keys, not with the length of the busiest key's backlog.
  const picked = sql`(
    with recursive queued_keys(key) as (
      (select ${jobs.fairnessKey} from ${jobs} where ${jobs.state} = 'queued' order by ${jobs.fairnessKey} limit 1)
      union all
      select (
        select next.fairness_key from ${jobs} next
        where next.state = 'queued' and next.fairness_key > queued_keys.key
        order by next.fairness_key limit 1
      ) from queued_keys where queued_keys.key is not null
    ), heads as (
      select head.id, head.priority, queued_keys.key
      from queued_keys
      cross join lateral (
        select candidate.id, candidate.priority from ${jobs} candidate
        where candidate.state = 'queued' and candidate.fairness_key = queued_keys.key
          and candidate.run_after <= now() and candidate.kind = any(${kinds})
          and (${limitOf} is null or (
            select count(*) from ${jobs} busy where busy.state = 'running' and busy.kind = candidate.kind
          ) < ${limitOf}::int)
        order by candidate.priority, candidate.id
        limit 1
      ) head
      where queued_keys.key is not null
    )
    select j.id from ${jobs} j join heads on heads.id = j.id
    order by heads.priority,
      (select max(served.started_at) from ${jobs} served where served.fairness_key = heads.key) asc nulls first,
      heads.id
    limit 1
    for update of j skip locked
  )`;
  const [row] = await db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      startedAt: sql`clock_timestamp()`,
      heartbeatAt: sql`now()`,
      leaseExpiresAt: sql`now() + make_interval(secs => ${options.leaseSeconds})`,
      leaseToken: sql`gen_random_uuid()`,
      workerId: options.workerId,
    })
    .where(sql`${jobs.id} = ${picked} and ${jobs.state} = 'queued'`)
    .returning();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    attempt: row.attempts,
    maxAttempts: row.maxAttempts,
    fairnessKey: row.fairnessKey,
    lease: { jobId: row.id, token: row.leaseToken! },
  };
}
