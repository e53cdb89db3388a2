import type { Database, Executor } from '@marginalia/db';
import { JOB_COUNT_CAP, type Job, type JobDetail, type JobState, type JobSummary } from '@marginalia/contracts';
import { cancelJob, countJobs, findJob, JobStateError, listJobs, retryJob, type JobRow } from '@marginalia/jobs';
import type { AuthUser } from '../../http/auth-user';
import { badRequest, notFound } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { listWorkerSandboxes } from '../autograder/sandbox-status/service';
import { presentJob, presentJobDetail, presentSummary } from './present';

// The jobs page of platform admins (by route policy): counts (exact up to JOB_COUNT_CAP), listings and one job, and the two things staff do
// with a job, retry and cancel. packages/jobs holds every statement; this module reads, presents, and records who
// retried or cancelled a job (docs/AUDIT.md) in the transaction of the change.

/** The counts, and each worker's sandbox (a refusing one is why autograder runs end as "could not be graded"). */
export async function summarizeJobs(db: Executor): Promise<JobSummary> {
  return { ...presentSummary(await countJobs(db, { cap: JOB_COUNT_CAP })), sandboxes: await listWorkerSandboxes(db) };
}

export interface JobListFilter {
  states?: readonly JobState[];
  kind?: string;
}

export async function listJobPage(db: Executor, filter: JobListFilter, range: { limit: number; offset: number }): Promise<{ count: number; results: Job[] }> {
  const { count, rows } = await listJobs(db, { states: filter.states, kind: filter.kind }, { ...range, cap: JOB_COUNT_CAP });
  return { count, results: rows.map(presentJob) };
}

export async function readJob(db: Executor, id: number): Promise<JobDetail> {
  const row = await findJob(db, id);
  if (!row) throw notFound();
  return presentJobDetail(row);
}

/** The course a job works for, when its fairness key names one (`course:12`), for the audit log's course filter. */
function courseOfJob(row: Pick<JobRow, 'fairnessKey'>): number | null {
  const match = /^course:(\d+)$/.exec(row.fairnessKey);
  return match ? Number(match[1]) : null;
}

type JobAction = (db: Executor, id: number) => Promise<JobRow | undefined>;

/** A state the action does not allow is the caller's mistake: 400 with the reason. */
async function act(action: JobAction, type: 'job.retried' | 'job.cancelled', db: Database, user: AuthUser, id: number): Promise<JobDetail> {
  let row: JobRow | undefined;
  try {
    row = await db.transaction(async (tx) => {
      const changed = await action(tx, id);
      if (changed) await recordEvent(tx, user, { type, courseId: courseOfJob(changed), object: { type: 'job', id }, data: { kind: changed.kind, state: changed.state } });
      return changed;
    });
  } catch (error) {
    if (error instanceof JobStateError) throw badRequest(error.message);
    throw error;
  }
  if (!row) throw notFound();
  return presentJobDetail(row);
}

/** Queues a failed or cancelled job again with all its tries. */
export function retryJobNow(db: Database, user: AuthUser, id: number): Promise<JobDetail> {
  return act(retryJob, 'job.retried', db, user, id);
}

/** Cancels a queued job at once; asks a running one to stop (it ends cancelled at its worker's next heartbeat). */
export function cancelJobNow(db: Database, user: AuthUser, id: number): Promise<JobDetail> {
  return act(cancelJob, 'job.cancelled', db, user, id);
}
