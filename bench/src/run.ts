// `npm run bench`: throughput and latency of API routes next to a trivial route of the same server, in the
// same run (machines here are noisy: the ratio is the number to watch). Eleven suites: `roster` (a course, the
// roster and sections of a 2,000-student course, the grading queue), `grading` (the grading API on a
// 1,000-student course with 20,000 comments, against docs/QUALITY.md's targets) and `codeview` (the submission
// view on a 5,000-line file with 300 comments in headless Chromium, next to bare CodeMirror on the same file),
// `bundles` (the JavaScript each public route makes a first visitor download, against the 300 KB budget), and
// `jobs` (the background jobs system: enqueue, claim and drain rates, fairness, a dead worker's job coming back),
// and `autograder` (what the sandbox adds to one run, bare next to sandboxed, then "Run all" on 200 submissions:
// runs per minute and the API's p99 meanwhile; needs root and bubblewrap), and `deadline` (deadline day on a
// throwaway PostgreSQL cluster: 600 students uploading 120 a minute to a web process while worker processes test
// every upload and one of them is killed; whether every acknowledged upload was graded, queue waits, runs per
// minute, the student pages' p99; needs root and bubblewrap; six to ten minutes, by how long the queue takes to drain),
// and `similarity` (the similarity engine on labelled corpora, generated disguises and a 500-submission check, next
// to Dolos; `npm run bench:similarity`), and `platform` (the platform console's reads on 500 organizations, 5,000
// courses and 200,000 people: first pages, searches, sorts by a count, the course drawer, weekly analytics), and
// `jobs-page` (the jobs page's queries over 1,000,000 finished jobs, then the nightly finished-jobs sweep), and
// `peer-review` (a double-blind peer review for a class of 500 through the API: setting up and opening, the
// allocation, students reviewing, the tick weaving in late submissions, closing with a weight, grading the
// reviewing, the authors' feedback; reads against docs/QUALITY.md's targets).
//
// The roster, grading, code view and bundle suites end with their numbers next to the stored baseline of
// bench/baselines/ (one file per suite and database): a number more than 20 % worse is printed in a table of
// regressions. `BENCH_SAVE_BASELINE=1 npm run bench` makes this run's numbers the baseline instead.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { gradingCourseRows, isRegistered, printGradingTable, type GradingOutcome } from './grading-course-rows';
import { QUEUE_SIZE } from './grading-queue';
import { runAutograderSuite } from './autograder/suite';
import { runBundleSuite } from './bundles/suite';
import { runCodeViewSuite } from './codeview/suite';
import { runDeadlineSuite } from './deadline/suite';
import { runJobsSuite } from './jobs/suite';
import { runJobsPageSuite } from './jobs-page/suite';
import { runPeerReviewSuite } from './peer-review/suite';
import { runPlatformSuite } from './platform/suite';
import { runSimilaritySuite } from './similarity/suite';
import { runRunAllBench } from './autograder/run-all';
import { CONNECTIONS, drain, measure, type Row, type Target } from './load';
import { recordedMeasurements, recordMeasurements } from './regressions/measurement';
import { reportAgainstBaseline } from './regressions/report';
import { apiMeasurements } from './regressions/suite-measurements';

const ADMIN_CONNECTIONS = 5;
/** Per route; the grading course has more routes (and waits for the server to drain between them), so each gets less time. */
const ROSTER_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const GRADING_SECONDS = Number(process.env.BENCH_SECONDS ?? 6);

/** `BENCH_SUITE=grading npm run bench` (or `--suite=grading` given to run.ts) runs one suite; the default runs all. */
const SUITES = ['roster', 'grading', 'codeview', 'bundles', 'jobs', 'autograder', 'deadline', 'similarity', 'platform', 'jobs-page', 'peer-review'] as const;
type Suite = (typeof SUITES)[number];

