import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '@marginalia/db';
import { cancelJob } from './admin';
import { enqueueJob } from './enqueue';
import { defineJob, type JobHandler } from './handler';
import type { JobReport } from './run-job';
import { useJobsDatabase } from './testing/use-jobs-database';
import { runDueJobs, startWorker } from './worker';

const database = useJobsDatabase();

async function row(id: number) {
  const [job] = await database.handle.db.select().from(jobs).where(eq(jobs.id, id));
  return job!;
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A handler that waits until its signal aborts (or forever). */
const waitsForSignal: JobHandler = {
  kind: 'test.wait',
  run: (_payload, context) =>
    new Promise((_resolve, reject) => {
      context.signal.addEventListener('abort', () => reject(context.signal.reason));
    }),
};

describe('a worker', () => {
  it('runs the jobs of its kinds, with their payload checked, and records each outcome', async () => {
    const db = database.handle.db;
    const seen: number[] = [];
    const double = defineJob({
      kind: 'test.double',
      payload: z.object({ n: z.number() }),
      run: async ({ n }) => {
        seen.push(n);
        return { doubled: n * 2 };
      },
    });
    const good = await enqueueJob(db, { kind: 'test.double', payload: { n: 21 } });
    const bad = await enqueueJob(db, { kind: 'test.double', payload: { n: 'no' } });
    const foreign = await enqueueJob(db, { kind: 'test.unknown' });
    const reports: JobReport[] = [];
    const worker = startWorker({ db, handlers: [double], pollMs: 50, onReport: (report) => reports.push(report) });
    await until(async () => reports.length === 2);
    await worker.stop();
    expect(seen).toEqual([21]);
    expect(await row(good.id)).toMatchObject({ state: 'succeeded', result: { doubled: 42 } });
    expect(await row(bad.id)).toMatchObject({ state: 'failed', attempts: 1 });
    expect((await row(bad.id)).lastError).toContain("payload does not fit test.double");
    expect((await row(foreign.id)).state).toBe('queued');
  });

  it('starts a job enqueued in its process without waiting for the next poll', async () => {
    const db = database.handle.db;
    const reports: JobReport[] = [];
    const worker = startWorker({ db, handlers: [{ kind: 'test.quick', run: async () => 'done' }], pollMs: 60_000, onReport: (r) => reports.push(r) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { id } = await enqueueJob(db, { kind: 'test.quick' });
    await until(async () => reports.length === 1, 5000);
    await worker.stop();
    expect((await row(id)).state).toBe('succeeded');
  });

  it('runs at most its concurrency at once', async () => {
    const db = database.handle.db;
    let inFlight = 0;
    let most = 0;
    const slow: JobHandler = {
      kind: 'test.slow',
      run: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 30));
        inFlight -= 1;
      },
    };
    await db.insert(jobs).values(Array.from({ length: 12 }, () => ({ kind: 'test.slow' })));
    const worker = startWorker({ db, handlers: [slow], concurrency: 3, pollMs: 20 });
    await until(async () => (await db.select().from(jobs).where(eq(jobs.state, 'succeeded'))).length === 12);
    await worker.stop();
    expect(most).toBeLessThanOrEqual(3);
    expect(most).toBeGreaterThan(1);
  });

  it('stops a running job that staff cancel, and ends it cancelled', async () => {
    const db = database.handle.db;
    const { id } = await enqueueJob(db, { kind: 'test.wait' });
    const worker = startWorker({ db, handlers: [waitsForSignal], pollMs: 20, leaseSeconds: 1 });
    await until(async () => (await row(id)).state === 'running');
    await cancelJob(db, id);
    await until(async () => (await row(id)).state === 'cancelled');
    await worker.stop();
    expect(await row(id)).toMatchObject({ state: 'cancelled', lastError: 'Cancelled.' });
  });

  it('on stop, gives back what it could not finish within the grace period, untried', async () => {
    const db = database.handle.db;
    const { id } = await enqueueJob(db, { kind: 'test.wait' });
    const worker = startWorker({ db, handlers: [waitsForSignal], pollMs: 20 });
    await until(async () => (await row(id)).state === 'running');
    await worker.stop(100);
    expect(await row(id)).toMatchObject({ state: 'queued', attempts: 0, leaseToken: null });
    expect(worker.active()).toBe(0);
  });

  it('on stop, lets a job that finishes within the grace period finish', async () => {
    const db = database.handle.db;
    const { id } = await enqueueJob(db, { kind: 'test.short' });
    let started = false;
    const short: JobHandler = {
      kind: 'test.short',
      run: async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return 'finished';
      },
    };
    const worker = startWorker({ db, handlers: [short], pollMs: 20 });
    await until(async () => started);
    await worker.stop(5000);
    expect(await row(id)).toMatchObject({ state: 'succeeded', result: 'finished' });
  });

  it('retries a job whose handler throws, keeping the error', async () => {
    const db = database.handle.db;
    const { id } = await enqueueJob(db, { kind: 'test.flaky', maxAttempts: 2 });
    const reports = await runDueJobs(db, [{ kind: 'test.flaky', run: async () => { throw new Error('flaky'); } }]);
    expect(reports.map((report) => report.outcome)).toEqual(['retrying']);
    expect(await row(id)).toMatchObject({ state: 'queued', lastError: 'flaky', attempts: 1 });
  });
});
