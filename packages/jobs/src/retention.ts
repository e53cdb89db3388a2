import { sql, type SQL } from 'drizzle-orm';
import { jobs, type Executor } from '@marginalia/db';

// Retention: what has served its purpose is deleted by scheduled sweeps (cron.ts), a bounded batch per statement so
// that no sweep holds many row locks or one long transaction; a batch is its own short statement, and a sweep run
// twice deletes nothing more the second time.

export interface SweepResult {
  /** Rows deleted. */
  deleted: number;
  /** Statements run (the last one finds fewer than a batch). */
  batches: number;
}

export const DEFAULT_SWEEP_BATCH = 1000;

/**
 * Runs `batch` (which deletes at most `batchSize` rows and answers how many) until one deletes fewer, or `signal`
 * aborts between batches.
 */
export async function sweepInBatches(batch: () => Promise<number>, batchSize: number, signal?: AbortSignal): Promise<SweepResult> {
  const result: SweepResult = { deleted: 0, batches: 0 };
  for (;;) {
    signal?.throwIfAborted();
    const deleted = await batch();
    result.deleted += deleted;
    result.batches += 1;
    if (deleted < batchSize) return result;
  }
}

export interface FinishedJobsSweep {
  /** Jobs finished (succeeded, failed or cancelled) longer ago than this are deleted. */
  olderThanDays: number;
  batchSize?: number;
  signal?: AbortSignal;
  /**
   * A condition on the job's row (`jobs`) under which it is kept however old: the application keeps the failed
   * job of work that never finished, which is all that tells why.
   */
  keep?: SQL;
}

/**
 * Deletes finished jobs past the retention age, oldest first. Queued and running jobs are never touched; a
 * finished job staff are retrying at this moment (its row locked) is skipped.
 */
export async function sweepFinishedJobs(db: Executor, options: FinishedJobsSweep): Promise<SweepResult> {
  const batchSize = options.batchSize ?? DEFAULT_SWEEP_BATCH;
  const cutoff = sql`now() - make_interval(days => ${options.olderThanDays})`;
  return sweepInBatches(
    async () => {
      const oldest = sql`(
        select ${jobs.id} from ${jobs}
        where ${jobs.state} in ('succeeded', 'failed', 'cancelled') and ${jobs.finishedAt} < ${cutoff}
          and not (${options.keep ?? sql`false`})
        order by ${jobs.finishedAt}
        limit ${batchSize}
        for update skip locked
      )`;
      const rows = await db
        .delete(jobs)
        .where(sql`${jobs.id} in ${oldest} and ${jobs.state} in ('succeeded', 'failed', 'cancelled')`)
        .returning({ id: jobs.id });
      return rows.length;
    },
    batchSize,
    options.signal,
  );
}
