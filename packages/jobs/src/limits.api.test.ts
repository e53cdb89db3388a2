import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, type Database } from '@marginalia/db';
import { enqueueJob } from './enqueue';
import type { JobHandler } from './handler';
import { overtimeMessage } from './run-job';
import { secondWorkerDatabase } from './testing/second-worker-database';
import { useJobsDatabase } from './testing/use-jobs-database';
import { runDueJobs, startWorker } from './worker';

const database = useJobsDatabase();
let second: Awaited<ReturnType<typeof secondWorkerDatabase>>;

beforeAll(async () => {
  second = await secondWorkerDatabase(database.handle);
});

afterAll(async () => {
  await second?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function statesOf(db: Database, kind: string): Promise<string[]> {
  const rows = await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);
  return rows.map((row) => row.state);
}

/** A handler that counts how many of its jobs run at once, in this process (where both test workers live). */
function counting(kind: string, maxRunning?: number) {
  const seen = { now: 0, most: 0 };
  const handler: JobHandler = {
    kind,
    maxRunning,
    run: async () => {
      seen.now += 1;
      seen.most = Math.max(seen.most, seen.now);
      await sleep(60);
      seen.now -= 1;
    },
  };
  return { handler, seen };
}

describe('a kind’s running limit', () => {
  it('holds across two workers, each of which could run four at once', { timeout: 30_000 }, async () => {
    const db = database.handle.db;
    const limited = counting('test.similarity', 2);
    const free = counting('test.mail');
    for (let i = 0; i < 12; i++) {
      await enqueueJob(db, { kind: 'test.similarity', fairnessKey: `course:${i % 3}` });
      await enqueueJob(db, { kind: 'test.mail', fairnessKey: `course:${i % 3}` });
    }
    const handlers = [limited.handler, free.handler];
    const workers = [
      startWorker({ db, handlers, concurrency: 4, pollMs: 10, workerId: 'test:a' }),
      startWorker({ db: second.db, handlers, concurrency: 4, pollMs: 10, workerId: 'test:b' }),
    ];
    try {
      await vi.waitFor(async () => expect(await statesOf(db, 'test.similarity')).toEqual(Array(12).fill('succeeded')), { timeout: 25_000, interval: 50 });
      await vi.waitFor(async () => expect(await statesOf(db, 'test.mail')).toEqual(Array(12).fill('succeeded')), { timeout: 25_000, interval: 50 });
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    expect(limited.seen.most).toBeLessThanOrEqual(2);
    expect(limited.seen.most).toBe(2);
  });

  it('leaves the slots it does not allow to other kinds', async () => {
    const db = database.handle.db;
    await enqueueJob(db, { kind: 'test.similarity' });
    await enqueueJob(db, { kind: 'test.similarity' });
    await enqueueJob(db, { kind: 'test.mail' });
    // One similarity check already running elsewhere takes the kind's one place.
    await db.update(jobs).set({ state: 'running', leaseExpiresAt: sql`now() + interval '1 hour'` }).where(sql`${jobs.id} = (select min(id) from ${jobs})`);
    const limited = counting('test.similarity', 1);
    const free = counting('test.mail');
    const reports = await runDueJobs(db, [limited.handler, free.handler]);
    expect(reports.map((report) => report.job.kind)).toEqual(['test.mail']);
    expect(await statesOf(db, 'test.similarity')).toEqual(['running', 'queued']);
  });
});

describe('a kind’s maximum run time', () => {
  it('stops an attempt that runs past it and fails it with the reason, to be tried again', async () => {
    const db = database.handle.db;
    let aborted = false;
    const slow: JobHandler = {
      kind: 'test.slow',
      maxRunSeconds: 0.3,
      run: async (_, context) => {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, 10_000);
          context.signal.addEventListener('abort', () => {
            aborted = true;
            clearTimeout(timer);
            reject(context.signal.reason as Error);
          });
        });
      },
    };
    const { id } = await enqueueJob(db, { kind: 'test.slow', maxAttempts: 2 });
    const started = Date.now();
    const [report] = await runDueJobs(db, [slow]);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(aborted).toBe(true);
    expect(report).toMatchObject({ outcome: 'retrying', error: overtimeMessage(0.3) });
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lastError: 'Stopped: it ran longer than the 0.3 s a job of this kind may run.' });
  });

  it('records the failure even when the handler ignores the signal, and its late work is dropped', async () => {
    const db = database.handle.db;
    let finishedLate = false;
    const deaf: JobHandler = {
      kind: 'test.deaf',
      maxRunSeconds: 0.2,
      run: async (_, context) => {
        await sleep(1500);
        await context.complete(async () => undefined).catch(() => undefined);
        finishedLate = true;
      },
    };
    const { id } = await enqueueJob(db, { kind: 'test.deaf', maxAttempts: 1 });
    const [report] = await runDueJobs(db, [deaf]);
    expect(report).toMatchObject({ outcome: 'failed', error: overtimeMessage(0.2) });
    await vi.waitFor(() => expect(finishedLate).toBe(true), { timeout: 5000 });
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ state: 'failed', attempts: 1, lastError: overtimeMessage(0.2) });
  });
});
