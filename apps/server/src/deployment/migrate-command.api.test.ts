import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { committedMigrations, connect, pendingMigrations } from '@marginalia/db';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, type EmptyDatabase } from '../testing/postgres-databases';

// `npm run migrate`, as a deploy pipeline runs it before restarting the servers: on the test PostgreSQL cluster
// when there is one (a database of its own, no JWT_SECRET needed), else on an embedded data directory.

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'marginalia-migrate-'));
let database: EmptyDatabase | undefined;

afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function migrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { JWT_SECRET: _secret, DATABASE_URL: _url, ...inherited } = process.env;
  const child = spawn('npm', ['run', '--silent', 'migrate'], { cwd: ROOT, env: { ...inherited, DATA_DIR: dataDir, ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('npm run migrate', () => {
  it('applies every committed migration and exits; run again, it finds nothing to do', async () => {
    const committed = committedMigrations();
    database = adminUrl ? await createEmptyDatabase(adminUrl) : undefined;
    const env: Record<string, string> = database ? { DATABASE_URL: database.url } : {};

    const first = await migrate(env);
    expect(first.output).toContain(database ? 'Database: PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.join(dataDir, 'pglite')}`);
    expect(first.output).toContain(`Applied ${committed.length} of ${committed.length} migrations: ${committed[0]!.tag}`);
    expect(first.code).toBe(0);

    const second = await migrate(env);
    expect(second.output).toContain(`Up to date: all ${committed.length} migrations were already applied.`);
    expect(second.code).toBe(0);

    const handle = await connect(database ? { databaseUrl: database.url, poolSize: 1 } : { dataDir: path.join(dataDir, 'pglite') });
    try {
      expect(await pendingMigrations(handle.db, committed)).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('names a DATABASE_URL it cannot use and exits with 1', async () => {
    const result = await migrate({ DATABASE_URL: 'mysql://nope' });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/Marginalia cannot migrate[\s\S]*DATABASE_URL: Must be a postgres/);
  }, 60_000);
});
