// `npm run migrate`: applies the pending migrations to DATABASE_URL's database (or DATA_DIR's embedded one) and
// exits. Deploy pipelines run it once before restarting the server processes; servers still migrate at start-up,
// under the same lock, so a forgotten step costs nothing.
import path from 'node:path';
import { committedMigrations, pendingMigrations } from '@marginalia/db';
import { ConfigError, loadDatabaseConfig, type DatabaseConfig } from './core/config';
import { lockEmbeddedData, openDatabase } from './runtime/open-database';

function fail(message: string): never {
  console.error(`\nMarginalia cannot migrate.\n${message}\n`);
  process.exit(1);
}

async function main() {
  let config: DatabaseConfig;
  try {
    config = loadDatabaseConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // The embedded database belongs to one process at a time: not while a server runs on it.
  const lock = lockEmbeddedData(config);
  if (!lock.ok) fail(lock.message);
  const releaseLock = lock.value;

  try {
    const opened = await openDatabase(config, 2);
    if (!opened.ok) fail(opened.message);
    const database = opened.value;
    try {
      const committed = committedMigrations();
      const pending = await pendingMigrations(database.db, committed);
      await database.migrate();
      const left = await pendingMigrations(database.db, committed);
      const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.join(config.DATA_DIR, 'pglite')}`;
      console.log(`Database: ${where}`);
      if (left.length > 0) {
        console.error(`\nThese migrations are still not applied: ${left.join(', ')}.\n`);
        process.exitCode = 1;
        return;
      }
      console.log(
        pending.length === 0
          ? `Up to date: all ${committed.length} migrations were already applied.`
          : `Applied ${pending.length} of ${committed.length} migrations: ${pending.join(', ')}.`,
      );
    } finally {
      await database.close();
    }
  } finally {
    releaseLock();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
