import { and, asc, eq } from 'drizzle-orm';
import { autograderEnvironments, environmentFiles, type Executor } from '@marginalia/db';

// The environment's own rows: one per assignment, and its helper and solution files. Each function is one statement.

export type EnvironmentRow = typeof autograderEnvironments.$inferSelect;
export type EnvironmentFileRow = typeof environmentFiles.$inferSelect;

export async function findEnvironment(db: Executor, assignmentId: number): Promise<EnvironmentRow | null> {
  const [row] = await db.select().from(autograderEnvironments).where(eq(autograderEnvironments.assignmentId, assignmentId));
  return row ?? null;
}

/** The assignment's environment, made with `values` when it has none (two first changes at once make one). */
export async function ensureEnvironment(db: Executor, values: typeof autograderEnvironments.$inferInsert): Promise<EnvironmentRow> {
  await db.insert(autograderEnvironments).values(values).onConflictDoNothing({ target: autograderEnvironments.assignmentId });
  return (await findEnvironment(db, values.assignmentId))!;
}

export async function updateEnvironmentRow(db: Executor, environmentId: number, values: Partial<typeof autograderEnvironments.$inferInsert>): Promise<void> {
  await db
    .update(autograderEnvironments)
    .set({ ...values, modifiedAt: new Date() })
    .where(eq(autograderEnvironments.id, environmentId));
}

export function selectEnvironmentFiles(db: Executor, environmentId: number): Promise<EnvironmentFileRow[]> {
  return db.select().from(environmentFiles).where(eq(environmentFiles.environmentId, environmentId)).orderBy(asc(environmentFiles.role), asc(environmentFiles.path));
}

/** Stores a file; one with the same role and path is replaced (its id changes). */
export async function putEnvironmentFile(db: Executor, values: typeof environmentFiles.$inferInsert): Promise<EnvironmentFileRow> {
  await db
    .delete(environmentFiles)
    .where(and(eq(environmentFiles.environmentId, values.environmentId), eq(environmentFiles.role, values.role), eq(environmentFiles.path, values.path)));
  const [row] = await db.insert(environmentFiles).values(values).returning();
  return row!;
}

export async function findEnvironmentFile(db: Executor, environmentId: number, fileId: number): Promise<EnvironmentFileRow | null> {
  const [row] = await db
    .select()
    .from(environmentFiles)
    .where(and(eq(environmentFiles.id, fileId), eq(environmentFiles.environmentId, environmentId)));
  return row ?? null;
}

export async function deleteEnvironmentFile(db: Executor, fileId: number): Promise<boolean> {
  const rows = await db.delete(environmentFiles).where(eq(environmentFiles.id, fileId)).returning({ id: environmentFiles.id });
  return rows.length > 0;
}
