import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, similarityChecks, testRuns } from '@marginalia/db';
import { enqueueJob, runDueJobs } from '@marginalia/jobs';
import { createCourse, createOrganization } from '../../testing/factories';
import { createAssignment } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { createJobsSweepJob, JOBS_SWEEP_JOB_KIND } from './retention';

// The jobs table's nightly sweep as the server runs it: old finished jobs go, except a failed job whose test run
// or similarity check never finished (its page tells the run's fate from that job).

const t = useTestServer();

async function oldJob(state: 'succeeded' | 'failed' | 'cancelled'): Promise<number> {
  const [row] = await t.server.ctx.db
    .insert(jobs)
    .values({ kind: 'autograder.run', state, finishedAt: sql`now() - interval '60 days'` })
    .returning({ id: jobs.id });
  return row!.id;
}

describe('the jobs sweep', () => {
  it('keeps the failed job of a run or check that never finished, and records what it removed', async () => {
    const db = t.server.ctx.db;
    const organization = await createOrganization(db);
    const course = await createCourse(db, organization.id);
    const assignment = await createAssignment(db, course.id);
    const plain = [await oldJob('succeeded'), await oldJob('failed'), await oldJob('cancelled')];
    const runFailed = await oldJob('failed');
    await db.insert(testRuns).values({ assignmentId: assignment.id, trigger: 'staff', state: 'running', jobId: runFailed });
    const checkFailed = await oldJob('failed');
    await db.insert(similarityChecks).values({ assignmentId: assignment.id, minimumMatchTokens: 12, state: 'running', jobId: checkFailed });
    const finishedRunJob = await oldJob('failed');
    await db.insert(testRuns).values({ assignmentId: assignment.id, trigger: 'staff', state: 'error', jobId: finishedRunJob });

    const { id } = await enqueueJob(db, { kind: JOBS_SWEEP_JOB_KIND });
    const [report] = await runDueJobs(db, [createJobsSweepJob(t.server.ctx)]);
    expect(report).toMatchObject({ outcome: 'succeeded', result: { olderThanDays: 30, deleted: 4, batches: 1 } });
    const left = (await db.select({ id: jobs.id }).from(jobs)).map((row) => row.id).sort((a, b) => a - b);
    expect(left).toEqual([runFailed, checkFailed, id]);
    for (const gone of [...plain, finishedRunJob]) expect(await db.select().from(jobs).where(eq(jobs.id, gone))).toEqual([]);
  });
});
