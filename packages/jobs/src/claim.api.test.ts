import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '@marginalia/db';
import { claimNextJob, EXPIRED_LEASE_ERROR, requeueExpiredLeases } from './claim';
import { enqueueJob } from './enqueue';
import { completeJob } from './lease';
import { useJobsDatabase } from './testing/use-jobs-database';

const database = useJobsDatabase();
const claimer = { kinds: ['test.run'], workerId: 'test:1', leaseSeconds: 60 };

async function expireLease(jobId: number): Promise<void> {
  await database.handle.db.update(jobs).set({ leaseExpiresAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, jobId));
}

describe('claimNextJob', () => {
  it('takes a queued job of its kinds, counts the attempt and gives it a lease', async () => {
    const db = database.handle.db;
    await enqueueJob(db, { kind: 'test.other' });
    const { id } = await enqueueJob(db, { kind: 'test.run', payload: { x: 1 } });
    const job = await claimNextJob(db, claimer);
    expect(job).toMatchObject({ id, kind: 'test.run', payload: { x: 1 }, attempt: 1 });
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ state: 'running', attempts: 1, workerId: 'test:1', leaseToken: job!.lease.token });
    expect(row!.startedAt).toBeInstanceOf(Date);
    expect(row!.leaseExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await claimNextJob(db, claimer)).toBeNull();
  });

  it('does not offer a job before its run-after time', async () => {
    const db = database.handle.db;
    await enqueueJob(db, { kind: 'test.run', runAfter: new Date(Date.now() + 60_000) });
    expect(await claimNextJob(db, claimer)).toBeNull();
  });

  it('runs lower priority numbers first, then the oldest', async () => {
    const db = database.handle.db;
    const bulk = await enqueueJob(db, { kind: 'test.run', priority: 10 });
    const first = await enqueueJob(db, { kind: 'test.run' });
    const second = await enqueueJob(db, { kind: 'test.run' });
    const order = [];
    for (let i = 0; i < 3; i++) order.push((await claimNextJob(db, claimer))!.id);
    expect(order).toEqual([first.id, second.id, bulk.id]);
  });

  it("lets another course's single job through after at most one job of a course with 500 waiting", async () => {
    const db = database.handle.db;
    await db.insert(jobs).values(Array.from({ length: 500 }, () => ({ kind: 'test.run', fairnessKey: 'course:1' })));
    const single = await enqueueJob(db, { kind: 'test.run', fairnessKey: 'course:2' });
    const claimed: number[] = [];
    for (let i = 0; i < 3; i++) {
      const job = (await claimNextJob(db, claimer))!;
      claimed.push(job.id);
      await completeJob(db, job.lease);
    }
    expect(claimed.indexOf(single.id)).toBeGreaterThanOrEqual(0);
    expect(claimed.indexOf(single.id)).toBeLessThanOrEqual(1);
  });

  it('takes turns between keys while several workers hold jobs of the busy key', async () => {
    const db = database.handle.db;
    await db.insert(jobs).values(Array.from({ length: 500 }, () => ({ kind: 'test.run', fairnessKey: 'course:1' })));
    // Four workers each hold one of course 1's jobs when course 2's job arrives.
    for (let i = 0; i < 4; i++) await claimNextJob(db, { ...claimer, workerId: `test:${i}` });
    const single = await enqueueJob(db, { kind: 'test.run', fairnessKey: 'course:2' });
    const next = await claimNextJob(db, claimer);
    expect(next!.id).toBe(single.id);
  });

  it('never gives one job to two claimers at once', async () => {
    const db = database.handle.db;
    await db.insert(jobs).values(Array.from({ length: 30 }, (_, i) => ({ kind: 'test.run', fairnessKey: `k${i % 3}` })));
    const claims = await Promise.all(Array.from({ length: 40 }, (_, i) => claimNextJob(db, { ...claimer, workerId: `test:${i}` })));
    const ids = claims.filter((job) => job !== null).map((job) => job!.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(0);
    const running = await db.select().from(jobs).where(eq(jobs.state, 'running'));
    expect(running).toHaveLength(ids.length);
  });
});

describe('requeueExpiredLeases', () => {
  it("offers a dead worker's job again, and fails it after its last attempt", async () => {
    const db = database.handle.db;
    const { id } = await enqueueJob(db, { kind: 'test.run', maxAttempts: 2 });
    const first = await claimNextJob(db, claimer);
    await expireLease(id);
    expect(await requeueExpiredLeases(db)).toBe(1);
    let [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ state: 'queued', attempts: 1, leaseToken: null, lastError: EXPIRED_LEASE_ERROR });

    const second = await claimNextJob(db, claimer);
    expect(second).toMatchObject({ id, attempt: 2 });
    expect(second!.lease.token).not.toBe(first!.lease.token);
    await expireLease(id);
    await requeueExpiredLeases(db);
    [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ state: 'failed', attempts: 2, lastError: EXPIRED_LEASE_ERROR });
    expect(row!.finishedAt).toBeInstanceOf(Date);
  });

  it('leaves jobs whose lease is current alone', async () => {
    const db = database.handle.db;
    await enqueueJob(db, { kind: 'test.run' });
    await claimNextJob(db, claimer);
    expect(await requeueExpiredLeases(db)).toBe(0);
  });
});
