// "Run all" under load: 200 submissions of a 20-test Python assignment tested by a worker on this machine while
// clients read submissions. Reports runs per minute, run durations, and the detail route's p99 before and during
// the batch (docs/QUALITY.md: detail p99 ≤ 150 ms). Numbers, never assertions.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

interface Target {
  url: string;
  token: string;
  assignmentId: number;
  submissionIds: number[];
  driver: string;
}

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 10;

async function startServer(): Promise<{ target: Target; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./run-all-server.ts', import.meta.url))], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const target = await new Promise<Target>((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line) as Target));
    child.once('exit', (code) => reject(new Error(`autograder bench server exited with ${code}`)));
  });
  return { target, stop: () => child.kill('SIGTERM') };
}

function readSubmissions(target: Target, seconds: number) {
  let next = 0;
  return autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `JWT ${target.token}` },
    requests: [
      {
        setupRequest: (request) => {
          const id = target.submissionIds[next % target.submissionIds.length]!;
          next += 1;
          return { ...request, path: `/submissions/${id}/` };
        },
      },
    ],
  });
}

async function api<T>(target: Target, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(target.url + path, {
    method,
    headers: { authorization: `JWT ${target.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Progress {
  batch: { total: number; done: number; errors: number; state: string } | null;
  runs: { durationMs: number | null; state: string; passed: number; failed: number }[];
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!);

export async function runRunAllBench(): Promise<void> {
  const { target, stop } = await startServer();
  try {
    await readSubmissions(target, 2); // warm-up
    const idle = await readSubmissions(target, LOAD_SECONDS);
    const started = performance.now();
    await api(target, 'POST', `/assignments/${target.assignmentId}/runTests/`, {});
    const busy = await readSubmissions(target, LOAD_SECONDS);
    let progress: Progress;
    for (;;) {
      progress = await api<Progress>(target, 'GET', `/assignments/${target.assignmentId}/testRuns/`);
      if (progress.batch && progress.batch.state !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const minutes = (performance.now() - started) / 60_000;
    const durations = progress.runs.flatMap((run) => (run.durationMs === null ? [] : [run.durationMs])).sort((a, b) => a - b);
    const completed = progress.runs.filter((run) => run.state === 'completed').length;
    console.log(`\nAutograder: "Run all" on ${target.submissionIds.length} submissions of a 20-test Python assignment — database: ${target.driver}\n`);
    console.table([
      { measure: 'runs completed', value: `${completed} of ${progress.batch!.total} (${progress.batch!.errors} could not be graded)` },
      { measure: 'runs per minute (whole batch)', value: (completed / minutes).toFixed(1) },
      { measure: 'run duration p50 / p95', value: `${percentile(durations, 50)} ms / ${percentile(durations, 95)} ms` },
      { measure: `GET /submissions/{id}/ p99, idle (${CONNECTIONS} clients)`, value: `${idle.latency.p99} ms (${Math.round(idle.requests.average)} req/s)` },
      { measure: `GET /submissions/{id}/ p99, during Run all`, value: `${busy.latency.p99} ms (${Math.round(busy.requests.average)} req/s)` },
    ]);
    console.log('Targets (issue and docs/QUALITY.md): detail p99 <= 150 ms while Run all executes.');
  } finally {
    stop();
  }
}
