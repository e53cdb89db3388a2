// `npm test`: every check the project has, in order, stopping at the first failure:
// typecheck, lint and the web app's build side by side, unit and component tests, the sandbox check (its table of
// probes in the log), the embedded path's API tests on PGlite, the whole API suite on a real PostgreSQL cluster
// started here, then the Playwright journeys in Debian's Chromium (docs/ARCHITECTURE.md, "Test run").
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureSystemPackages } from './lib/system-packages.mjs';
import { startPostgresCluster } from './lib/postgres-cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: result.status === 0, seconds });
  if (result.status !== 0) {
    summary();
    console.error(`\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Runs steps that each keep about one core busy at the same time (the machine has two), printing each one's output
 * whole when it ends so the logs do not interleave; fails like `step` if any of them fails.
 */
async function together(steps) {
  const started = Date.now();
  console.log(`\n=== ${steps.map((s) => s.name).join(' | ')} (side by side) ===`);
  const outcomes = await Promise.all(
    steps.map(
      ({ name, command, args, env = {} }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n=== ${name} ===`);
            process.stdout.write(Buffer.concat(output));
            resolve({ name, ok: code === 0, seconds });
          });
        }),
    ),
  );
  results.push(...outcomes);
  const failed = outcomes.filter((outcome) => !outcome.ok);
  if (failed.length > 0) {
    summary();
    console.error(`\n${failed.map((outcome) => outcome.name).join(', ')} failed.`);
    process.exit(1);
  }
}

function summary() {
  console.log('\n=== summary ===');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
}

ensureSystemPackages();
// tsc and eslint each use one core; the web app's build (for the journeys at the end) takes a few seconds beside them.
await together([
  { name: 'typecheck', command: 'node', args: ['scripts/typecheck.mjs'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'build the web app', command: 'npm', args: ['run', 'build', '-w', 'apps/web'] },
]);
// `web-mocks` holds the component test files that mock modules, each in a module graph of its own (apps/web/vitest.config.ts).
step('unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web', '--project', 'web-mocks']);
// The sandbox needs root, as the sandbox's unit tests do: skipped with the reason elsewhere, but never under CI.
if (process.getuid?.() === 0 || process.env.CI === 'true') step('sandbox check', 'npm', ['run', 'sandbox:check']);
else console.log('\n=== sandbox check ===\nskipped: `npm run sandbox:check` needs root');
// The API project runs a file per core. On PGlite only the files that exercise the embedded path run (the rule is
// beside the list, in vitest.config.ts); every API test runs on PostgreSQL below.
step('API tests on PGlite (the embedded path)', 'npx', ['vitest', 'run', '--project', 'api'], { API_TESTS: 'embedded' });

console.log('\n=== starting a throwaway PostgreSQL cluster ===');
const cluster = await startPostgresCluster();
// A failed step ends the process at once (a `finally` would not run): the cluster is stopped on the way out too, so
// that a failed run leaves no server behind.
let clusterStopped = false;
const stopCluster = () => {
  if (clusterStopped) return;
  clusterStopped = true;
  cluster.stop();
};
process.once('exit', stopCluster);
step('API tests on PostgreSQL (all of them)', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DATABASE_ADMIN_URL: cluster.url });
stopCluster();

step('end-to-end tests in Chromium', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
summary();
