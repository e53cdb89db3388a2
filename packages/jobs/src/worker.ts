import { hostname } from 'node:os';
import type { Executor } from '@marginalia/db';
import { claimNextJob, requeueExpiredLeases } from './claim';
import { enqueueDueSchedules, type Schedule } from './cron';
import type { JobHandler } from './handler';
import { runJob, type JobReport, type RunningAttempt } from './run-job';
import { onJobEnqueued } from './wake';

export const DEFAULT_LEASE_SECONDS = 60;
const SCHEDULE_CHECK_MS = 30_000;

export interface WorkerOptions {
  db: Executor;
  handlers: readonly JobHandler[];
  /** Jobs run at once by this worker (default 4). */
  concurrency?: number;
  /** How often the queue is looked at when nothing wakes the worker (default 1 s). */
  pollMs?: number;
  /** Default lease; a handler may set its own (default 60 s: a dead worker's job is offered again within ~1 min). */
  leaseSeconds?: number;
  workerId?: string;
  /** The cron table: recurring jobs this worker enqueues when due (every worker may carry the same table). */
  schedules?: readonly Schedule[];
  onReport?: (report: JobReport) => void;
  onError?: (error: unknown) => void;
}

export interface Worker {
  /**
   * Stops claiming, waits up to `graceMs` for the jobs under way to finish, then tells the rest to stop and gives
   * them back to the queue untried. Resolves when every attempt has settled.
   */
  stop(graceMs?: number): Promise<void>;
  /** How many jobs this worker is running now. */
  active(): number;
}

export function defaultWorkerId(): string {
  return `${hostname()}:${process.pid}`;
}

/** Each kind's running limit across all workers, for the claim. */
function runningLimits(handlers: Map<string, JobHandler>): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const handler of handlers.values()) if (handler.maxRunning !== undefined) limits[handler.kind] = handler.maxRunning;
  return limits;
}

function handlerMap(handlers: readonly JobHandler[]): Map<string, JobHandler> {
  const map = new Map<string, JobHandler>();
  for (const handler of handlers) {
    if (map.has(handler.kind)) throw new Error(`Two handlers for job kind ${handler.kind}.`);
    map.set(handler.kind, handler);
  }
  return map;
}

/** Claims and runs jobs of the handlers' kinds until stopped. */
export function startWorker(options: WorkerOptions): Worker {
  const handlers = handlerMap(options.handlers);
  const kinds = [...handlers.keys()];
  const maxRunning = runningLimits(handlers);
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs ?? 1000;
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const workerId = options.workerId ?? defaultWorkerId();
  const onError = options.onError ?? ((error: unknown) => console.error('Background jobs:', error));
  const running = new Set<RunningAttempt>();
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let filling: Promise<void> | undefined;
  let again = false;
  let lastRequeue = 0;
  let lastScheduleCheck = 0;

  async function fill(): Promise<void> {
    // Expired leases are looked for at most every few seconds: cheap, and well inside the recovery bound.
    if (Date.now() - lastRequeue > Math.min(5000, (leaseSeconds * 1000) / 2)) {
      lastRequeue = Date.now();
      await requeueExpiredLeases(options.db);
    }
    // Schedules are looked at every half minute: their occurrences are minutes apart.
    if (options.schedules?.length && Date.now() - lastScheduleCheck > SCHEDULE_CHECK_MS) {
      lastScheduleCheck = Date.now();
      await enqueueDueSchedules(options.db, options.schedules);
    }
    while (!stopping && running.size < concurrency) {
      const job = await claimNextJob(options.db, { kinds, workerId, leaseSeconds: maxLease(), maxRunning });
      if (!job) return;
      const handler = handlers.get(job.kind)!;
      const attempt = runJob(options.db, handler, job, handler.leaseSeconds ?? leaseSeconds);
      running.add(attempt);
      attempt.done
        .then((report) => options.onReport?.(report))
        .catch(onError)
        .finally(() => {
          running.delete(attempt);
          wake();
        });
    }
  }

  // Claims take the longest lease any handler asks for; each attempt then heartbeats with its own handler's.
  function maxLease(): number {
    return Math.max(leaseSeconds, ...[...handlers.values()].map((handler) => handler.leaseSeconds ?? 0));
  }

  function tick(): void {
    clearTimeout(timer);
    if (stopping) return;
    if (filling) {
      again = true;
      return;
    }
    again = false;
    filling = fill()
      .catch(onError)
      .finally(() => {
        filling = undefined;
        if (stopping) return;
        timer = setTimeout(tick, again ? 0 : pollMs);
      });
  }

  function wake(): void {
    if (stopping) return;
    if (filling) again = true;
    else {
      clearTimeout(timer);
      timer = setTimeout(tick, 0);
    }
  }

  const unsubscribe = onJobEnqueued(wake);
  tick();

  return {
    active: () => running.size,
    stop: async (graceMs = 30_000) => {
      stopping = true;
      clearTimeout(timer);
      unsubscribe();
      await filling;
      const settled = Promise.allSettled([...running].map((attempt) => attempt.done));
      const graceOver = new Promise<'grace-over'>((resolve) => setTimeout(() => resolve('grace-over'), graceMs).unref());
      if ((await Promise.race([settled, graceOver])) === 'grace-over') {
        for (const attempt of running) attempt.stop('shutdown');
        await settled;
      }
    },
  };
}

/**
 * Runs due jobs of the given handlers one after another until none is due (or `limit` ran), in this call: for
 * tests and tools that want the work done exactly when they say.
 */
export async function runDueJobs(
  db: Executor,
  handlers: readonly JobHandler[],
  options: { limit?: number; leaseSeconds?: number; workerId?: string } = {},
): Promise<JobReport[]> {
  const map = handlerMap(handlers);
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const reports: JobReport[] = [];
  await requeueExpiredLeases(db);
  while (reports.length < (options.limit ?? Infinity)) {
    const job = await claimNextJob(db, { kinds: [...map.keys()], workerId: options.workerId ?? defaultWorkerId(), leaseSeconds, maxRunning: runningLimits(map) });
    if (!job) break;
    reports.push(await runJob(db, map.get(job.kind)!, job, leaseSeconds).done);
  }
  return reports;
}
