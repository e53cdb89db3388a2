import { startWorker } from '@marginalia/jobs';
import type { AppContext } from '../core/app-context';
import { startSandboxReports, workerName } from '../modules/autograder/sandbox-status/service';
import { jobHandlers } from './job-handlers';
import { SCHEDULES } from './schedules';

export interface BackgroundLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface BackgroundWorker {
  /** Stops claiming, lets jobs under way finish for up to `graceMs`, gives the rest back, and closes connections. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * The worker role: runs every job kind of job-handlers.ts until stopped, enqueues the cron table's (schedules.ts),
 * and says whether its sandbox runs submissions (the jobs page and /health/ready show it) unless the sandbox is
 * turned off.
 */
export function startBackgroundWorker(ctx: Pick<AppContext, 'db' | 'config'>, log: BackgroundLog): BackgroundWorker {
  const registry = jobHandlers(ctx, {
    onMailFailure: (failure) => log.warn(failure, failure.givenUp ? 'Mail not delivered; giving up' : 'Mail not delivered; will retry'),
  });
  const worker = startWorker({
    db: ctx.db,
    handlers: registry.handlers,
    concurrency: ctx.config.WORKER_CONCURRENCY,
    leaseSeconds: ctx.config.WORKER_LEASE_SECONDS,
    schedules: SCHEDULES,
    onReport: (report) => {
      // What each retention sweep removed is its job's result (on the jobs page) and this line.
      if (report.outcome === 'succeeded' && report.job.kind.startsWith('retention.')) log.info({ jobId: report.job.id, kind: report.job.kind, removed: report.result }, 'Retention sweep done');
      if (report.outcome === 'failed') log.error({ jobId: report.job.id, kind: report.job.kind, error: report.error }, 'Job failed after its last attempt');
      else if (report.outcome === 'retrying') log.warn({ jobId: report.job.id, kind: report.job.kind, error: report.error }, 'Job attempt failed; will retry');
    },
    onError: (error) => log.error({ err: error }, 'Background jobs stopped on an error; trying again shortly'),
  });
  const reports =
    ctx.config.AUTOGRADER_SANDBOX === 'off'
      ? null
      : startSandboxReports(ctx.db, registry.sandbox, workerName(ctx.config.AUTOGRADER_FIRST_UID), (error) => log.warn({ err: error }, 'Could not record the sandbox check'));
  return {
    stop: async (graceMs) => {
      await worker.stop(graceMs);
      await reports?.stop();
      registry.close();
    },
  };
}
