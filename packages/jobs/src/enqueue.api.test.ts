import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '@marginalia/db';
import { enqueueJob } from './enqueue';
import { useJobsDatabase } from './testing/use-jobs-database';

const database = useJobsDatabase();

describe('enqueueJob', () => {
  it('stores a queued job with its defaults', async () => {
    const { id } = await enqueueJob(database.handle.db, { kind: 'test.echo', payload: { n: 1 } });
    const [job] = await database.handle.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ kind: 'test.echo', payload: { n: 1 }, state: 'queued', priority: 0, fairnessKey: '', attempts: 0, maxAttempts: 5 });
    expect(job!.queuedAt).toBeInstanceOf(Date);
  });

  it('leaves no job when the transaction that enqueued it rolls back', async () => {
    const db = database.handle.db;
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'test.echo' });
        await enqueueJob(tx, { kind: 'test.echo', dedupeKey: 'k' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.select().from(jobs)).toEqual([]);
  });

  it('supersedes a queued job of the same kind and dedupe key, and no other', async () => {
    const db = database.handle.db;
    const first = await enqueueJob(db, { kind: 'test.run', dedupeKey: 'submission:1' });
    const other = await enqueueJob(db, { kind: 'test.run', dedupeKey: 'submission:2' });
    const otherKind = await enqueueJob(db, { kind: 'test.other', dedupeKey: 'submission:1' });
    const second = await enqueueJob(db, { kind: 'test.run', dedupeKey: 'submission:1' });
    const rows = new Map((await db.select().from(jobs)).map((row) => [row.id, row]));
    expect(rows.get(first.id)).toMatchObject({ state: 'cancelled', supersededBy: second.id, lastError: 'Superseded by a newer job.' });
    expect(rows.get(first.id)!.finishedAt).toBeInstanceOf(Date);
    expect(rows.get(second.id)!.state).toBe('queued');
    expect(rows.get(other.id)!.state).toBe('queued');
    expect(rows.get(otherKind.id)!.state).toBe('queued');
  });

  it('does not supersede a running job: it finishes, and the newer one waits', async () => {
    const db = database.handle.db;
    const first = await enqueueJob(db, { kind: 'test.run', dedupeKey: 'submission:1' });
    await db.update(jobs).set({ state: 'running' }).where(eq(jobs.id, first.id));
    const second = await enqueueJob(db, { kind: 'test.run', dedupeKey: 'submission:1' });
    const states = Object.fromEntries((await db.select().from(jobs)).map((row) => [row.id, row.state]));
    expect(states).toEqual({ [first.id]: 'running', [second.id]: 'queued' });
  });

  it('keeps one queued job per key when many enqueue the same key at once', async () => {
    const db = database.handle.db;
    await Promise.all(Array.from({ length: 8 }, () => enqueueJob(db, { kind: 'test.run', dedupeKey: 'submission:9' })));
    const rows = await db.select().from(jobs);
    expect(rows).toHaveLength(8);
    expect(rows.filter((row) => row.state === 'queued')).toHaveLength(1);
  });

  it('starts progress at 0 of the total for batches', async () => {
    const { id } = await enqueueJob(database.handle.db, { kind: 'test.batch', progressTotal: 40 });
    const [job] = await database.handle.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ progressDone: 0, progressTotal: 40 });
  });
});
