// Where the code view's time goes: one cold visit of the benchmark's submission with Chromium's CPU profiler on,
// read back as two bottom-up tables (self time by function), one for the load up to the first code line and one
// for the scroll. Not part of `npm run bench`: run it by hand when the code-view numbers move (bench/README.md,
// "Where the time goes: the code view"):
//
//   npm run build -w apps/web -- --minify false --outDir <folder>   (readable function names)
//   PROFILE_WEB_DIST=<folder> npx tsx bench/src/codeview/profile.ts
//
// Without PROFILE_WEB_DIST the served (minified) build is profiled: the same shape, but mangled names.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright';
import { SESSION } from '@marginalia/contracts';
import { VIEWPORT } from './page-runs';
import { probesScript, scrollScript, type LongTask, type PageMarks } from './probes';
import { CHROMIUM, startCodeViewServer, WEB_DIST } from './suite';
import { ensureWebBuild } from './web-build';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const TOP = Number(process.env.PROFILE_TOP ?? 25);

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url ? path.basename(new URL(url, 'http://x').pathname) : '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
}

/** Self and total milliseconds per function (total counts a function once per sample, however deep it recurses). */
function bottomUp(profile: CpuProfile) {
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((sample, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? profile.timeDeltas[index] ?? 0) / 1000;
    all += ms;
    const leaf = byId.get(sample)!;
    self.set(frameName(leaf), (self.get(frameName(leaf)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const name = frameName(byId.get(id)!);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  const idle = (self.get('(idle)') ?? 0) + (self.get('(program)') ?? 0);
  const rows = [...self]
    .filter(([name]) => name !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, ms]) => ({ function: name.slice(0, 90), 'self ms': Math.round(ms), 'total ms': Math.round(total.get(name) ?? 0) }));
  const heaviest = [...total]
    .filter(([name]) => !name.startsWith('('))
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, ms]) => ({ function: name.slice(0, 90), 'total ms': Math.round(ms), 'self ms': Math.round(self.get(name) ?? 0) }));
  return { all, idle, rows, heaviest };
}

async function profiled<T>(cdp: CDPSession, work: () => Promise<T>): Promise<{ result: T; profile: CpuProfile }> {
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  return { result, profile };
}

function print(title: string, profile: CpuProfile) {
  const { all, idle, rows, heaviest } = bottomUp(profile);
  console.log(`\n${title}: ${Math.round(all)} ms sampled, ${Math.round(idle)} ms idle or in the browser's own work`);
  console.log('By self time:');
  console.table(rows);
  console.log('By total time:');
  console.table(heaviest);
}

/** Serves another build of the web app (readable names) in place of the one the server serves; the API stays real. */
async function serveBuild(page: Page, origin: string, dist: string) {
  const index = await readFile(path.join(dist, 'index.html'), 'utf8');
  await page.route(`${origin}/**`, async (route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) {
      const body = await readFile(path.join(dist, pathname)).catch(() => null);
      if (!body) return route.fulfill({ status: 404, body: '' });
      const type = pathname.endsWith('.js') ? 'text/javascript' : pathname.endsWith('.css') ? 'text/css' : 'application/octet-stream';
      return route.fulfill({ body, contentType: type });
    }
    if (request.resourceType() === 'document') return route.fulfill({ body: index, contentType: 'text/html; charset=utf-8' });
    return route.continue();
  });
}

const dist = process.env.PROFILE_WEB_DIST ?? null;
if (!dist && !ensureWebBuild(WEB_DIST)) throw new Error('The web app could not be built.');
const { target, stop } = await startCodeViewServer(null);
const browser = await chromium.launch({ ...CHROMIUM, headless: true });
try {
  // A first visit warms the browser process and the server, as the benchmark's does.
  for (const measured of [false, true]) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addInitScript(`try { localStorage.setItem(${JSON.stringify(SESSION.tokenStorageKey)}, ${JSON.stringify(target.token)}); } catch {}`);
    await context.addInitScript(probesScript('[data-testid="comment-card"]'));
    const page = await context.newPage();
    if (dist) await serveBuild(page, target.url, dist);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const load = await profiled(cdp, async () => {
      await page.goto(`${target.url}/code/${target.submissionId}`, { waitUntil: 'domcontentloaded' });
      for (let waited = 0; waited < 20_000; waited += 50) {
        if (await page.evaluate('window.__benchMarks.codeVisible !== null && window.__benchMarks.commentsVisible !== null')) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return page.evaluate('window.__benchMarks') as Promise<PageMarks>;
    });
    const dataReceived = await page.evaluate(
      `(performance.getEntriesByType('resource').find((entry) => /\\/review\\/?$/.test(new URL(entry.name).pathname))?.responseEnd ?? null)`,
    );
    const loadTasks = (await page.evaluate('window.__benchLongTasks')) as LongTask[];
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const scroll = await profiled(cdp, () => page.evaluate(scrollScript({ selector: '[data-testid="code-scroller"]', steps: 60, pageJumps: 5 })) as Promise<{ longTasks: LongTask[] }>);
    if (measured) {
      console.log(`Marks (ms since navigation): ${JSON.stringify({ ...load.result, dataReceived })}`);
      const resources = (await page.evaluate(
        `performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, Math.round(entry.startTime), Math.round(entry.responseEnd), entry.encodedBodySize])`,
      )) as [string, number, number, number][];
      console.log('Requests (path, started, answered, bytes):');
      for (const row of resources) console.log(`  ${row.join('  ')}`);
      console.log(`Long tasks before the code showed: ${JSON.stringify(loadTasks.filter((task) => task.start < (load.result.codeVisible ?? Infinity)).map((task) => [Math.round(task.start), Math.round(task.duration)]))}`);
      console.log(`Long tasks while scrolling: ${JSON.stringify(scroll.result.longTasks.map((task) => [Math.round(task.start), Math.round(task.duration)]))}`);
      print('Load, navigation to first code line and card', load.profile);
      print('Scroll', scroll.profile);
    }
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}
