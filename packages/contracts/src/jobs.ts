import { z } from 'zod';
import { IsoDateTime, PageQuery } from './primitives';
import { WorkerSandbox } from './sandbox-limits';

// Background jobs as platform admins read them (GET /jobs/summary/, /jobs/ and /jobs/{id}/) and act on them
// (POST /jobs/{id}/retry/ and /jobs/{id}/cancel/). See docs/ARCHITECTURE.md, "Background work".

/** Job ids count every job ever queued (a bigserial), so they may outgrow the integer ids of other tables. */
export const JobId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const JobIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export const JobState = z.enum(JOB_STATES);
export type JobState = z.infer<typeof JobState>;

/** A job kind as the server names them, e.g. `mail.send`. */
export const JobKind = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z][a-z0-9_.-]*$/, 'Not a job kind (lower-case letters, digits, dots, dashes and underscores).');

/** `?state=failed,cancelled` (or the parameter repeated): the jobs in any of these states. */
const StateList = z.preprocess(
  (value) => {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (typeof text !== 'string') return text;
    return text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  },
  z.array(JobState, { error: 'A list of job states separated by commas.' }),
);

export const JobListQuery = PageQuery.extend({
  state: StateList.optional(),
  kind: JobKind.optional(),
});
export type JobListQuery = z.input<typeof JobListQuery>;

/**
 * Where the jobs page stops counting: every count it shows (GET /jobs/summary/'s, and GET /jobs/'s `count`) is exact
 * up to this, and JOB_COUNT_CAP + 1 means "more than JOB_COUNT_CAP". Counting costs at most this many rows however
 * many jobs the table holds.
 */
export const JOB_COUNT_CAP = 10_000;

export const JobStateCounts = z.object({
  queued: z.number().int().nonnegative(),
  running: z.number().int().nonnegative(),
  succeeded: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  cancelled: z.number().int().nonnegative(),
});
export type JobStateCounts = z.infer<typeof JobStateCounts>;

/**
 * How many jobs of each kind are in each state: every state of every kind that has jobs, zeros included. Each count
 * stops at JOB_COUNT_CAP + 1 (more than JOB_COUNT_CAP), and so does `total`.
 */
export const JobSummary = z.object({
  kinds: z.array(z.object({ kind: z.string(), counts: JobStateCounts, total: z.number().int().nonnegative() })),
  /** Each worker's sandbox as it last checked it (recently), refusing ones first. */
  sandboxes: z.array(WorkerSandbox),
});
export type JobSummary = z.infer<typeof JobSummary>;

/** One job in a listing. */
export const Job = z.object({
  id: JobId,
  kind: z.string(),
  state: JobState,
  /** Tries started so far, of maxAttempts. */
  attempts: z.number().int().nonnegative(),
  maxAttempts: z.number().int().nonnegative(),
  queuedAt: IsoDateTime,
  /** When the current or last try started. */
  startedAt: IsoDateTime.nullable(),
  finishedAt: IsoDateTime.nullable(),
  /** Not tried before then (a delayed start, or the backoff after a failed try). */
  runAfter: IsoDateTime,
  /** Staff asked a running job to stop; it ends cancelled at its worker's next heartbeat. */
  cancelRequestedAt: IsoDateTime.nullable(),
  lastError: z.string().nullable(),
  /** Items done of total, for jobs that work through a batch; both null otherwise. */
  progressDone: z.number().int().nonnegative().nullable(),
  progressTotal: z.number().int().nonnegative().nullable(),
});
export type Job = z.infer<typeof Job>;

/** One job in full. */
export const JobDetail = Job.extend({
  payload: z.unknown(),
  result: z.unknown(),
  priority: z.number().int(),
  fairnessKey: z.string(),
  dedupeKey: z.string().nullable(),
  /** The newer job that superseded this one (which is then cancelled). */
  supersededBy: JobId.nullable(),
  /** The process (host and pid) holding or last holding the job. */
  workerId: z.string().nullable(),
  heartbeatAt: IsoDateTime.nullable(),
  leaseExpiresAt: IsoDateTime.nullable(),
});
export type JobDetail = z.infer<typeof JobDetail>;
