import { cancelJob, enqueueJob } from '@marginalia/jobs';
import type { Executor } from '@marginalia/db';
import type { TestRunTrigger } from '@marginalia/contracts';
import { AUTOGRADER_JOB_KIND, BULK_PRIORITY, INTERACTIVE_PRIORITY, RUN_MAX_ATTEMPTS } from './job-kind';
import { insertRun, lockActiveSubmissionRuns, setRunJob, updateRunRow, type TestRunRow } from './queries';

// Queueing a run: its row and its job in the caller's transaction, so a run is queued exactly when the upload (or
// the request) that asked for it is stored. A submission has one current run: a newer one supersedes a queued
// older run, and asks a running one to stop (its results would describe files that are no longer current).

export interface RunRequest {
  assignmentId: number;
  courseId: number;
  /** Null for a run against the reference solution. */
  submissionId: number | null;
  /** Runs of posted results (`external`) are never queued. */
  trigger: Exclude<TestRunTrigger, 'external'>;
  batchId?: number | null;
  triggeredById: number | null;
}

async function stopJob(tx: Executor, jobId: number | null): Promise<void> {
  if (jobId === null) return;
  try {
    await cancelJob(tx, jobId);
  } catch {
    // The job ended meanwhile (JobStateError): nothing left to stop.
  }
}

/** Ends a queued or running run (its row locked by the caller) as `state`, and stops its job. */
export async function endRun(tx: Executor, run: TestRunRow, state: 'cancelled' | 'superseded'): Promise<void> {
  await updateRunRow(tx, run.id, { state, finishedAt: new Date() });
  await stopJob(tx, run.jobId);
}

export async function queueRun(tx: Executor, request: RunRequest): Promise<TestRunRow> {
  if (request.submissionId !== null) {
    for (const older of await lockActiveSubmissionRuns(tx, request.submissionId)) await endRun(tx, older, 'superseded');
  }
  const run = await insertRun(tx, {
    assignmentId: request.assignmentId,
    submissionId: request.submissionId,
    batchId: request.batchId ?? null,
    trigger: request.trigger,
    triggeredById: request.triggeredById,
  });
  const job = await enqueueJob(tx, {
    kind: AUTOGRADER_JOB_KIND,
    payload: { runId: run.id },
    priority: request.trigger === 'batch' ? BULK_PRIORITY : INTERACTIVE_PRIORITY,
    fairnessKey: `course:${request.courseId}`,
    maxAttempts: RUN_MAX_ATTEMPTS,
  });
  await setRunJob(tx, run.id, job.id);
  return { ...run, jobId: job.id };
}
