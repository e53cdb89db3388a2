import { hostname } from 'node:os';
import type { LimitScope, WorkerSandbox } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { Sandbox } from '@marginalia/sandbox';
import { deleteWorkerSandbox, recentWorkerSandboxes, saveWorkerSandbox } from './queries';

// Whether each worker's sandbox runs submissions, said where operators and platform admins look: the jobs page and
// /health/ready (docs/AUTOGRADER.md, "Sandbox"). A worker checks its sandbox when it starts and every few minutes
// after (a refusing host may be fixed meanwhile: a delegated cgroup, the setting changed and the worker restarted),
// and removes its row when it stops. A row not refreshed for a while is of a worker that died: it is not shown.

export const SANDBOX_CHECK_MS = 5 * 60_000;
const SHOWN_FOR_MS = 3 * SANDBOX_CHECK_MS;

/** The worker's name on the jobs page: its host, and its sandbox's first uid (two workers of a host differ there). */
export function workerName(firstUid: number): string {
  return `${hostname()} (uid ${firstUid})`;
}

/** Checks the sandbox once and records the answer. */
export async function checkWorkerSandbox(db: Executor, sandbox: Sandbox, worker: string): Promise<void> {
  const availability = await sandbox.availability();
  await saveWorkerSandbox(db, {
    worker,
    available: availability.available,
    reason: availability.available ? null : availability.reason,
    scope: availability.available ? availability.scope : null,
  });
}

export interface SandboxReports {
  stop(): Promise<void>;
}

/** Checks now and every SANDBOX_CHECK_MS until stopped; failures to record are told to `onError` and tried again. */
export function startSandboxReports(db: Database, sandbox: Sandbox, worker: string, onError: (error: unknown) => void): SandboxReports {
  let checking: Promise<void> = Promise.resolve();
  const check = () => {
    checking = checkWorkerSandbox(db, sandbox, worker).catch(onError);
  };
  check();
  const timer = setInterval(check, SANDBOX_CHECK_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await checking;
      await deleteWorkerSandbox(db, worker).catch(onError);
    },
  };
}

export async function listWorkerSandboxes(db: Executor, now = new Date()): Promise<WorkerSandbox[]> {
  const rows = await recentWorkerSandboxes(db, new Date(now.getTime() - SHOWN_FOR_MS));
  return rows.map((row) => ({ worker: row.worker, available: row.available, reason: row.reason, scope: row.scope as LimitScope | null, checked: row.checkedAt.toISOString() }));
}
