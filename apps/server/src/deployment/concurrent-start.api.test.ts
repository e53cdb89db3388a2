import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { committedMigrations } from '@marginalia/db';
import { DEMO_LOGINS } from '../seed/demo';
import { DEMO_ORGANIZATION } from '../seed/demo-content';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/http-client';
import { adminQuery, createEmptyDatabase, type EmptyDatabase } from '../testing/postgres-databases';
import { startServerProcess, type ServerProcess } from '../testing/server-process';

// A deployment upgrade or a cold start: several web processes boot at the same moment on a database no one has
// migrated yet. They take turns on the migrations (an advisory lock), so each is applied once and all start.

const adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
const servers: ServerProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'marginalia-concurrent-'));
let database: EmptyDatabase | undefined;
let seededDatabase: EmptyDatabase | undefined;

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
  await seededDatabase?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!adminUrl)('three server processes starting at once on an empty PostgreSQL database', () => {
  it('apply each migration exactly once and all answer /health/ready', async () => {
    database = await createEmptyDatabase(adminUrl!);
    const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), WEB_DIST: dataDir };
    const starts = ['a', 'b', 'c'].map((name) => startServerProcess({ ...env, DATA_DIR: path.join(dataDir, name) }, 150_000));
    const results = await Promise.allSettled(starts);
    for (const result of results) if (result.status === 'fulfilled') servers.push(result.value);
    const failures = results.filter((result) => result.status === 'rejected').map((result) => String(result.reason));
    expect(failures).toEqual([]);

    for (const server of servers) {
      const ready = await apiClient(server.url!).get('/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready' });
    }

    const committed = committedMigrations();
    const applied = await adminQuery<{ created_at: string; times: number }>(
      database.url,
      'select created_at::text, count(*)::int as times from drizzle.__drizzle_migrations group by created_at order by created_at',
    );
    expect(applied).toEqual(committed.map((migration) => ({ created_at: String(migration.when), times: 1 })));
    // PostgreSQL defaults: no demo accounts were created.
    expect(await adminQuery(database.url, 'select 1 from users limit 1')).toEqual([]);
  }, 240_000);

  it('with the demo data on, seed it once and all start', async () => {
    seededDatabase = await createEmptyDatabase(adminUrl!);
    const env = { DATABASE_URL: seededDatabase.url, JWT_SECRET: randomBytes(32).toString('hex'), WEB_DIST: dataDir, SEED_DEMO: 'on' };
    const starts = ['d', 'e', 'f'].map((name) => startServerProcess({ ...env, DATA_DIR: path.join(dataDir, name) }, 150_000));
    const results = await Promise.allSettled(starts);
    for (const result of results) if (result.status === 'fulfilled') servers.push(result.value);
    expect(results.filter((result) => result.status === 'rejected').map((result) => String(result.reason))).toEqual([]);

    const count = async (query: string, params: unknown[] = []) => (await adminQuery<{ n: number }>(seededDatabase!.url, query, params))[0]!.n;
    expect(await count('select count(*)::int as n from organizations where name = $1', [DEMO_ORGANIZATION.name])).toBe(1);
    expect(await count('select count(*)::int as n from users where email = any($1)', [DEMO_LOGINS.map((login) => login.email)])).toBe(DEMO_LOGINS.length);
    // Nothing of the seed was written twice: no course or assignment name repeats within its parent.
    expect(await count('select count(*)::int as n from (select 1 from courses group by organization_id, name, period having count(*) > 1) twice')).toBe(0);
    expect(await count('select count(*)::int as n from (select 1 from assignments group by course_id, name having count(*) > 1) twice')).toBe(0);
  }, 240_000);
});

