// Two builds of the web app side by side in the same run, on the code-view suite's submission: visits of each
// alternate (a slow spell of the shared machine falls on both), next to bare CodeMirror. For a before/after of a
// change to the code view when absolute numbers mean little:
//
//   npm run build -w apps/web -- --outDir /some/before      # on the commit before the change
//   npm run build -w apps/web                               # on the change
//   COMPARE_BEFORE=/some/before [COMPARE_AFTER=apps/web/dist] [BENCH_RUNS=3] npx tsx bench/src/codeview/compare-builds.ts
import path from 'node:path';
import { chromium } from 'playwright';
import { buildBarePage } from './bare-page';
import { runApp, runBare, type RunResult } from './page-runs';
import { CHROMIUM, startCodeViewServer } from './suite';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const before = process.env.COMPARE_BEFORE;
const after = path.resolve(process.env.COMPARE_AFTER ?? 'apps/web/dist');
if (!before) throw new Error('Set COMPARE_BEFORE to the folder of the build to compare with.');

function median(values: number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const numbers = (runs: RunResult[], pick: (run: RunResult) => number | null | undefined) => runs.map(pick).filter((value): value is number => typeof value === 'number');
const row = (name: string, runs: RunResult[]) => ({
  build: name,
  'code visible (ms)': median(numbers(runs, (run) => run.codeVisible)),
  'data received (ms)': median(numbers(runs, (run) => run.dataReceived)),
  'code after data (ms)': median(numbers(runs, (run) => (run.codeVisible !== null && run.dataReceived != null ? run.codeVisible - run.dataReceived : null))),
  'first card (ms)': median(numbers(runs, (run) => run.commentsVisible)),
  'long tasks scrolling': median(numbers(runs, (run) => run.scroll?.longTasks.length)),
  'longest (ms)': median(numbers(runs, (run) => (run.scroll ? Math.max(0, ...run.scroll.longTasks.map((task) => task.duration)) : null))),
});

async function serverFor(webDist: string) {
  process.env.WEB_DIST = path.resolve(webDist);
  return startCodeViewServer(null);
}

const servers = { before: await serverFor(before), after: await serverFor(after) };
const browser = await chromium.launch({ ...CHROMIUM, headless: true });
try {
  const bare = await buildBarePage(servers.after.target.code);
  await runApp(browser, servers.before.target);
  await runApp(browser, servers.after.target);
  await runBare(browser, bare);
  const runs = { before: [] as RunResult[], after: [] as RunResult[], bare: [] as RunResult[] };
  for (let run = 0; run < RUNS; run += 1) {
    runs.before.push(await runApp(browser, servers.before.target));
    runs.after.push(await runApp(browser, servers.after.target));
    runs.bare.push(await runBare(browser, bare));
  }
  console.table([row(`before (${before})`, runs.before), row(`after (${after})`, runs.after), row('bare CodeMirror', runs.bare)]);
} finally {
  await browser.close();
  servers.before.stop();
  servers.after.stop();
}
