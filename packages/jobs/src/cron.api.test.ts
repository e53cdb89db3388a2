import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobs, jobSchedules } from '@marginalia/db';
import { enqueueDueSchedules, latestOccurrence, type Schedule } from './cron';
import { secondWorkerDatabase } from './testing/second-worker-database';
import { useJobsDatabase } from './testing/use-jobs-database';
import type { JobHandler } from './handler';
import { startWorker } from './worker';

const database = useJobsDatabase();
let second: Awaited<ReturnType<typeof secondWorkerDatabase>>;

beforeAll(async () => {
  second = await secondWorkerDatabase(database.handle);
});

beforeEach(async () => {
  await database.handle.db.delete(jobSchedules);
});

afterAll(async () => {
  await second?.close();
});

const nightly: Schedule = { name: 'test.nightly-sweep', everyMinutes: 1440, atMinute: 195, job: { kind: 'test.sweep', payload: { what: 'jobs' } } };
const hourly: Schedule = { name: 'test.hourly-sync', everyMinutes: 60, atMinute: 5, job: { kind: 'test.sync' } };

async function jobsOf(kind: string) {
  return database.handle.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);
}

describe('latestOccurrence', () => {
  it('falls at the schedule’s minute of each period, in UTC', () => {
    expect(latestOccurrence(nightly, new Date('2026-03-10T03:14:59Z')).toISOString()).toBe('2026-03-09T03:15:00.000Z');
    expect(latestOccurrence(nightly, new Date('2026-03-10T03:15:00Z')).toISOString()).toBe('2026-03-10T03:15:00.000Z');
    expect(latestOccurrence(hourly, new Date('2026-03-10T00:04:00Z')).toISOString()).toBe('2026-03-09T23:05:00.000Z');
  });
});

describe('the cron table under two workers', () => {
  it('enqueues each due occurrence once, whichever worker looks and however many look at once', async () => {
    const workers = [database.handle.db, second.db];
    const lookTogether = (now: string) => Promise.all(workers.flatMap((db) => [enqueueDueSchedules(db, [nightly, hourly], new Date(now)), enqueueDueSchedules(db, [nightly, hourly], new Date(now))]));

    // First sight: recorded, nothing enqueued.
    expect((await lookTogether('2026-03-10T02:00:00Z')).flat()).toEqual([]);
    expect(await jobsOf('test.sweep')).toEqual([]);

    // 03:15 passes: one nightly sweep and one hourly sync between the four looks.
    const runs = (await lookTogether('2026-03-10T03:20:00Z')).flat();
    expect(runs.map((run) => run.schedule).sort()).toEqual(['test.hourly-sync', 'test.nightly-sweep']);
    expect(runs.find((run) => run.schedule === 'test.nightly-sweep')!.occurrence.toISOString()).toBe('2026-03-10T03:15:00.000Z');
    const sweeps = await jobsOf('test.sweep');
    expect(sweeps).toHaveLength(1);
    expect(sweeps[0]).toMatchObject({ state: 'queued', payload: { what: 'jobs' } });

    // Looking again within the same occurrence enqueues nothing more.
    expect((await lookTogether('2026-03-10T03:59:00Z')).flat()).toEqual([]);
    expect(await jobsOf('test.sweep')).toHaveLength(1);
    expect(await jobsOf('test.sync')).toHaveLength(1);

    // The next hour: one sync more, no sweep; the next night: one sweep more.
    await lookTogether('2026-03-10T04:06:00Z');
    expect(await jobsOf('test.sync')).toHaveLength(2);
    expect(await jobsOf('test.sweep')).toHaveLength(1);
    await lookTogether('2026-03-11T03:16:00Z');
    expect(await jobsOf('test.sweep')).toHaveLength(2);
    const [row] = await database.handle.db.select().from(jobSchedules).where(eq(jobSchedules.name, nightly.name));
    expect(row!.lastOccurrence.toISOString()).toBe('2026-03-11T03:15:00.000Z');
    expect(row!.lastJobId).toBe((await jobsOf('test.sweep'))[1]!.id);
  });

  it('makes up missed occurrences with one run, not one per missed night', async () => {
    const db = database.handle.db;
    await enqueueDueSchedules(db, [nightly], new Date('2026-03-01T12:00:00Z'));
    const runs = await enqueueDueSchedules(db, [nightly], new Date('2026-03-08T12:00:00Z'));
    expect(runs).toHaveLength(1);
    expect(runs[0]!.occurrence.toISOString()).toBe('2026-03-08T03:15:00.000Z');
    expect(await jobsOf('test.sweep')).toHaveLength(1);
  });

  it('runs a due occurrence once when two running workers carry the same table', { timeout: 30_000 }, async () => {
    const db = database.handle.db;
    // The schedule's last occurrence was long ago: the current one is due.
    await db.insert(jobSchedules).values({ name: nightly.name, lastOccurrence: new Date('2020-01-01T03:15:00Z') });
    let runs = 0;
    const sweep: JobHandler = {
      kind: 'test.sweep',
      run: async () => {
        runs += 1;
        return { deleted: 0 };
      },
    };
    const workers = [
      startWorker({ db, handlers: [sweep], schedules: [nightly], pollMs: 10, workerId: 'test:a' }),
      startWorker({ db: second.db, handlers: [sweep], schedules: [nightly], pollMs: 10, workerId: 'test:b' }),
    ];
    try {
      await vi.waitFor(async () => expect((await jobsOf('test.sweep')).map((job) => job.state)).toEqual(['succeeded']), { timeout: 20_000, interval: 50 });
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    expect(runs).toBe(1);
    expect(await jobsOf('test.sweep')).toHaveLength(1);
  });
});
