import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema/index';
import type { Database, DatabaseHandle } from './database';
import { keepPgliteStatements } from './pglite-statements';
import { retryConcurrencyConflictsOnce } from './transaction-retry';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

// Every server process migrates at start-up, and on a shared PostgreSQL several may boot at once. Drizzle reads
// the last applied migration before its transaction, so two processes could both apply the same one; a
// session-level advisory lock (scoped to the database) lets one apply them while the others wait, then find
// nothing left to do. The key is arbitrary but fixed ("marg" in ASCII).
const MIGRATION_LOCK_KEY = 0x6d617267;

// numeric columns come back as strings from node-postgres; drizzle's `mode: 'number'` converts them,
// and int8 (bigint) is parsed here so counts are numbers on both drivers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface ConnectOptions {
  /** A postgres:// URL. When absent, the embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite's data directory; omit for an in-memory database. */
  dataDir?: string;
  /** A PGlite data-directory dump to start from (test template). */
  loadDataDir?: Blob | File;
  /** node-postgres pool size. */
  poolSize?: number;
}

export async function connect(options: ConnectOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.poolSize ?? 10);
  return connectPglite(options.dataDir, options.loadDataDir);
}

/**
 * PGlite's buffer cache. PostgreSQL's default (128 MB) is sized for a server of its own; PGlite's files are read
 * through the operating system, which caches them anyway, and the cache is allocated in the server process's own
 * memory, which it never gives back: 16 MB started a server at about 360 MB instead of 490 MB and kept a
 * similarity check of 500 submissions as fast (docs/SIMILARITY.md, "End to end through the API").
 */
const PGLITE_SHARED_BUFFERS = '16MB';

async function connectPglite(dataDir?: string, loadDataDir?: Blob | File): Promise<DatabaseHandle> {
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  if (dataDir && !loadDataDir && !existsSync(path.join(dataDir, 'PG_VERSION'))) await createClusterApart(dataDir, startParams);
  // Each statement is parsed once and then only bound and run (pglite-statements.ts).
  const client = keepPgliteStatements(await PGlite.create({ dataDir, loadDataDir, startParams }));
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: (migrationsFolder = MIGRATIONS_FOLDER) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    pglite: client,
  } as DatabaseHandle & { pglite: PGlite };
}

/**
 * Creates PGlite's database cluster in `dataDir` (initdb) in a worker thread of its own. Creating it grows PGlite's
 * WebAssembly memory to about 650 MB, which an instance never gives back and a closed one gives back only whenever
 * the garbage collector next runs: a server's first start on a new data folder held about 790 MB, a restart about
 * 300 MB. A thread's memory goes with it.
 */
async function createClusterApart(dataDir: string, startParams: string[]): Promise<void> {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     import(workerData.pglite)
       .then(async ({ PGlite }) => (await PGlite.create({ dataDir: workerData.dataDir, startParams: workerData.startParams })).close())
       .then(() => parentPort.postMessage('created'));`,
    { eval: true, workerData: { pglite: import.meta.resolve('@electric-sql/pglite'), dataDir, startParams } },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`Creating the embedded database stopped (exit code ${code}).`)));
    });
  } finally {
    await worker.terminate();
  }
}

async function connectPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection can fail (server restart, connection terminated by an administrator).
  // Without a listener that error would crash the process; the pool replaces the connection.
  pool.on('error', (error) => {
    if ((error as { code?: string }).code !== '57P01') console.warn(`PostgreSQL connection error: ${error.message}`);
  });
  // Fail fast with a clear error when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres(pool, { schema });
  return {
    db: retryConcurrencyConflictsOnce(db as unknown as Database),
    driver: 'postgres',
    databaseUrl: url,
    migrate: (migrationsFolder = MIGRATIONS_FOLDER) => migratePostgresLocked(pool, migrationsFolder),
    close: () => pool.end(),
  };
}

/** Applies pending migrations on one connection that holds the migration lock throughout. */
async function migratePostgresLocked(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    client.release();
  } catch (error) {
    // Dropping the connection ends its session, and with it the lock, whatever state the failure left it in.
    client.release(error as Error);
    throw error;
  }
}
