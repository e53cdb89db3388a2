import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/http-client';
import { adminQuery, createEmptyDatabase, databaseUrl, postgresProgram, type EmptyDatabase } from '../testing/postgres-databases';
import { startServerProcess, type ServerProcess } from '../testing/server-process';

// Backups as the README tells operators to make them: pg_dump in the custom format from the live database,
// createdb and pg_restore into a new one, and a server started on the copy serves the same data.

const adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
const workDir = mkdtempSync(path.join(tmpdir(), 'marginalia-backup-'));
const servers: ServerProcess[] = [];
const databases: EmptyDatabase[] = [];
const restoredName = `marginalia_restored_${randomBytes(6).toString('hex')}`;

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(databases.map((database) => database.drop()));
  if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
  rmSync(workDir, { recursive: true, force: true });
});

async function run(program: string, args: string[]): Promise<void> {
  const result = spawnSync(await postgresProgram(program), args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

describe.skipIf(!adminUrl)('pg_dump and pg_restore', () => {
  it('restore into a new database that a server serves with the same data', async () => {
    const original = await createEmptyDatabase(adminUrl!);
    databases.push(original);
    // Every process of a deployment shares the secret, so sessions survive a move to the restored database.
    const shared = { JWT_SECRET: randomBytes(32).toString('hex'), WEB_DIST: workDir };
    const first = await startServerProcess({ ...shared, DATABASE_URL: original.url, SEED_DEMO: 'on', DATA_DIR: path.join(workDir, 'first') }, 150_000);
    servers.push(first);

    // Data made through the API: a new lab section with a student in the demo course.
    const api = apiClient(first.url!);
    const login = await api.post('/token-auth/', { body: { username: 'admin@demo.edu', password: 'marginalia-demo' } });
    expect(login.status).toBe(200);
    const courseId = login.body.user.courseadminCourses[0] as number;
    const created = await api.post('/sections/', {
      auth: login.body.token,
      body: { name: 'Lab C (evenings)', course: courseId, students: ['student1@demo.edu'] },
    });
    expect(created.status).toBe(201);

    // The backup is taken while the server runs, as it would be in production.
    const dump = path.join(workDir, 'marginalia.dump');
    await run('pg_dump', ['--format=custom', `--file=${dump}`, original.url]);
    expect(statSync(dump).size).toBeGreaterThan(0);
    await run('createdb', [`--maintenance-db=${adminUrl}`, restoredName]);
    const restoredUrl = databaseUrl(adminUrl!, restoredName);
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);

    const restored = await startServerProcess({ ...shared, DATABASE_URL: restoredUrl, DATA_DIR: path.join(workDir, 'restored') }, 150_000);
    servers.push(restored);
    const copy = apiClient(restored.url!);
    expect((await copy.get('/health/ready')).status).toBe(200);
    // A session signed before the backup is still good, and the section reads back as it was made.
    const section = await copy.get(`/sections/${created.body.id}/`, { auth: login.body.token });
    expect(section.status).toBe(200);
    expect(section.body).toMatchObject({ name: 'Lab C (evenings)', course: courseId, students: ['student1@demo.edu'] });
    const relogin = await copy.post('/token-auth/', { body: { username: 'student1@demo.edu', password: 'marginalia-demo' } });
    expect(relogin.status).toBe(200);
    expect(relogin.body.user.studentCourses).toEqual([courseId]);
  }, 300_000);
});
