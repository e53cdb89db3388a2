// Durable background jobs on the application's own database (PGlite or PostgreSQL): see docs/ARCHITECTURE.md,
// "Background work". Enqueue with the transaction of the change that causes the job; workers claim, heartbeat and
// complete under a lease.
export { enqueueJob } from './enqueue';
export { claimNextJob, requeueExpiredLeases, EXPIRED_LEASE_ERROR, type ClaimOptions } from './claim';
export { heartbeat, completeJob, failJob, releaseJob, markCancelled, setJobProgress, completeWithin, type FailOutcome, type HeartbeatResult } from './lease';
export { cancelJob, retryJob, countJobs, listJobs, findJob, type JobCount, type JobFilter } from './admin';
export { defineJob, type JobContext, type JobHandler } from './handler';
export { runJob, type JobOutcome, type JobReport, type RunningAttempt, type StopReason } from './run-job';
export { startWorker, runDueJobs, defaultWorkerId, DEFAULT_LEASE_SECONDS, type Worker, type WorkerOptions } from './worker';
export { retryDelaySeconds } from './backoff';
export { onJobEnqueued, announceJobEnqueued } from './wake';
export { PermanentJobError, LeaseLostError, JobStateError } from './errors';
export type { ClaimedJob, JobRow, JobSpec, JobState, Lease } from './types';
