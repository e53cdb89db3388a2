// `npm run bench`: throughput and latency of API routes next to a trivial route of the same server, in the
// same run (machines here are noisy: the ratio is the number to watch).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { QUEUE_SIZE } from './grading-queue';

const CONNECTIONS = 50;
const ADMIN_CONNECTIONS = 5;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Target {
  url: string;
  token: string;
  courseId: number;
  largeCourseId: number;
  largeStudentEmails: string[];
  queueAssignmentId: number;
  driver: string;
}

interface Row {
  route: string;
  method?: 'GET' | 'PATCH' | 'POST';
  path: string;
  body?: unknown;
  auth: boolean;
  /** Concurrent clients; roster writes come from a few admins at a time, not from 50. */
  connections?: number;
}

interface Cluster {
  url: string;
  stop(): void;
}

/**
 * `BENCH_DATABASE=postgres npm run bench` (or `--postgres`) measures against a throwaway PostgreSQL cluster,
 * as production runs; the default is the embedded PGlite of `npm start`.
 */
async function startDatabase(): Promise<Cluster | null> {
  if (!process.argv.includes('--postgres') && process.env.BENCH_DATABASE !== 'postgres') return null;
  const script = fileURLToPath(new URL('../../scripts/lib/postgres-cluster.mjs', import.meta.url));
  const { startPostgresCluster } = (await import(script)) as { startPostgresCluster: () => Promise<Cluster> };
  return startPostgresCluster();
}

async function startServer(cluster: Cluster | null) {
  const env = cluster ? { ...process.env, TEST_DATABASE_ADMIN_URL: cluster.url } : process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  const lines = createInterface({ input: child.stdout! });
  const target = await new Promise<Target>((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line) as Target));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { target, stop: () => child.kill('SIGTERM') };
}

function measure(target: Target, row: Row, duration = DURATION_SECONDS, connections = row.connections ?? CONNECTIONS) {
  const headers: Record<string, string> = row.auth ? { authorization: `JWT ${target.token}` } : {};
  if (row.body !== undefined) headers['content-type'] = 'application/json';
  return autocannon({
    url: target.url + row.path,
    method: row.method ?? 'GET',
    body: row.body === undefined ? undefined : JSON.stringify(row.body),
    connections,
    duration,
    headers,
  });
}

function rowsFor(target: Target): Row[] {
  const large = `/courses/${target.largeCourseId}`;
  return [
    { route: 'GET /health/ (trivial)', path: '/health/', auth: false },
    { route: 'GET /courses/{id}/', path: `/courses/${target.courseId}/`, auth: true },
    { route: 'GET /courses/{id}/roster/ (2,000 students)', path: `${large}/roster/`, auth: true },
    { route: 'GET /courses/{id}/sections/?compact=1 (60 sections)', path: `${large}/sections/?compact=1`, auth: true },
    {
      // The whole student list sent back unchanged: parsing, diffing and the transaction, without churn.
      route: 'PATCH /courses/{id}/roster/ (2,000 students, no change)',
      method: 'PATCH',
      path: `${large}/roster/`,
      body: { students: target.largeStudentEmails },
      auth: true,
      connections: ADMIN_CONNECTIONS,
    },
    {
      route: 'POST /courses/{id}/addToRoster/ (1 existing student)',
      method: 'POST',
      path: `${large}/addToRoster/`,
      body: { students: [target.largeStudentEmails[0]] },
      auth: true,
      connections: ADMIN_CONNECTIONS,
    },
    {
      // Every client is the same grader (the admin, a grader of the course); each call takes the next submission.
      route: `POST /assignments/{id}/claim/ (${QUEUE_SIZE.toLocaleString('en-US')} waiting)`,
      method: 'POST',
      path: `/assignments/${target.queueAssignmentId}/claim/`,
      auth: true,
    },
    { route: 'GET /assignments/{id}/queueLength/', path: `/assignments/${target.queueAssignmentId}/queueLength/`, auth: true },
  ];
}

const cluster = await startDatabase();
const { target, stop } = await startServer(cluster);
try {
  const rows = rowsFor(target);
  // Warm up JIT and caches before measuring.
  for (const row of rows) await measure(target, row, 1, 5);
  const results = [];
  for (const row of rows) {
    const result = await measure(target, row);
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${row.route}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    results.push({ row, result });
  }
  const trivial = results[0]!.result;
  console.log(`\nMarginalia API benchmark — ${DURATION_SECONDS} s per route, database: ${target.driver}\n`);
  console.table(
    results.map(({ row, result }) => ({
      route: row.route,
      clients: row.connections ?? CONNECTIONS,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'vs trivial': `${((result.requests.average / trivial.requests.average) * 100).toFixed(1)}%`,
    })),
  );
  console.log('Targets (docs/QUALITY.md): list p99 <= 200 ms, detail p99 <= 150 ms, detail throughput >= 25% of the trivial route.');
} finally {
  stop();
  cluster?.stop();
}
