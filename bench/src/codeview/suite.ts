// The `codeview` suite: the submission view on a 5,000-line file with 300 comments, in headless Chromium, next
// to bare CodeMirror showing the same file (docs/QUALITY.md), and to the same editor in the smallest React page and
// the smallest React and Ant Design page (the stack's floor). They alternate, so that a slow spell of the machine
// falls on all of them.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { buildBarePage, buildStackFloorPages } from './bare-page';
import { runApp, runBare, type RunResult } from './page-runs';
import { COMMENT_COUNT } from './comment-plan';
import { printCodeViewTable } from './summary';
import { recordMeasurements } from '../regressions/measurement';
import { codeViewMeasurements } from '../regressions/suite-measurements';
import { ensureWebBuild } from './web-build';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
export const WEB_DIST = fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));
/** docs/ARCHITECTURE.md: how Chromium runs here. Never a downloaded browser. */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

interface CodeViewTarget {
  url: string;
  token: string;
  submissionId: number;
  code: string;
  driver: string;
}

export async function startCodeViewServer(databaseUrl: string | null) {
  const env = databaseUrl ? { ...process.env, TEST_DATABASE_ADMIN_URL: databaseUrl } : process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  const lines = createInterface({ input: child.stdout! });
  const target = await new Promise<CodeViewTarget>((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line) as CodeViewTarget));
    child.once('exit', (code) => reject(new Error(`code-view bench server exited with ${code}`)));
  });
  return { target, stop: () => child.kill('SIGTERM') };
}

/** `databaseUrl`: the throwaway PostgreSQL cluster when the bench runs on PostgreSQL, else null (PGlite). */
export async function runCodeViewSuite(databaseUrl: string | null) {
  if (!ensureWebBuild(WEB_DIST)) {
    console.log('\nSubmission view benchmark skipped: the web app could not be built.');
    return;
  }
  const { target, stop } = await startCodeViewServer(databaseUrl);
  const browser = await chromium.launch({ ...CHROMIUM, headless: true });
  try {
    const bare = await buildBarePage(target.code);
    const floors = await buildStackFloorPages(target.code);
    // One visit of each first, not counted: the browser process itself starting up is not the page's cost.
    // If the app does not show the code even then, its runs are skipped (each would wait for the time limit).
    const warmUp = await runApp(browser, target);
    await runBare(browser, bare);
    for (const floor of floors) await runBare(browser, floor.page);
    const app: RunResult[] = [];
    const bareRuns: RunResult[] = [];
    const floorRuns = floors.map((floor) => ({ row: floor.row, runs: [] as RunResult[] }));
    for (let run = 0; run < RUNS; run += 1) {
      if (warmUp.codeVisible !== null) app.push(await runApp(browser, target));
      bareRuns.push(await runBare(browser, bare));
      for (const [index, floor] of floors.entries()) floorRuns[index]!.runs.push(await runBare(browser, floor.page));
    }
    if (warmUp.codeVisible === null) app.push({ ...warmUp, problem: `first visit: ${warmUp.problem ?? 'no code'}; the other runs were skipped` });
    const numbers = printCodeViewTable(app, bareRuns, { runs: RUNS, lines: target.code.split('\n').length, comments: COMMENT_COUNT, driver: target.driver }, floorRuns);
    recordMeasurements(codeViewMeasurements(numbers));
  } finally {
    await browser.close();
    stop();
  }
}
