import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { jobs, similarityChecks, testRuns } from '@marginalia/db';
import { defineJob, sweepFinishedJobs, type JobHandler } from '@marginalia/jobs';
import type { AppContext } from '../../core/app-context';

// The jobs table's retention (docs/ARCHITECTURE.md, "Background work"): finished jobs are deleted
// JOB_RETENTION_DAYS after they ended. A failed job whose test run or similarity check never finished is kept:
// those pages tell the run's or check's fate from its job (a run whose job failed shows as an error).

export const JOBS_SWEEP_JOB_KIND = 'retention.jobs';

const stillTellsAFate = sql`(${jobs.state} = 'failed' and (
  exists (select 1 from ${testRuns} where ${testRuns.jobId} = ${jobs.id} and ${testRuns.state} in ('queued', 'running'))
  or exists (select 1 from ${similarityChecks} where ${similarityChecks.jobId} = ${jobs.id} and ${similarityChecks.state} in ('queued', 'running'))
))`;

/** The nightly `retention.jobs` job: its result says how many jobs it removed. */
export function createJobsSweepJob(ctx: Pick<AppContext, 'db' | 'config'>): JobHandler {
  return defineJob({
    kind: JOBS_SWEEP_JOB_KIND,
    payload: z.object({}),
    run: async (_, { signal }) => {
      const olderThanDays = ctx.config.JOB_RETENTION_DAYS;
      return { olderThanDays, ...(await sweepFinishedJobs(ctx.db, { olderThanDays, signal, keep: stillTellsAFate })) };
    },
  });
}
