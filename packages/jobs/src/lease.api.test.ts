import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '@marginalia/db';
import { cancelJob, retryJob } from './admin';
import { claimNextJob, requeueExpiredLeases } from './claim';
import { enqueueJob } from './enqueue';
import { JobStateError, LeaseLostError } from './errors';
import { completeJob, completeWithin, failJob, heartbeat, releaseJob, setJobProgress } from './lease';
import { useJobsDatabase } from './testing/use-jobs-database';

const database = useJobsDatabase();
const claimer = { kinds: ['test.run'], workerId: 'test:1', leaseSeconds: 60 };

async function row(id: number) {
  const [job] = await database.handle.db.select().from(jobs).where(eq(jobs.id, id));
  return job!;
}

async function makeDue(id: number): Promise<void> {
  await database.handle.db.update(jobs).set({ runAfter: sql`now()` }).where(eq(jobs.id, id));
}

describe('an attempt and its lease', () => {
  it('completes the job with its result', async () => {
    const db = database.handle.db;
    const { id } = await enqueueJob(db, { kind: 'test.run' });
    const job = (await claimNextJob(db, claimer))!;
    expect(await completeJob(db, job.lease, { ok: 1 })).toBe(true);
    expect(await row(id)).toMatchObject({ state: 'succeeded', result: { ok: 1 }, leaseToken: null });
    expect((await row(id)).finishedAt).toBeInstanceOf(Date);
  });

  it('drops a late completion from an attempt whose lease expired and was taken over', async () => {
    const db = database.handle.db;
    const { id } = await enqueueJob(db, { kind: 'test.run' });
    const dead = (await claimNextJob(db, claimer))!;
    await db.update(jobs).set({ leaseExpiresAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
    await requeueExpiredLeases(db);
    const alive = (await claimNextJob(db, claimer))!;

    expect(await heartbeat(db, dead.lease, 60)).toEqual({ held: false, cancelRequested: false });
    expect(await completeJob(db, dead.lease, { from: 'dead' })).toBe(false);
    expect(await failJob(db, dead.lease, 'late error')).toBe('lost');
    expect(await setJobProgress(db, dead.lease, 5)).toBe(false);
    await expect(completeWithin(db, dead.lease, async (tx) => tx.execute(sql`select 1`))).rejects.toBeInstanceOf(LeaseLostError);
    expect(await row(id)).toMatchObject({ state: 'running', attempts: 2, leaseToken: alive.lease.token });

    expect(await completeJob(db, alive.lease, { from: 'alive' })).toBe(true);
    expect(await row(id)).toMatchObject({ state: 'succeeded', result: { from: 'alive' } });
  });

  it('writes the effects of completeWithin together with the completion, exactly once', async () => {
    const db = database.handle.db;
    await db.execute(sql`create table if not exists lease_effects (job_id bigint not null)`);
    await db.execute(sql`delete from lease_effects`);
    const { id } = await enqueueJob(db, { kind: 'test.run' });
    const job = (await claimNextJob(db, claimer))!;
    await completeWithin(db, job.lease, (tx) => tx.execute(sql`insert into lease_effects values (${id})`));
    await expect(completeWithin(db, job.lease, (tx) => tx.execute(sql`insert into lease_effects values (${id})`))).rejects.toBeInstanceOf(LeaseLostError);
    const effects = await db.execute(sql`select count(*)::int as n from lease_effects`);
    expect((effects as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    expect((await row(id)).state).toBe('succeeded');
  });

  it('retries a failed attempt after a growing backoff, then ends failed with its error', async () => {
    const db = database.handle.db;
    const { id } = await enqueueJob(db, { kind: 'test.run', maxAttempts: 3 });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const job = (await claimNextJob(db, claimer))!;
      expect(job.attempt).toBe(attempt);
      const outcome = await failJob(db, job.lease, `boom ${attempt}`);
      const after = await row(id);
      if (attempt < 3) {
        expect(outcome).toBe('retrying');
        expect(after).toMatchObject({ state: 'queued', lastError: `boom ${attempt}` });
        delays.push(Math.round((after.runAfter.getTime() - Date.now()) / 1000));
        expect(await claimNextJob(db, claimer)).toBeNull();
        await makeDue(id);
      } else {
        expect(outcome).toBe('failed');
        expect(after).toMatchObject({ state: 'failed', attempts: 3, lastError: 'boom 3' });
      }
    }
    // Equal jitter: between half the base wait (30 s, then 60 s) and all of it.
    expect(delays[0]).toBeGreaterThanOrEqual(14);
    expect(delays[0]).toBeLessThanOrEqual(31);
    expect(delays[1]).toBeGreaterThanOrEqual(29);
    expect(delays[1]).toBeLessThanOrEqual(61);
  });

  it('ends the job failed at once on a permanent error', async () => {
    const db = database.handle.db;
    const { id } = await enqueueJob(db, { kind: 'test.run', maxAttempts: 5 });
    const job = (await claimNextJob(db, claimer))!;
    expect(await failJob(db, job.lease, 'cannot ever work', { permanent: true })).toBe('failed');
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('gives a job back untried when released', async () => {
    const db = database.handle.db;
    const { id } = await enqueueJob(db, { kind: 'test.run' });
    const job = (await claimNextJob(db, claimer))!;
    expect(await releaseJob(db, job.lease)).toBe(true);
    expect(await row(id)).toMatchObject({ state: 'queued', attempts: 0, leaseToken: null });
    expect((await claimNextJob(db, claimer))!.attempt).toBe(1);
  });

  it('records progress of a batch and completes it at its total', async () => {
    const db = database.handle.db;
    const { id } = await enqueueJob(db, { kind: 'test.run', progressTotal: 10 });
    const job = (await claimNextJob(db, claimer))!;
    expect(await setJobProgress(db, job.lease, 4)).toBe(true);
    expect(await row(id)).toMatchObject({ progressDone: 4, progressTotal: 10 });
    expect(await setJobProgress(db, job.lease, 6, 12)).toBe(true);
    expect(await row(id)).toMatchObject({ progressDone: 6, progressTotal: 12 });
    await completeJob(db, job.lease);
    expect(await row(id)).toMatchObject({ progressDone: 12, progressTotal: 12 });
  });
});

describe('staff actions', () => {
  it('cancels a queued job at once', async () => {
    const db = database.handle.db;
    const { id } = await enqueueJob(db, { kind: 'test.run' });
    expect(await cancelJob(db, id)).toMatchObject({ state: 'cancelled' });
    expect(await claimNextJob(db, claimer)).toBeNull();
  });

  it('asks a running job to stop: its heartbeat says so', async () => {
    const db = database.handle.db;
    const { id } = await enqueueJob(db, { kind: 'test.run' });
    const job = (await claimNextJob(db, claimer))!;
    const after = await cancelJob(db, id);
    expect(after!.state).toBe('running');
    expect(after!.cancelRequestedAt).toBeInstanceOf(Date);
    expect(await heartbeat(db, job.lease, 60)).toEqual({ held: true, cancelRequested: true });
  });

  it('refuses to cancel a job that has ended, and answers undefined for no job', async () => {
    const db = database.handle.db;
    const { id } = await enqueueJob(db, { kind: 'test.run' });
    const job = (await claimNextJob(db, claimer))!;
    await completeJob(db, job.lease);
    await expect(cancelJob(db, id)).rejects.toBeInstanceOf(JobStateError);
    expect(await cancelJob(db, id + 1000)).toBeUndefined();
  });

  it('retries a failed job with all its attempts', async () => {
    const db = database.handle.db;
    const { id } = await enqueueJob(db, { kind: 'test.run', maxAttempts: 1 });
    const job = (await claimNextJob(db, claimer))!;
    await failJob(db, job.lease, 'broken');
    expect(await retryJob(db, id)).toMatchObject({ state: 'queued', attempts: 0, finishedAt: null });
    expect((await claimNextJob(db, claimer))!.attempt).toBe(1);
  });

  it('refuses to retry a queued or running job, or one a newer job superseded', async () => {
    const db = database.handle.db;
    const { id } = await enqueueJob(db, { kind: 'test.run' });
    await expect(retryJob(db, id)).rejects.toThrow('Only failed or cancelled jobs can be retried');
    const old = await enqueueJob(db, { kind: 'test.run', dedupeKey: 'same' });
    await enqueueJob(db, { kind: 'test.run', dedupeKey: 'same' });
    await expect(retryJob(db, old.id)).rejects.toThrow('already queued');
  });
});
