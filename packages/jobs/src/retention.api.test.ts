import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '@marginalia/db';
import { sweepFinishedJobs } from './retention';
import { useJobsDatabase } from './testing/use-jobs-database';

const database = useJobsDatabase();

type State = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** A job in `state` that finished (or, unfinished, was queued) `daysAgo` days ago. */
async function jobAged(state: State, daysAgo: number): Promise<number> {
  const finished = state === 'queued' || state === 'running' ? null : sql`now() - make_interval(days => ${daysAgo})`;
  const [row] = await database.handle.db
    .insert(jobs)
    .values({ kind: 'test.old', state, queuedAt: sql`now() - make_interval(days => ${daysAgo})`, finishedAt: finished })
    .returning({ id: jobs.id });
  return row!.id;
}

async function remaining(): Promise<number[]> {
  return (await database.handle.db.select({ id: jobs.id }).from(jobs).orderBy(jobs.id)).map((row) => row.id);
}

describe('the finished-jobs sweep', () => {
  it('deletes finished jobs past the retention age in bounded batches, and keeps the rest', async () => {
    const gone: number[] = [];
    for (let i = 0; i < 3; i++) gone.push(await jobAged('succeeded', 40 + i), await jobAged('failed', 31), await jobAged('cancelled', 90));
    const kept = [
      await jobAged('succeeded', 29),
      await jobAged('failed', 1),
      await jobAged('cancelled', 0),
      // Unfinished jobs stay however old: a queued job waits for a worker, a running one is someone's attempt.
      await jobAged('queued', 400),
      await jobAged('running', 400),
    ];
    const result = await sweepFinishedJobs(database.handle.db, { olderThanDays: 30, batchSize: 4 });
    // Nine to delete, four a batch: 4, 4, 1.
    expect(result).toEqual({ deleted: 9, batches: 3 });
    expect(await remaining()).toEqual(kept);
    expect(await database.handle.db.select().from(jobs).where(inArray(jobs.id, gone))).toEqual([]);
  });

  it('deletes nothing more when run again, and stops at an exact multiple of the batch after one empty batch', async () => {
    for (let i = 0; i < 4; i++) await jobAged('succeeded', 60);
    expect(await sweepFinishedJobs(database.handle.db, { olderThanDays: 30, batchSize: 2 })).toEqual({ deleted: 4, batches: 3 });
    expect(await sweepFinishedJobs(database.handle.db, { olderThanDays: 30, batchSize: 2 })).toEqual({ deleted: 0, batches: 1 });
  });

  it('stops between batches when told to', async () => {
    for (let i = 0; i < 4; i++) await jobAged('succeeded', 60);
    const controller = new AbortController();
    controller.abort(new Error('shutting down'));
    await expect(sweepFinishedJobs(database.handle.db, { olderThanDays: 30, batchSize: 2, signal: controller.signal })).rejects.toThrow('shutting down');
    expect(await remaining()).toHaveLength(4);
  });
});
