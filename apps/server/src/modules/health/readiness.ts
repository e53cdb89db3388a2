import { committedMigrations, pendingMigrations, type Database } from '@marginalia/db';
import type { NotReady, Ready } from '@marginalia/contracts';
import { listWorkerSandboxes } from '../autograder/sandbox-status/service';

// A database that does not answer within this time is as good as down for a load balancer's probe.
const DATABASE_TIMEOUT_MS = 5_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this process can serve: its database answers, and has applied every migration the code was shipped
 * with (a process started on a newer version than the database, or an older database restored, is not ready).
 * The committed list is read once: it is part of the code this process runs. Workers whose sandbox refuses to run
 * submissions are named with the reason: the web still serves (this answer stays 200), but nothing they take is
 * graded until the operator fixes their host (docs/AUTOGRADER.md, "Sandbox").
 */
export function readinessCheck(db: Database) {
  const committed = committedMigrations();
  return async (): Promise<Ready | NotReady> => {
    let pending: string[];
    try {
      pending = await withTimeout(pendingMigrations(db, committed), DATABASE_TIMEOUT_MS);
    } catch (error) {
      return { status: 'unavailable', reason: 'database_unavailable', detail: `The database did not answer: ${(error as Error).message}` };
    }
    if (pending.length > 0) {
      return {
        status: 'unavailable',
        reason: 'migrations_pending',
        detail: `${pending.length} of ${committed.length} migrations are not applied; run npm run migrate.`,
        pendingMigrations: pending,
      };
    }
    let refusing;
    try {
      refusing = (await withTimeout(listWorkerSandboxes(db), DATABASE_TIMEOUT_MS)).filter((sandbox) => !sandbox.available);
    } catch (error) {
      return { status: 'unavailable', reason: 'database_unavailable', detail: `The database did not answer: ${(error as Error).message}` };
    }
    if (refusing.length === 0) return { status: 'ready' };
    return { status: 'ready', sandboxUnavailable: refusing.map(({ worker, reason, checked }) => ({ worker, reason, checked })) };
  };
}
