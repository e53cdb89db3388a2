import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { connect, MIGRATIONS_FOLDER } from './connect';
import type { DatabaseHandle } from './database';

// Creating a PGlite database runs initdb in WASM (seconds). Tests migrate once, dump the data
// directory and start every database from that dump; on PostgreSQL a migrated template database
// plays the same part.

let pgliteTemplate: Promise<Blob | File> | undefined;

async function buildPgliteTemplate(): Promise<Blob | File> {
  const handle = await connect();
  await handle.migrate();
  const client = (handle as DatabaseHandle & { pglite: PGlite }).pglite;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  return dump;
}

// Named after the migrations it holds, so a cluster reused across changes of the schema never hands out a stale one.
const TEMPLATE_DB = `marginalia_test_template_${createHash('sha256')
  .update(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json')))
  .digest('hex')
  .slice(0, 12)}`;
const preparedTemplates = new Map<string, Promise<void>>();

async function prepareTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Several test workers may race here: an advisory lock makes one of them build the template.
    await admin.query('SELECT pg_advisory_lock(4242)');
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE_DB]);
    if (exists.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
      const handle = await connect({ databaseUrl: withDatabase(adminUrl, TEMPLATE_DB), poolSize: 1 });
      await handle.migrate();
      await handle.close();
    }
    await admin.query('SELECT pg_advisory_unlock(4242)');
  } finally {
    await admin.end();
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file. With `adminUrl` (a PostgreSQL server the harness
 * started) it is a new database cloned from a migrated template; otherwise an in-memory PGlite.
 */
export async function createTestDatabase(adminUrl?: string): Promise<DatabaseHandle> {
  if (!adminUrl) {
    pgliteTemplate ??= buildPgliteTemplate();
    return connect({ loadDataDir: await pgliteTemplate });
  }
  let prepared = preparedTemplates.get(adminUrl);
  if (!prepared) {
    prepared = prepareTemplate(adminUrl);
    preparedTemplates.set(adminUrl, prepared);
  }
  await prepared;
  return newPostgresDatabase(adminUrl, TEMPLATE_DB);
}

/**
 * A fresh database with no migrations applied yet, for tests of a migration: they migrate it part of the way,
 * write rows as they were, and migrate the rest. PGlite unless `adminUrl` names a PostgreSQL server.
 */
export async function createEmptyTestDatabase(adminUrl?: string): Promise<DatabaseHandle> {
  if (!adminUrl) return connect();
  return newPostgresDatabase(adminUrl, 'template0');
}

/** A new database copied from `template`, dropped again on close. */
async function newPostgresDatabase(adminUrl: string, template: string): Promise<DatabaseHandle> {
  const name = `marginalia_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const handle = await connect({ databaseUrl: withDatabase(adminUrl, name), poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => cleanup.end());
    },
  };
}
