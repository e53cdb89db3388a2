import { z } from 'zod';
import { IsoDateTime } from './primitives';

// The limits a run of submitted code was held to, and how the sandbox counted each (docs/ARCHITECTURE.md,
// "Sandbox"): staff read them beside a run, so that a run that passed after 29 s of CPU-bound work can be told
// from one that was stopped. And the state of each worker's sandbox, for the jobs page and /health/ready.

/**
 * How a limit was counted: for the whole run by its cgroup (v2 or v1), for each process on its own (rlimits), or
 * for all processes of the run's user together (RLIMIT_NPROC: one user per run).
 */
export const LIMIT_SCOPES = ['cgroup-v2', 'cgroup-v1', 'per-process', 'per-uid'] as const;
export const LimitScope = z.enum(LIMIT_SCOPES);
export type LimitScope = z.infer<typeof LimitScope>;

export const LimitsInForce = z.object({
  memory: z.object({ mb: z.number().int().positive(), scope: LimitScope }),
  processes: z.object({ max: z.number().int().positive(), scope: LimitScope }),
  /** `cores`: how many CPUs the run could use at once, or null when nothing capped it. */
  cpu: z.object({ seconds: z.number().positive(), scope: LimitScope, cores: z.number().positive().nullable() }),
  wallSeconds: z.number().positive(),
  /** The run's folder: a size-limited memory file system. */
  disk: z.object({ mb: z.number().int().positive(), scope: z.literal('tmpfs') }),
});
export type LimitsInForce = z.infer<typeof LimitsInForce>;

const SCOPE_WORDS: Record<LimitScope, string> = {
  'cgroup-v2': 'for the whole run (cgroup v2)',
  'cgroup-v1': 'for the whole run (cgroup v1)',
  'per-process': 'per process (no cgroup)',
  'per-uid': "for the run's user (no cgroup)",
};

const seconds = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} s`;

/**
 * One line for staff, e.g. "Limits in force: memory 768 MB for the whole run (cgroup v2), 64 processes for the whole
 * run (cgroup v2), CPU 10 s for the whole run (cgroup v2) on at most 1 CPU, wall clock 30 s, disk 256 MB in memory."
 */
export function limitsInForceText(limits: LimitsInForce): string {
  const cores = limits.cpu.cores === null ? '' : ` on at most ${limits.cpu.cores} ${limits.cpu.cores === 1 ? 'CPU' : 'CPUs'}`;
  return [
    `Limits in force: memory ${limits.memory.mb} MB ${SCOPE_WORDS[limits.memory.scope]}`,
    `${limits.processes.max} processes ${SCOPE_WORDS[limits.processes.scope]}`,
    `CPU ${seconds(limits.cpu.seconds)} ${SCOPE_WORDS[limits.cpu.scope]}${cores}`,
    `wall clock ${seconds(limits.wallSeconds)}`,
    `disk ${limits.disk.mb} MB in memory.`,
  ].join(', ');
}

/** A worker's sandbox as it last checked it: able to run submissions, or refusing, and why. */
export const WorkerSandbox = z.object({
  /** The worker: its host and the sandbox's uids, e.g. `grader-1 (uid 10001)`. */
  worker: z.string(),
  available: z.boolean(),
  /** Why it refuses to run submissions; null when it runs them. */
  reason: z.string().nullable(),
  /** How its runs' memory is counted; null when it refuses. */
  scope: LimitScope.nullable(),
  checked: IsoDateTime,
});
export type WorkerSandbox = z.infer<typeof WorkerSandbox>;

/** A worker's sandbox in one line, for the jobs page. */
export function workerSandboxText(sandbox: WorkerSandbox): string {
  if (!sandbox.available) return `${sandbox.worker} refuses to run submissions: ${sandbox.reason ?? 'no reason given.'}`;
  return `${sandbox.worker} runs submissions with memory and processes counted ${SCOPE_WORDS[sandbox.scope ?? 'per-process']}.`;
}
