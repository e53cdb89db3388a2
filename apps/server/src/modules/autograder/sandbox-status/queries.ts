import { desc, eq, gte } from 'drizzle-orm';
import { workerSandboxes, type Executor } from '@marginalia/db';

// Each worker's own row of worker_sandboxes: written by the worker, read by the jobs page and /health/ready.

export type WorkerSandboxRow = typeof workerSandboxes.$inferSelect;

export async function saveWorkerSandbox(db: Executor, row: Omit<WorkerSandboxRow, 'checkedAt'>): Promise<void> {
  await db
    .insert(workerSandboxes)
    .values({ ...row, checkedAt: new Date() })
    .onConflictDoUpdate({ target: workerSandboxes.worker, set: { available: row.available, reason: row.reason, scope: row.scope, checkedAt: new Date() } });
}

export async function deleteWorkerSandbox(db: Executor, worker: string): Promise<void> {
  await db.delete(workerSandboxes).where(eq(workerSandboxes.worker, worker));
}

/** Rows checked since `since` (older ones are of workers that went away without saying so), refusing ones first. */
export async function recentWorkerSandboxes(db: Executor, since: Date): Promise<WorkerSandboxRow[]> {
  return db.select().from(workerSandboxes).where(gte(workerSandboxes.checkedAt, since)).orderBy(workerSandboxes.available, desc(workerSandboxes.checkedAt), workerSandboxes.worker);
}