function selectedSuites(): Suite[] {
  const flag = process.argv.find((arg) => arg.startsWith('--suite='))?.slice('--suite='.length) ?? process.env.BENCH_SUITE;
  if (!flag) return [...SUITES];
  const wanted = flag.split(',');
  const unknown = wanted.filter((name) => !(SUITES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`Unknown suite ${unknown.join(', ')}; known: ${SUITES.join(', ')}.`);
  return wanted as Suite[];
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

async function runRosterSuite(target: Target) {
  const rows = rowsFor(target);
  // Warm up JIT and caches before measuring.
  for (const row of rows) await measure(target, row, 1, 5);
  const results = [];
  for (const row of rows) {
    await drain(target);
    results.push({ row, result: await measure(target, row, ROSTER_SECONDS) });
  }
  const trivial = results[0]!.result;
  recordMeasurements(apiMeasurements('roster', results.map(({ row, result }) => ({ route: row.route, result })), rows[0]!.route));
  console.log(`\nMarginalia API benchmark — ${ROSTER_SECONDS} s per route, database: ${target.driver}\n`);
  console.table(
    results.map(({ row, result }) => ({
      route: row.route,
      clients: row.connections ?? CONNECTIONS,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'vs trivial': `${((result.requests.average / trivial.requests.average) * 100).toFixed(1)}%`,
      // Error answers or timeouts (10 s) make the row's numbers meaningless; the other rows still stand.
      valid: result.non2xx > 0 || result.errors > 0 ? `NO: ${result.non2xx} non-2xx, ${result.errors} errors/timeouts` : 'yes',
    })),
  );
  console.log('Targets (docs/QUALITY.md): list p99 <= 200 ms, detail p99 <= 150 ms, detail throughput >= 25% of the trivial route.');
}

/**
 * Routes still being built are reported as "not available" and the others still measured; a route that
 * answers an error is reported with its status rather than stopping the run.
 */
async function runGradingSuite(target: Target) {
  const rows = gradingCourseRows(target);
  const outcomes: GradingOutcome[] = [];
  for (const row of rows) {
    if (!isRegistered(target, row)) {
      outcomes.push({ skipped: 'not available' });
      continue;
    }
    const probe = await fetch(target.url + row.path, { headers: { authorization: `JWT ${target.token}` } });
    await probe.arrayBuffer();
    if (!probe.ok) {
      outcomes.push({ skipped: `answers ${probe.status}` });
      continue;
    }
    await measure(target, row, 1, 5);
    await drain(target);
    outcomes.push({ result: await measure(target, row, GRADING_SECONDS) });
    await drain(target);
  }
  printGradingTable(rows, outcomes, GRADING_SECONDS, target.driver);
  const measured = rows.flatMap((row, i) => {
    const outcome = outcomes[i]!;
    return 'result' in outcome ? [{ route: row.route, result: outcome.result }] : [];
  });
  recordMeasurements(apiMeasurements('grading', measured, rows.find((row) => row.kind === 'trivial')!.route));
}

const suites = selectedSuites();
const cluster = await startDatabase();
try {
  // The API suites share one server with their data; the code view has its own (a smaller world), started after
  // the API server has stopped so that the browser does not compete with it.
  if (suites.includes('roster') || suites.includes('grading')) {
    const { target, stop } = await startServer(cluster);
    try {
      if (suites.includes('roster')) await runRosterSuite(target);
      if (suites.includes('grading')) await runGradingSuite(target);
    } finally {
      stop();
    }
  }
  if (suites.includes('codeview')) await runCodeViewSuite(cluster?.url ?? null);
  if (suites.includes('bundles')) await runBundleSuite(cluster?.url ?? null);
  if (suites.includes('jobs')) await runJobsSuite(cluster?.url ?? null);
  if (suites.includes('autograder')) {
    await runAutograderSuite();
    await runRunAllBench();
  }
  if (suites.includes('deadline')) await runDeadlineSuite(cluster?.url ?? null);
  if (suites.includes('similarity')) await runSimilaritySuite();
  if (suites.includes('platform')) await runPlatformSuite(cluster?.url ?? null);
  if (suites.includes('jobs-page')) await runJobsPageSuite(cluster?.url ?? null);
  if (suites.includes('peer-review')) await runPeerReviewSuite(cluster?.url ?? null);
  // The roster, grading, code view and bundle suites keep their numbers; the others print their own verdicts.
  reportAgainstBaseline(recordedMeasurements(), cluster ? 'postgres' : 'pglite');
} finally {
  cluster?.stop();
}
