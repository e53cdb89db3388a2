import type { Executor } from '@marginalia/db';
import type { Job, JobDetail, JobState, JobSummary } from '@marginalia/contracts';
import { cancelJob, countJobs, findJob, JobStateError, listJobs, retryJob, type JobRow } from '@marginalia/jobs';
import { badRequest, notFound } from '../../http/errors';
import { presentJob, presentJobDetail, presentSummary } from './present';

// The jobs page of platform admins (by route policy): counts, listings and one job, and the two things staff do
// with a job, retry and cancel. packages/jobs holds every statement; this module only reads and presents.

export async function summarizeJobs(db: Executor): Promise<JobSummary> {
  return presentSummary(await countJobs(db));
}

export interface JobListFilter {
  states?: readonly JobState[];
  kind?: string;
}

export async function listJobPage(db: Executor, filter: JobListFilter, range: { limit: number; offset: number }): Promise<{ count: number; results: Job[] }> {
  const { count, rows } = await listJobs(db, { states: filter.states, kind: filter.kind }, range);
  return { count, results: rows.map(presentJob) };
}

export async function readJob(db: Executor, id: number): Promise<JobDetail> {
  const row = await findJob(db, id);
  if (!row) throw notFound();
  return presentJobDetail(row);
}

/** A state the action does not allow is the caller's mistake: 400 with the reason. */
async function act(action: (db: Executor, id: number) => Promise<JobRow | undefined>, db: Executor, id: number): Promise<JobDetail> {
  let row: JobRow | undefined;
  try {
    row = await action(db, id);
  } catch (error) {
    if (error instanceof JobStateError) throw badRequest(error.message);
    throw error;
  }
  if (!row) throw notFound();
  return presentJobDetail(row);
}

/** Queues a failed or cancelled job again with all its tries. */
export function retryJobNow(db: Executor, id: number): Promise<JobDetail> {
  return act(retryJob, db, id);
}

/** Cancels a queued job at once; asks a running one to stop (it ends cancelled at its worker's next heartbeat). */
export function cancelJobNow(db: Executor, id: number): Promise<JobDetail> {
  return act(cancelJob, db, id);
}
