// The `bundles` suite: the JavaScript each public route makes a first-time visitor download, measured in headless
// Chromium against the built app (so lazily loaded chunks count for the routes that load them), gzip-compressed
// as a server would send it, next to docs/QUALITY.md's first-route budget of 300 KB.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM, startCodeViewServer, WEB_DIST } from '../codeview/suite';
import { ensureWebBuild } from '../codeview/web-build';
import { recordMeasurements } from '../regressions/measurement';
import { bundleMeasurements } from '../regressions/suite-measurements';

const BUDGET_KB = 300;

/** The routes a visitor can land on first, and the demo for comparison (it carries the code view). */
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
  '/demo',
];

interface RouteSize {
  route: string;
  scripts: number;
  rawKb: number;
  gzipKb: number;
}

async function measureRoute(browser: Browser, baseUrl: string, route: string): Promise<RouteSize> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(bodies);
  await context.close();
  const raw = scripts.reduce((sum, body) => sum + body.length, 0);
  const gzip = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { route, scripts: scripts.length, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

function printTable(rows: RouteSize[]) {
  console.log(`\nJavaScript per first visit (built web app, gzip level 9; budget ${BUDGET_KB} KB for a first route)\n`);
  console.log(`${'route'.padEnd(44)} ${'files'.padStart(5)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}  budget`);
  for (const row of rows) {
    const verdict = row.route === '/demo' ? '(code view, lazy)' : row.gzipKb <= BUDGET_KB ? 'within' : 'OVER';
    console.log(
      `${row.route.padEnd(44)} ${String(row.scripts).padStart(5)} ${row.rawKb.toFixed(0).padStart(8)} ${row.gzipKb.toFixed(0).padStart(8)}  ${verdict}`,
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
    const rows: RouteSize[] = [];
    for (const route of PUBLIC_ROUTES) rows.push(await measureRoute(browser, target.url, route));
    printTable(rows);
    recordMeasurements(bundleMeasurements(rows));
  } finally {
    await browser.close();
    stop();
  }
}
