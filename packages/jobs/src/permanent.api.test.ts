import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '@marginalia/db';
import { enqueueJob } from './enqueue';
import { MissingRowError, PermanentJobError } from './errors';
import { defineJob, type JobHandler } from './handler';
import { useJobsDatabase } from './testing/use-jobs-database';
import { runDueJobs } from './worker';

const database = useJobsDatabase();

class RelayRefused extends Error {}

async function runOnce(handler: JobHandler, payload: unknown = {}) {
  const { id } = await enqueueJob(database.handle.db, { kind: handler.kind, payload, maxAttempts: 5 });
  const [report] = await runDueJobs(database.handle.db, [handler]);
  const [row] = await database.handle.db.select().from(jobs).where(eq(jobs.id, id));
  return { report: report!, row: row! };
}

describe('errors that are permanent by type', () => {
  it('end the job failed on its first attempt: a zod validation error of data the handler reads', async () => {
    const handler = defineJob({
      kind: 'test.parse',
      payload: z.object({}),
      run: async () => z.object({ grade: z.number() }).parse({ grade: 'A' }),
    });
    const { report, row } = await runOnce(handler);
    expect(report.outcome).toBe('failed');
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/grade/);
  });

  it('a payload that does not fit, a missing row, a PermanentJobError', async () => {
    const payloadCheck = defineJob({ kind: 'test.payload', payload: z.object({ id: z.number() }), run: async () => undefined });
    expect((await runOnce(payloadCheck, { id: 'x' })).row).toMatchObject({ state: 'failed', attempts: 1 });

    const missing = defineJob({
      kind: 'test.missing',
      payload: z.object({}),
      run: async () => {
        throw new MissingRowError('Submission 12 no longer exists.');
      },
    });
    expect((await runOnce(missing)).row).toMatchObject({ state: 'failed', attempts: 1, lastError: 'Submission 12 no longer exists.' });

    const permanent: JobHandler = {
      kind: 'test.permanent',
      run: async () => {
        throw new PermanentJobError('The template cannot render.');
      },
    };
    expect((await runOnce(permanent)).row).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('includes what a handler names as its own permanent errors', async () => {
    const handler = defineJob({
      kind: 'test.own',
      payload: z.object({}),
      isPermanent: (error) => error instanceof RelayRefused,
      run: async () => {
        throw new RelayRefused('550 mailbox does not exist');
      },
    });
    expect((await runOnce(handler)).row).toMatchObject({ state: 'failed', attempts: 1, lastError: '550 mailbox does not exist' });
  });

  it('leaves other errors to be retried', async () => {
    const handler = defineJob({
      kind: 'test.transient',
      payload: z.object({}),
      isPermanent: (error) => error instanceof RelayRefused,
      run: async () => {
        throw new Error('connection reset');
      },
    });
    const { report, row } = await runOnce(handler);
    expect(report.outcome).toBe('retrying');
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lastError: 'connection reset' });
  });
});
