// `npm test`: every check the project has, in order, stopping at the first failure:
// typecheck, lint, unit and component tests, the sandbox check (its table of probes in the log), API tests on
// PGlite, API tests on a real PostgreSQL cluster started here, then the Playwright journeys in Debian's Chromium.
import { spawnSync } from 'node:child_process';
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

function summary() {
  console.log('\n=== summary ===');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
}

ensureSystemPackages();
step('typecheck', 'node', ['scripts/typecheck.mjs']);
step('lint', 'npm', ['run', 'lint']);
step('unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web']);
// The sandbox needs root, as the sandbox's unit tests do: skipped with the reason elsewhere, but never under CI.
if (process.getuid?.() === 0 || process.env.CI === 'true') step('sandbox check', 'npm', ['run', 'sandbox:check']);
else console.log('\n=== sandbox check ===\nskipped: `npm run sandbox:check` needs root');
step('API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api']);

console.log('\n=== starting a throwaway PostgreSQL cluster ===');
const cluster = await startPostgresCluster();
try {
  step('API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DATABASE_ADMIN_URL: cluster.url });
} finally {
  cluster.stop();
}

step('build the web app', 'npm', ['run', 'build', '-w', 'apps/web']);
step('end-to-end tests in Chromium', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
summary();
