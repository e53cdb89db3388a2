// The `bundles` suite: the JavaScript each public route makes a first-time visitor download, measured in headless
// Chromium against the built app (so lazily loaded chunks count for the routes that load them), gzip-compressed
// as a server would send it, next to docs/QUALITY.md's first-route budget of 300 KB; and the JavaScript the code
// view needs before the code is on screen (/demo, and a submission signed in), next to its target of 350 KB.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright';
import { SESSION } from '@marginalia/contracts';
import { CHROMIUM, startCodeViewServer, WEB_DIST } from '../codeview/suite';
import { probesScript } from '../codeview/probes';
import { VIEWPORT } from '../codeview/page-runs';
import { ensureWebBuild } from '../codeview/web-build';
import { recordMeasurements } from '../regressions/measurement';
import { bundleMeasurements } from '../regressions/suite-measurements';

const ROUTE_BUDGET_KB = 300;
const CODE_VIEW_TARGET_KB = 350;
/** Longer than any plausible load here; a code view that shows nothing by then is reported, not waited for. */
const CODE_TIMEOUT_MS = 20_000;
/** At most this many idle-then-quiet rounds after the first network idle (see measureRoute). */
const SETTLE_ROUNDS = 5;

/** The routes a visitor can land on first (the demo's code view is measured on its own below). */
export const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/signup/create',
  '/signup/join',
  '/forgot-password',
  '/why-marginalia',
  '/faqs',
  '/autograder',
  '/integrations',
  '/scholarships/computer-science-education',
  '/about',
  '/testimonials',
  '/pricing',
  '/terms',
  '/privacy',
  '/docs',
  '/shutdown',
  '/no-such-page',
];

interface Size {
  label: string;
  scripts: number;
  rawKb: number;
  gzipKb: number;
  budgetKb: number;
  problem?: string;
}

/** Collects every script body the page receives, by address, so a subset can be summed afterwards. */
function recordScripts(context: BrowserContext): Map<string, Promise<Buffer>> {
  const bodies = new Map<string, Promise<Buffer>>();
  context.on('response', (response) => {
    const url = response.url();
    if (response.request().resourceType() === 'script' || new URL(url).pathname.endsWith('.js')) {
      if (!bodies.has(url)) bodies.set(url, response.body().catch(() => Buffer.alloc(0)));
    }
  });
  return bodies;
}

async function sizeOf(label: string, budgetKb: number, bodies: Buffer[], problem?: string): Promise<Size> {
  const raw = bodies.reduce((sum, body) => sum + body.length, 0);
  const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { label, scripts: bodies.length, rawKb: raw / 1024, gzipKb: gzip / 1024, budgetKb, problem };
}

/** Everything a first visit of `route` downloads until the network is idle. */
async function measureRoute(browser: Browser, baseUrl: string, route: string): Promise<Size> {
  const context = await browser.newContext();
  try {
    const bodies = recordScripts(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    // On a busy machine the network can fall quiet while the first scripts still run, before they ask for the
    // page's chunk: wait for the page to be idle, then for the network again, until no new script comes.
    for (let round = 0; round < SETTLE_ROUNDS; round += 1) {
      const known = bodies.size;
      await page.evaluate('new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 }))');
      await page.waitForLoadState('networkidle');
      if (bodies.size === known) break;
    }
    return await sizeOf(route, ROUTE_BUDGET_KB, await Promise.all(bodies.values()));
  } finally {
    await context.close();
  }
}

/**
 * The scripts a cold visit of the code view had finished receiving when the first line of code was drawn (the
 * code view benchmark's probe): what stands between the visitor and the code. Modulepreloaded chunks count too.
 */
async function measureUntilCode(browser: Browser, label: string, url: string, token: string | null): Promise<Size> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    if (token) await context.addInitScript(`try { localStorage.setItem(${JSON.stringify(SESSION.tokenStorageKey)}, ${JSON.stringify(token)}); } catch {}`);
    await context.addInitScript(probesScript(null));
    const bodies = recordScripts(context);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const deadline = Date.now() + CODE_TIMEOUT_MS;
    let codeVisible: number | null = null;
    while (codeVisible === null && Date.now() < deadline) {
      codeVisible = (await page.evaluate('window.__benchMarks.codeVisible')) as number | null;
      if (codeVisible === null) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (codeVisible === null) {
      const failed = (await page.getByText('Something went wrong loading the submission').count()) > 0;
      return await sizeOf(label, CODE_VIEW_TARGET_KB, [], failed ? 'the review could not be loaded here' : `code not visible after ${CODE_TIMEOUT_MS / 1000} s`);
    }
    // Resource Timing, in the same clock as the probe: the scripts that had fully arrived by then.
    const arrived = (await page.evaluate(
      `performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.responseEnd <= ${codeVisible}).map((entry) => entry.name)`,
    )) as string[];
    const wanted = arrived.map((address) => bodies.get(address)).filter((body): body is Promise<Buffer> => body !== undefined);
    return await sizeOf(label, CODE_VIEW_TARGET_KB, await Promise.all(wanted));
  } finally {
    await context.close();
  }
}

function verdict(row: Size): string {
  if (row.problem) return row.problem;
  return `${row.gzipKb <= row.budgetKb ? 'met' : 'OVER'} (${row.budgetKb} KB)`;
}

function printTable(title: string, rows: Size[]) {
  console.log(`\n${title}\n`);
  console.log(`${'page'.padEnd(44)} ${'files'.padStart(5)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}  target`);
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(44)} ${String(row.scripts).padStart(5)} ${row.rawKb.toFixed(0).padStart(8)} ${row.gzipKb.toFixed(0).padStart(8)}  ${verdict(row)}`,
    );
  }
}

export async function runBundleSuite(databaseUrl: string | null) {
  if (!ensureWebBuild(WEB_DIST)) {
    console.log('\nBundle sizes skipped: the web app could not be built.');
    return;
  }
  const { target, stop } = await startCodeViewServer(databaseUrl);
  const browser = await chromium.launch({ ...CHROMIUM, headless: true });
  try {
    const routes: Size[] = [];
    for (const route of PUBLIC_ROUTES) routes.push(await measureRoute(browser, target.url, route));
    printTable(`JavaScript per first visit (built web app, gzip level 9; budget ${ROUTE_BUDGET_KB} KB for a first route)`, routes);
    recordMeasurements(bundleMeasurements(routes));

    const codeView = [
      await measureUntilCode(browser, '/demo (code view, until the code shows)', `${target.url}/demo`, null),
      await measureUntilCode(browser, '/code/{id} (signed in, until the code shows)', `${target.url}/code/${target.submissionId}`, target.token),
    ];
    // The whole demo visit for comparison: what loads after the code (side panels, the file's language, Markdown).
    const demo = await measureRoute(browser, target.url, '/demo');
    printTable(`JavaScript the code view needs before its code is visible (cold; target ${CODE_VIEW_TARGET_KB} KB)`, codeView);
    recordMeasurements(bundleMeasurements(codeView));
    console.log(
      `${'/demo, whole visit (for comparison)'.padEnd(44)} ${String(demo.scripts).padStart(5)} ${demo.rawKb.toFixed(0).padStart(8)} ${demo.gzipKb.toFixed(0).padStart(8)}`,
    );
  } finally {
    await browser.close();
    stop();
  }
}
