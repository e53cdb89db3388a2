import type { Executor } from '@marginalia/db';
import { isPermanentError, LeaseLostError } from './errors';
import type { JobContext, JobHandler } from './handler';
import { completeJob, completeWithin, failJob, heartbeat, markCancelled, releaseJob, setJobProgress } from './lease';
import type { ClaimedJob } from './types';

export type JobOutcome = 'succeeded' | 'retrying' | 'failed' | 'cancelled' | 'released' | 'lost';

export interface JobReport {
  job: ClaimedJob;
  outcome: JobOutcome;
  /** What the handler returned, when it succeeded. */
  result?: unknown;
  error?: string;
}

/** Why an attempt was told to stop. */
export type StopReason = 'lease-lost' | 'cancelled' | 'shutdown' | 'timeout';

export interface RunningAttempt {
  job: ClaimedJob;
  /** Tells the handler to stop; the outcome follows the reason (shutdown releases the job untried). */
  stop(reason: StopReason): void;
  done: Promise<JobReport>;
}

/** The error an attempt that ran past its kind's maximum fails with. */
export function overtimeMessage(maxRunSeconds: number): string {
  return `Stopped: it ran longer than the ${maxRunSeconds} s a job of this kind may run.`;
}

/**
 * How long a handler told to stop for running overtime has to wind down before its attempt is recorded as failed
 * anyway (it can then write nothing more: the lease is gone).
 */
function overtimeGraceMs(maxRunSeconds: number): number {
  return Math.min(30_000, Math.max(500, (maxRunSeconds * 1000) / 4));
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message || 'The job failed without a message.';
}

/**
 * Runs one claimed job: heartbeats while the handler works (a lease a third of its length from expiring is
 * renewed), stops the handler when the lease is lost, staff cancel or it runs past its kind's maxRunSeconds, and
 * records the one outcome the attempt is entitled to. Errors of the handler are recorded on the job, never thrown;
 * errors permanent by type (isPermanentError, the handler's isPermanent) end it failed without a retry.
 */
export function runJob(db: Executor, handler: JobHandler, job: ClaimedJob, leaseSeconds: number): RunningAttempt {
  const controller = new AbortController();
  let stopReason: StopReason | null = null;
  let completedWithin = false;
  const stop = (reason: StopReason) => {
    if (stopReason) return;
    stopReason = reason;
    controller.abort(new Error(`Job ${job.id} stopped: ${reason}.`));
  };

  const beat = setInterval(() => {
    heartbeat(db, job.lease, leaseSeconds)
      .then((result) => {
        if (!result.held) stop('lease-lost');
        else if (result.cancelRequested) stop('cancelled');
      })
      .catch(() => {
        // The database is unreachable for a moment; the next beat tries again, and the lease covers two misses.
      });
  }, Math.max(50, (leaseSeconds * 1000) / 3));

  const maxRunSeconds = handler.maxRunSeconds;
  let overtime: NodeJS.Timeout | undefined;
  // Settles (never resolves) once an attempt told to stop for overtime has had its grace: its outcome is then
  // recorded even if the handler ignores its signal.
  const overtimeOver = new Promise<never>((_, reject) => {
    if (maxRunSeconds === undefined) return;
    overtime = setTimeout(() => {
      stop('timeout');
      overtime = setTimeout(() => reject(new Error(overtimeMessage(maxRunSeconds))), overtimeGraceMs(maxRunSeconds));
    }, maxRunSeconds * 1000);
  });
  overtimeOver.catch(() => {});

  const context: JobContext = {
    job,
    signal: controller.signal,
    progress: async (done, total) => {
      if (!(await setJobProgress(db, job.lease, done, total))) stop('lease-lost');
    },
    complete: async (work) => {
      const result = await completeWithin(db, job.lease, work);
      completedWithin = true;
      return result;
    },
  };

  async function settle(): Promise<JobReport> {
    try {
      const result = await Promise.race([handler.run(job.payload, context), overtimeOver]);
      if (completedWithin) return { job, outcome: 'succeeded', result };
      if (stopReason === 'timeout') return fail(overtimeMessage(maxRunSeconds!), false);
      if (stopReason === 'cancelled') return { job, outcome: (await markCancelled(db, job.lease)) ? 'cancelled' : 'lost' };
      if (stopReason === 'shutdown') return { job, outcome: (await releaseJob(db, job.lease)) ? 'released' : 'lost' };
      return (await completeJob(db, job.lease, result ?? undefined)) ? { job, outcome: 'succeeded', result } : { job, outcome: 'lost' };
    } catch (error) {
      if (error instanceof LeaseLostError || stopReason === 'lease-lost') return { job, outcome: 'lost' };
      if (stopReason === 'cancelled') return { job, outcome: (await markCancelled(db, job.lease)) ? 'cancelled' : 'lost' };
      if (stopReason === 'shutdown') return { job, outcome: (await releaseJob(db, job.lease)) ? 'released' : 'lost' };
      if (stopReason === 'timeout') return fail(overtimeMessage(maxRunSeconds!), false);
      return fail(describe(error), isPermanentError(error) || handler.isPermanent?.(error) === true);
    } finally {
      clearInterval(beat);
      clearTimeout(overtime);
    }
  }

  async function fail(message: string, permanent: boolean): Promise<JobReport> {
    const outcome = await failJob(db, job.lease, message, { permanent });
    return { job, outcome, error: message };
  }

  return { job, stop, done: settle() };
}
