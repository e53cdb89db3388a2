import { connect, type Database, type DatabaseHandle } from '@marginalia/db';

/**
 * The database as a second worker process sees it: its own pool of connections on PostgreSQL, so two workers'
 * statements really run at once; the same handle on PGlite (one connection, as its one process has).
 */
export async function secondWorkerDatabase(handle: DatabaseHandle): Promise<{ db: Database; close(): Promise<void> }> {
  if (!handle.databaseUrl) return { db: handle.db, close: async () => {} };
  const other = await connect({ databaseUrl: handle.databaseUrl, poolSize: 4 });
  return { db: other.db, close: () => other.close() };
}
