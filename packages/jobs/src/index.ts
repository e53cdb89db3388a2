// Durable background jobs on the application's own database (PGlite or PostgreSQL): see docs/ARCHITECTURE.md,
// "Background work". Enqueue with the transaction of the change that causes the job; workers claim, heartbeat and
// complete under a lease.
export { enqueueJob } from './enqueue';
export { claimNextJob, requeueExpiredLeases, EXPIRED_LEASE_ERROR, type ClaimOptions } from './claim';
export { heartbeat, completeJob, failJob, releaseJob, markCancelled, setJobProgress, completeWithin, type FailOutcome, type HeartbeatResult } from './lease';
export { cancelJob, retryJob, countJobs, listJobs, findJob, type CountCap, type JobCount, type JobFilter } from './admin';
export { defineJob, type JobContext, type JobHandler } from './handler';
export { runJob, overtimeMessage, type JobOutcome, type JobReport, type RunningAttempt, type StopReason } from './run-job';
export { startWorker, runDueJobs, defaultWorkerId, DEFAULT_LEASE_SECONDS, type Worker, type WorkerOptions } from './worker';
export { retryDelaySeconds, jitteredRetryDelaySeconds, MAX_RETRY_DELAY_SECONDS } from './backoff';
export { enqueueDueSchedules, latestOccurrence, type Schedule, type ScheduledRun } from './cron';
export { sweepFinishedJobs, sweepInBatches, DEFAULT_SWEEP_BATCH, type FinishedJobsSweep, type SweepResult } from './retention';
export { onJobEnqueued, announceJobEnqueued } from './wake';
export { PermanentJobError, MissingRowError, isPermanentError, LeaseLostError, JobStateError } from './errors';
export type { ClaimedJob, JobRow, JobSpec, JobState, Lease } from './types';
