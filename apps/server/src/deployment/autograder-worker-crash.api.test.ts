import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../testing/http-client';
import { postMultipart } from '../testing/multipart';
import { adminQuery, createEmptyDatabase, type EmptyDatabase } from '../testing/postgres-databases';
import { startServerProcess, type ServerProcess } from '../testing/server-process';

// A worker process killed (SIGKILL) while a test run executes: the run is not lost. Once the dead worker's lease
// runs out another worker process runs it again, and its results are stored once. Real processes on a real
// PostgreSQL database; the sandbox is the real one.

const adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
const workDir = mkdtempSync(path.join(tmpdir(), 'marginalia-worker-crash-'));
const processes: ServerProcess[] = [];
const databases: EmptyDatabase[] = [];

afterAll(async () => {
  await Promise.all(processes.map((server) => server.stop('SIGKILL')));
  await Promise.all(databases.map((database) => database.drop()));
  rmSync(workDir, { recursive: true, force: true });
});

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function setUp(api: ApiClient, baseUrl: string) {
  const login = await api.post('/token-auth/', { body: { username: 'admin@demo.edu', password: 'marginalia-demo' } });
  const auth = login.body.token as string;
  const course = login.body.user.courseadminCourses[0] as number;
  const assignment = (await api.post('/assignments/', { auth, body: { course, name: `Crash ${randomBytes(3).toString('hex')}`, points: 5 } })).body;
  await api.patch(`/assignments/${assignment.id}/environment/`, { auth, body: { language: 'bash', limits: { wallSeconds: 30 } } });
  const category = (await api.post('/testCategories/', { auth, body: { assignment: assignment.id, name: 'Slow' } })).body;
  // Long enough for the worker to be killed in the middle of it.
  const slow = (await api.post('/testCases/', { auth, body: { testCategory: category.id, type: 'shell', description: 'takes its time', script: 'sleep 3; cat answer.txt', pointsPass: 5 } })).body;
  const uploaded = await postMultipart(baseUrl, `/assignments/${assignment.id}/upload/`, auth, [{ field: 'files', name: 'answer.txt', content: '42\n' }], { students: 'student1@demo.edu' });
  expect(uploaded.status).toBe(201);
  return { auth, submission: uploaded.body.submission as number, slow };
}

describe.skipIf(!adminUrl)('a worker killed in the middle of a test run', () => {
  it('is replaced: the run is offered again after the lease and stored once', async () => {
    const database = await createEmptyDatabase(adminUrl!);
    databases.push(database);
    const shared = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), WEB_DIST: workDir, WORKER_LEASE_SECONDS: '3' };
    const web = await startServerProcess({ ...shared, ROLES: 'web', SEED_DEMO: 'on', DATA_DIR: path.join(workDir, 'web') }, 150_000);
    processes.push(web);
    const api = apiClient(web.url!);
    const { auth, submission, slow } = await setUp(api, web.url!);
    const runs = () => api.get(`/submissions/${submission}/testRuns/`, { auth }).then((res) => res.body.runs as { state: string; passed: number }[]);

    const workerEnv = { ...shared, ROLES: 'worker', WORKER_CONCURRENCY: '1', AUTOGRADER_FIRST_UID: '43001' };
    const doomed = await startServerProcess({ ...workerEnv, DATA_DIR: path.join(workDir, 'doomed') });
    processes.push(doomed);
    expect((await api.post(`/submissions/${submission}/runTests/`, { auth })).status).toBe(202);
    await waitFor('the run starting', runs, (list) => list[0]?.state === 'running');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await doomed.stop('SIGKILL');

    const heir = await startServerProcess({ ...workerEnv, DATA_DIR: path.join(workDir, 'heir') });
    processes.push(heir);
    const [run] = await waitFor('the run completing', runs, (list) => list[0]?.state === 'completed');
    expect(run).toMatchObject({ state: 'completed', passed: 1 });
    const jobs = await adminQuery<{ attempts: number; state: string }>(database.url, `select attempts, state from jobs where kind = 'autograder.run'`);
    expect(jobs).toEqual([{ attempts: 2, state: 'succeeded' }]);
    const results = await adminQuery<{ n: number }>(database.url, 'select count(*)::int as n from submission_tests where test_case_id = $1', [slow.id]);
    expect(results).toEqual([{ n: 1 }]);
    const grade = await adminQuery<{ grade: string }>(database.url, 'select grade from submissions where id = $1', [submission]);
    expect(Number(grade[0]!.grade)).toBe(10);
  }, 180_000);
});
