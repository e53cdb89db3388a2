import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// Databases of their own on the test PostgreSQL cluster (TEST_DATABASE_ADMIN_URL), for tests that start server
// processes on them: unlike createTestDatabase's, they start empty, without migrations.

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export interface EmptyDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database; `drop()` removes it even while connections remain. */
export async function createEmptyDatabase(adminUrl: string): Promise<EmptyDatabase> {
  const name = `marginalia_deploy_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  return {
    name,
    url: databaseUrl(adminUrl, name),
    drop: async () => void (await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** The path of a PostgreSQL client program (pg_dump, pg_restore, createdb) where scripts/lib finds them. */
export async function postgresProgram(name: string): Promise<string> {
  const script = fileURLToPath(new URL('../../../../scripts/lib/system-packages.mjs', import.meta.url));
  const { postgresBinDir } = (await import(script)) as { postgresBinDir: () => string | null };
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql).');
  return path.join(bin, name);
}
