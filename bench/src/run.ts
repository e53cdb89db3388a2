// `npm run bench`: throughput and latency of GET /courses/{id}/ next to a trivial route of the
// same server, in the same run (machines here are noisy: the ratio is the number to watch).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Target {
  url: string;
  token: string;
  courseId: number;
  driver: string;
}

async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const target = await new Promise<Target>((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line) as Target));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { target, stop: () => child.kill('SIGTERM') };
}

function measure(url: string, headers: Record<string, string>) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
}

const { target, stop } = await startServer();
try {
  const auth = { authorization: `JWT ${target.token}` };
  // Warm up JIT and caches before measuring.
  await autocannon({ url: `${target.url}/courses/${target.courseId}/`, connections: 10, duration: 2, headers: auth });
  const trivial = await measure(`${target.url}/health/`, {});
  const detail = await measure(`${target.url}/courses/${target.courseId}/`, auth);
  for (const [name, result] of [['trivial', trivial], ['detail', detail]] as const) {
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const rows = [
    { route: 'GET /health/ (trivial)', result: trivial },
    { route: 'GET /courses/{id}/', result: detail },
  ];
  console.log(`\nMarginalia API benchmark — ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, database: ${target.driver}\n`);
  console.table(
    rows.map(({ route, result }) => ({
      route,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'vs trivial': `${((result.requests.average / trivial.requests.average) * 100).toFixed(1)}%`,
    })),
  );
  console.log('Target (docs/QUALITY.md): detail p99 <= 150 ms and throughput >= 25% of the trivial route.');
} finally {
  stop();
}
