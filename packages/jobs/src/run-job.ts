import type { Executor } from '@marginalia/db';
import { LeaseLostError, PermanentJobError } from './errors';
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
export type StopReason = 'lease-lost' | 'cancelled' | 'shutdown';

export interface RunningAttempt {
  job: ClaimedJob;
  /** Tells the handler to stop; the outcome follows the reason (shutdown releases the job untried). */
  stop(reason: StopReason): void;
  done: Promise<JobReport>;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message || 'The job failed without a message.';
}

/**
 * Runs one claimed job: heartbeats while the handler works (a lease a third of its length from expiring is
 * renewed), stops the handler when the lease is lost or staff cancel, and records the one outcome the attempt is
 * entitled to. Errors of the handler are recorded on the job, never thrown.
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
      const result = await handler.run(job.payload, context);
      if (completedWithin) return { job, outcome: 'succeeded', result };
      if (stopReason === 'cancelled') return { job, outcome: (await markCancelled(db, job.lease)) ? 'cancelled' : 'lost' };
      if (stopReason === 'shutdown') return { job, outcome: (await releaseJob(db, job.lease)) ? 'released' : 'lost' };
      return (await completeJob(db, job.lease, result ?? undefined)) ? { job, outcome: 'succeeded', result } : { job, outcome: 'lost' };
    } catch (error) {
      if (error instanceof LeaseLostError || stopReason === 'lease-lost') return { job, outcome: 'lost' };
      if (stopReason === 'cancelled') return { job, outcome: (await markCancelled(db, job.lease)) ? 'cancelled' : 'lost' };
      if (stopReason === 'shutdown') return { job, outcome: (await releaseJob(db, job.lease)) ? 'released' : 'lost' };
      const message = describe(error);
      const outcome = await failJob(db, job.lease, message, { permanent: error instanceof PermanentJobError });
      return { job, outcome, error: message };
    } finally {
      clearInterval(beat);
    }
  }

  return { job, stop, done: settle() };
}
