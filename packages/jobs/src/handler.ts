import type { z } from 'zod';
import type { Executor } from '@marginalia/db';
import { PermanentJobError } from './errors';
import type { ClaimedJob } from './types';

/** What a handler receives besides its payload. */
export interface JobContext {
  job: ClaimedJob;
  /** Aborted when the attempt must stop: its lease was lost, staff cancelled the job, or the process is stopping. */
  signal: AbortSignal;
  /** Records how far a batch has come (done of total). */
  progress(done: number, total?: number): Promise<void>;
  /**
   * Writes the job's effects and its completion in one transaction, so they happen exactly once: when this attempt
   * no longer holds the job (a presumed-dead worker answering late), nothing is written.
   */
  complete<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
}

/** One kind of job and the step a worker runs for it. */
export interface JobHandler {
  kind: string;
  /** How long an attempt may go without a heartbeat before the job is offered again (default: the worker's). */
  leaseSeconds?: number;
  /**
   * The most jobs of this kind running at once across every worker process, enforced when a job is claimed (e.g.
   * similarity checks, so that they never take every sandbox slot). Unlimited when absent.
   */
  maxRunning?: number;
  /**
   * The longest an attempt may run: past it the handler is told to stop (its signal aborts) and the attempt fails
   * with that reason, to be tried again or end failed like any failure. Unlimited when absent.
   */
  maxRunSeconds?: number;
  /** Errors of this kind's own that trying again cannot fix, besides those isPermanentError knows. */
  isPermanent?(error: unknown): boolean;
  run(payload: unknown, context: JobContext): Promise<unknown>;
}

type JobLimits = Pick<JobHandler, 'leaseSeconds' | 'maxRunning' | 'maxRunSeconds' | 'isPermanent'>;

/**
 * A handler whose payload is checked with a zod schema first: a payload that does not fit fails the job at once
 * (trying again cannot fix it).
 */
export function defineJob<Schema extends z.ZodType>(
  definition: JobLimits & {
    kind: string;
    payload: Schema;
    run(payload: z.infer<Schema>, context: JobContext): Promise<unknown>;
  },
): JobHandler {
  return {
    kind: definition.kind,
    leaseSeconds: definition.leaseSeconds,
    maxRunning: definition.maxRunning,
    maxRunSeconds: definition.maxRunSeconds,
    isPermanent: definition.isPermanent,
    run: async (payload, context) => {
      const parsed = definition.payload.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError(`The job's payload does not fit ${definition.kind}: ${parsed.error.message}`);
      return definition.run(parsed.data, context);
    },
  };
}
