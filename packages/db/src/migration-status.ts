import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from './connect';
import type { Executor } from './database';

/** One migration as the committed journal (migrations/meta/_journal.json) lists it. */
export interface CommittedMigration {
  tag: string;
  /** The migration's timestamp; drizzle records it as `created_at` once the migration is applied. */
  when: number;
}

interface Journal {
  entries: CommittedMigration[];
}

/** The migrations this code base ships with, oldest first. */
export function committedMigrations(migrationsFolder: string = MIGRATIONS_FOLDER): CommittedMigration[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The committed migrations the database has no record of, by tag (empty when the schema is current). Drizzle
 * itself only applies migrations newer than the last one recorded; looking up each one also catches a migration
 * that was skipped because a newer one had been applied first.
 */
export async function pendingMigrations(db: Executor, committed: CommittedMigration[]): Promise<string[]> {
  const [table] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!table?.present) return committed.map((migration) => migration.tag);
  const applied = rowsOf<{ created_at: number | string }>(
    await db.execute(sql`select created_at from drizzle.__drizzle_migrations`),
  );
  const appliedAt = new Set(applied.map((row) => Number(row.created_at)));
  return committed.filter((migration) => !appliedAt.has(migration.when)).map((migration) => migration.tag);
}
