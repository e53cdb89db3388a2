// The `api` part: the scale corpus checked end to end as staff run a check. The submissions are seeded into a
// database, the server (main.ts) started on it in a process of its own, a check started through the HTTP API and
// read until it is complete; then one submission changes and the check is updated (the incremental path), timed
// the same way; last, its groups are read once (formed on request from every kept pair). Peak memory is read from
// /proc (Linux).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, createTestDatabase, type DatabaseHandle } from '@marginalia/db';
import { startServerProcess, type ServerProcess } from '@marginalia/server/testing/server-process';
import type { ScaleCorpus } from '../scale/corpus';
import { seedCheckCourse, type SeededCheck } from './seed';

/** How often the check is read while it runs: often enough that the wall clock is within a tenth of a second. */
const POLL_MS = 100;
/** A check not done by then is reported as such rather than waited for. */
const GIVE_UP_MS = 300_000;

export interface ApiRun {
  /** From the POST that starts (or updates) the check to the first read that finds it complete, wall clock. */
  seconds: number;
  /** The check's own durationMs: from the start of its job to the end of storing its results. */
  durationMs: number;
  pairs: number;
}

export interface ApiMeasures {
  driver: string;
  first: ApiRun;
  /** After one submission changed (a new version of its file, uploaded through the API): the update's run. */
  update: ApiRun;
  /** Peak RSS of the server process (web and worker): once started and ready, and after both runs. */
  startedMegabytes: number;
  peakMegabytes: number;
  /** GET /similarityChecks/{id}/groups/ at the default threshold after the runs: wall clock, and what it found. */
  groups: { seconds: number; count: number; largest: number; peakMegabytes: number };
}

export type ApiOutcome = ApiMeasures | { driver: string; error: string };

interface Target extends SeededCheck {
  url: string;
}

/** The process's peak RSS so far (Linux's VmHWM), in MB. */
function peakMegabytes(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

async function call<T>(server: Target, method: 'GET' | 'POST', route: string, body?: object): Promise<T> {
  const response = await fetch(server.url + route, {
    method,
    headers: { authorization: `JWT ${server.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

interface CheckAnswer {
  id: number;
  state: string;
  error: string | null;
  durationMs: number | null;
  pairCount: number;
}

/** Starts (or updates) a check and reads it until it is complete. */
async function timedRun(server: Target, start: () => Promise<CheckAnswer>): Promise<ApiRun & { id: number }> {
  const started = performance.now();
  const { id } = await start();
  for (;;) {
    const check = await call<CheckAnswer>(server, 'GET', `/similarityChecks/${id}/`);
    if (check.state === 'complete') return { id, seconds: (performance.now() - started) / 1000, durationMs: check.durationMs ?? 0, pairs: check.pairCount };
    if (check.state === 'failed') throw new Error(`the check failed: ${check.error}`);
    if (performance.now() - started > GIVE_UP_MS) throw new Error(`the check was still ${check.state} after ${GIVE_UP_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Seeds a database as a server would have it after the submissions came in, then starts the server (main.ts, as
 * `npm start` runs it: web and worker in one process) on it, so that the process's memory is the server's own.
 */
async function measureOn(corpus: ScaleCorpus, folder: string, postgresUrl: string | null): Promise<ApiMeasures> {
  const jwtSecret = randomBytes(32).toString('hex');
  const dataDir = path.join(folder, postgresUrl ? 'postgres-data' : 'pglite-data');
  mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
  // PostgreSQL: a fresh database on the cluster, dropped when its handle closes; PGlite: the data folder main.ts opens.
  const handle: DatabaseHandle = postgresUrl ? await createTestDatabase(postgresUrl) : await connect({ dataDir: path.join(dataDir, 'pglite') });
  let server: ServerProcess | null = null;
  try {
    if (!postgresUrl) await handle.migrate();
    const seeded = await seedCheckCourse(handle.db, corpus, jwtSecret);
    if (!postgresUrl) await handle.close();
    server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        JWT_SECRET: jwtSecret,
        SEED_DEMO: 'off',
        LOG_LEVEL: 'warn',
        AUTOGRADER_SANDBOX: 'off',
        WEB_DIST: path.join(folder, 'no-web-build'),
        ...(postgresUrl ? { DATABASE_URL: handle.databaseUrl! } : {}),
      },
      180_000,
    );
    const pid = server.child.pid!;
    const target: Target = { ...seeded, url: server.url! };
    const startedMegabytes = peakMegabytes(pid);
    const first = await timedRun(target, () => call(target, 'POST', `/assignments/${target.assignmentId}/similarityChecks/`, { language: 'java' }));
    // One submission changes: a new version of its file (the newcomer's text) is uploaded; the update reads it alone.
    const file = corpus.submissions[1]!.files[0]!;
    await call(target, 'POST', '/files/', { submission: target.submissionIds[1], name: file.path, extension: 'java', code: corpus.newcomer.files[0]!.text });
    const update = await timedRun(target, () => call(target, 'POST', `/similarityChecks/${first.id}/update/`));
    const peak = peakMegabytes(pid);
    const asked = performance.now();
    const answer = await call<{ groups: { members: unknown[] }[] }>(target, 'GET', `/similarityChecks/${first.id}/groups/`);
    const groups = {
      seconds: (performance.now() - asked) / 1000,
      count: answer.groups.length,
      largest: Math.max(0, ...answer.groups.map((group) => group.members.length)),
      peakMegabytes: peakMegabytes(pid),
    };
    return { driver: postgresUrl ? 'postgres' : 'pglite', first, update, startedMegabytes, peakMegabytes: peak, groups };
  } finally {
    await server?.stop();
    if (postgresUrl) await handle.close();
  }
}

/** The check on PGlite, and on PostgreSQL too when `postgresUrl` names a cluster benches may use. */
export async function measureApi(corpus: ScaleCorpus, postgresUrl: string | null, log: (line: string) => void): Promise<ApiOutcome[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'marginalia-similarity-api-'));
  try {
    const outcomes: ApiOutcome[] = [];
    for (const [driver, url] of [['pglite', null], ...(postgresUrl ? [['postgres', postgresUrl] as const] : [])] as const) {
      log(`API: ${corpus.submissions.length} submissions checked through the API on ${driver}…`);
      try {
        outcomes.push(await measureOn(corpus, dir, url));
      } catch (error) {
        outcomes.push({ driver, error: error instanceof Error ? error.message : String(error) });
      }
    }
    return outcomes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
