import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '@marginalia/db';
import { claimNextJob } from './claim';
import { enqueueJob } from './enqueue';
import { failJob } from './lease';
import { useJobsDatabase } from './testing/use-jobs-database';

const database = useJobsDatabase();
const claimer = { kinds: ['test.jitter'], workerId: 'test:1', leaseSeconds: 60 };

describe('retries after a failure', () => {
  it('wait between half the base delay and all of it, spread rather than all at once', async () => {
    const db = database.handle.db;
    for (let i = 0; i < 40; i++) await enqueueJob(db, { kind: 'test.jitter', fairnessKey: `key:${i}` });
    const delays: number[] = [];
    for (let i = 0; i < 40; i++) {
      const job = (await claimNextJob(db, claimer))!;
      const failedAt = Date.now();
      expect(await failJob(db, job.lease, 'the relay is down')).toBe('retrying');
      const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
      delays.push((row!.runAfter.getTime() - failedAt) / 1000);
    }
    // The first retry's base wait is 30 s: every delay is 15–30 s (a second's slack for the clocks).
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(14);
    expect(Math.max(...delays)).toBeLessThanOrEqual(31);
    expect(new Set(delays.map((delay) => Math.round(delay))).size).toBeGreaterThan(5);
  });
});
