import path from 'node:path';
import { connect, type DatabaseHandle } from '@marginalia/db';
import type { DatabaseConfig } from '../core/config';
import { DataDirLockedError, lockDataDir } from './data-dir';

// How the entries (main.ts, migrate.ts) reach their database. Each reports a failure in its own words and exits,
// so these answer with a message instead of exiting themselves.

export type Opened<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * The embedded database belongs to one process at a time: takes DATA_DIR's lock (nothing to take with
 * DATABASE_URL), or says which process holds it. The release runs at shutdown.
 */
export function lockEmbeddedData(config: Pick<DatabaseConfig, 'DATABASE_URL' | 'DATA_DIR'>): Opened<() => void> {
  if (config.DATABASE_URL) return { ok: true, value: () => {} };
  try {
    return { ok: true, value: lockDataDir(config.DATA_DIR) };
  } catch (error) {
    if (error instanceof DataDirLockedError) return { ok: false, message: error.message };
    throw error;
  }
}

/** PostgreSQL at DATABASE_URL, or the embedded PGlite in DATA_DIR/pglite. */
export async function openDatabase(config: Pick<DatabaseConfig, 'DATABASE_URL' | 'DATA_DIR'>, poolSize: number): Promise<Opened<DatabaseHandle>> {
  if (!config.DATABASE_URL) return { ok: true, value: await connect({ dataDir: path.join(config.DATA_DIR, 'pglite') }) };
  try {
    return { ok: true, value: await connect({ databaseUrl: config.DATABASE_URL, poolSize }) };
  } catch (error) {
    return { ok: false, message: `Could not connect to DATABASE_URL: ${(error as Error).message}` };
  }
}
