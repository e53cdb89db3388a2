import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from './testing/http-client';

// The real entry point as `npm start` runs it: embedded database in a data directory, demo data,
// the single-process lock and configuration errors. Embedded mode only, so not repeated on PostgreSQL.
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'marginalia-main-'));
const running: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function launch(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

function start(env: Record<string, string> = {}): Promise<Started> {
  const { child, output } = launch(env);
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /running at (http:\/\/localhost:\d+)/.exec(output());
      if (match) {
        clearInterval(timer);
        resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1'), output });
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}:\n${output()}`));
    });
  });
}

function exitOf(env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const { child, output } = launch(env);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output: output() })));
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_ADMIN_URL))('npm start', () => {
  it('seeds the demo on first start, refuses a second process, and reuses the data after a restart', async () => {
    const first = await start();
    expect(first.output()).toContain('Demo data created');
    for (const email of ['admin@demo.edu', 'grader1@demo.edu', 'grader2@demo.edu', 'student1@demo.edu', 'student5@demo.edu']) {
      expect(first.output()).toContain(email);
    }
    const api = apiClient(first.url);
    const login = await api.post('/token-auth/', { body: { username: 'admin@demo.edu', password: 'marginalia-demo' } });
    expect(login.status).toBe(200);
    expect(login.body.user.courseadminCourses).toHaveLength(1);
    expect(login.body.user.graderCourses).toEqual(login.body.user.courseadminCourses);
    const course = await api.get(`/courses/${login.body.user.courseadminCourses[0]}/`, { auth: login.body.token });
    expect(course.body).toMatchObject({ name: 'Intro to Programming', period: 'Fall 2026' });
    expect(course.body.assignments).toHaveLength(2);
    const demoSections = await api.get(`/courses/${course.body.id}/sections/`, { auth: login.body.token });
    expect(demoSections.body.results.map((s: { name: string; students: string[] }) => [s.name, s.students.length])).toEqual([
      ['Lab A', 3],
      ['Lab B', 2],
    ]);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);

    const second = await exitOf();
    expect(second.code).toBe(1);
    expect(second.output).toContain('in use by another Marginalia process');

    await stop(first.child);
    const third = await start();
    expect(third.output()).not.toContain('Demo data created');
    const again = await apiClient(third.url).post('/token-auth/', { body: { username: 'student1@demo.edu', password: 'marginalia-demo' } });
    expect(again.status).toBe(200);
    expect(again.body.user.studentCourses).toEqual(login.body.user.courseadminCourses);
    // A session from before the restart is still valid: the secret was kept in the data directory.
    expect((await apiClient(third.url).get('/users/me/', { auth: login.body.token })).status).toBe(200);
    await stop(third.child);
  }, 90_000);

  it('lists every invalid setting and does not start', async () => {
    const result = await exitOf({ PORT: 'eighty', SEED_DEMO: 'maybe', DATABASE_URL: 'mysql://nope' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('Invalid configuration');
    for (const name of ['PORT', 'SEED_DEMO', 'DATABASE_URL']) expect(result.output).toContain(name);
  }, 30_000);
});
