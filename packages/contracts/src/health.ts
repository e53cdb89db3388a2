import { z } from 'zod';
import { WorkerSandbox } from './sandbox-limits';

// What load balancers and deploy scripts read: `GET /health/` (the process answers) and `GET /health/ready` (it
// can serve: its database answers and has every migration this version ships with).

export const Liveness = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof Liveness>;

export const Ready = z.object({
  status: z.literal('ready'),
  /**
   * Workers whose sandbox refuses to run submissions (the web can still serve; those workers grade nothing), with
   * why; absent when none does.
   */
  sandboxUnavailable: z.array(WorkerSandbox.pick({ worker: true, reason: true, checked: true })).optional(),
});
export type Ready = z.infer<typeof Ready>;

export const NotReady = z.object({
  status: z.literal('unavailable'),
  reason: z.enum(['database_unavailable', 'migrations_pending']),
  /** For the operator: what failed, in words. */
  detail: z.string(),
  /** The committed migrations the database has not applied (with `migrations_pending`). */
  pendingMigrations: z.array(z.string()).optional(),
});
export type NotReady = z.infer<typeof NotReady>;
