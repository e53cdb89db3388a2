import { and, eq } from 'drizzle-orm';
import { autograderZips, type Executor } from '@marginalia/db';

export type AutograderZipRow = typeof autograderZips.$inferSelect;

export async function findZip(db: Executor, assignmentId: number): Promise<AutograderZipRow | null> {
  const [row] = await db.select().from(autograderZips).where(eq(autograderZips.assignmentId, assignmentId));
  return row ?? null;
}

/** The assignment's zip becomes this one, building from scratch (a new upload replaces the old zip and its build). */
export async function putZip(tx: Executor, values: { assignmentId: number; fileName: string; size: number; sha256: string; uploadedById: number }): Promise<AutograderZipRow> {
  const fresh = { ...values, state: 'building' as const, step: 'Waiting for a worker', log: '', error: null, uploadedAt: new Date(), buildStartedAt: null, builtAt: null, durationMs: null };
  const [row] = await tx.insert(autograderZips).values(fresh).onConflictDoUpdate({ target: autograderZips.assignmentId, set: fresh }).returning();
  return row!;
}

/** Changes the build's state, only while the assignment's zip is still the one being built (a newer upload wins). */
export async function updateBuild(db: Executor, assignmentId: number, sha256: string, changes: Partial<Pick<AutograderZipRow, 'state' | 'step' | 'log' | 'error' | 'buildStartedAt' | 'builtAt' | 'durationMs'>>): Promise<boolean> {
  const rows = await db
    .update(autograderZips)
    .set(changes)
    .where(and(eq(autograderZips.assignmentId, assignmentId), eq(autograderZips.sha256, sha256)))
    .returning({ id: autograderZips.id });
  return rows.length > 0;
}

/** The zip's own settings; null when the assignment has no zip. */
export async function updateZipSettings(tx: Executor, assignmentId: number, changes: Pick<AutograderZipRow, 'runTimeLimitSeconds'>): Promise<AutograderZipRow | null> {
  const [row] = await tx.update(autograderZips).set(changes).where(eq(autograderZips.assignmentId, assignmentId)).returning();
  return row ?? null;
}

export async function deleteZip(db: Executor, assignmentId: number): Promise<boolean> {
  const rows = await db.delete(autograderZips).where(eq(autograderZips.assignmentId, assignmentId)).returning({ id: autograderZips.id });
  return rows.length > 0;
}
