// One measured visit per call, each in a fresh browser context (empty cache and storage: a cold load): open the
// page, wait until the probes have seen the code (and the comments), let it settle, then scroll through it.
import type { Browser, BrowserContext, Page } from 'playwright';
import { SESSION } from '@marginalia/contracts';
import { BARE_ORIGIN, BARE_SCROLLER, type BarePage } from './bare-page';
import { probesScript, scrollScript, type LongTask, type PageMarks, type ScrollPlan } from './probes';

export const VIEWPORT = { width: 1280, height: 800 };
const SCROLL_STEPS = 60;
const PAGE_JUMPS = 5;
/** Longer than any plausible load here; a page that shows nothing by then is reported, not waited for. */
const LOAD_TIMEOUT_MS = 20_000;
const POLL_MS = 100;
/**
 * After the marks the page keeps working for a while (the grammar loads, the parser catches up in the background,
 * cards get measured). Scrolling starts once no long task has run for QUIET_MS, or after SETTLE_LIMIT_MS.
 */
const QUIET_MS = 500;
const SETTLE_LIMIT_MS = 5_000;

/** The end of the app's one data request for the view, GET /submissions/{id}/review/. */
const DATA_RECEIVED = `(performance.getEntriesByType('resource').find((entry) => /\\/review\\/?$/.test(new URL(entry.name).pathname))?.responseEnd ?? null)`;

/** The first comment card in the margin. */
const CARD_SELECTOR = '[data-testid="comment-card"]';
/** The app's scroll container of code and margin; "code-viewer" is where the viewer had it before the id existed. */
const APP_SCROLLERS = ['[data-testid="code-scroller"]', '[data-testid="code-viewer"]'];

export interface RunResult {
  codeVisible: number | null;
  commentsVisible: number | null;
  /** When the page had the review's answer (Resource Timing), to tell network and server time from rendering. */
  dataReceived?: number | null;
  /** Null when the page never showed its code, so there was nothing to scroll. */
  scroll: { longTasks: LongTask[]; range: number; scroller: string } | null;
  problem?: string;
}

export interface AppTarget {
  url: string;
  token: string;
  submissionId: number;
}

/**
 * Polls `expression` from here until it is true. (page.waitForFunction evaluates its predicate in a way the
 * app's Content-Security-Policy forbids; a plain evaluation is allowed, and the page is measured as served.)
 */
async function waitUntil(page: Page, expression: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await page.evaluate(expression)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function visit(context: BrowserContext, url: string, withComments: boolean, scrollers: string[]): Promise<RunResult> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const done = withComments
    ? 'window.__benchMarks.codeVisible !== null && window.__benchMarks.commentsVisible !== null'
    : 'window.__benchMarks.codeVisible !== null';
  const problem = (await waitUntil(page, done, LOAD_TIMEOUT_MS))
    ? undefined
    : `${withComments ? 'code or comments' : 'code'} not visible after ${LOAD_TIMEOUT_MS / 1000} s`;
  const marks: PageMarks & { dataReceived: number | null } = {
    ...((await page.evaluate('window.__benchMarks')) as PageMarks),
    dataReceived: (await page.evaluate(DATA_RECEIVED)) as number | null,
  };
  if (marks.codeVisible === null) return { ...marks, scroll: null, problem };
  // Still busy at the limit: scroll anyway, the long tasks will show it.
  await waitUntil(
    page,
    `(() => { const last = window.__benchLongTasks.at(-1); return performance.now() - (last ? last.start + last.duration : 0) > ${QUIET_MS}; })()`,
    SETTLE_LIMIT_MS,
  );
  const scroller = (await page.evaluate(`(${JSON.stringify(scrollers)}).find((selector) => document.querySelector(selector)) ?? null`)) as string | null;
  if (!scroller) return { ...marks, scroll: null, problem: `no scroll container (${scrollers.join(', ')})` };
  const plan: ScrollPlan = { selector: scroller, steps: SCROLL_STEPS, pageJumps: PAGE_JUMPS };
  const scrolled = (await page.evaluate(scrollScript(plan))) as { range: number; longTasks: LongTask[] };
  return { ...marks, scroll: { ...scrolled, scroller }, problem };
}

/** The submission view, signed in as the course admin (the session token in local storage, as after a login). */
export async function runApp(browser: Browser, target: AppTarget): Promise<RunResult> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(`try { localStorage.setItem(${JSON.stringify(SESSION.tokenStorageKey)}, ${JSON.stringify(target.token)}); } catch {}`);
    await context.addInitScript(probesScript(CARD_SELECTOR));
    return await visit(context, `${target.url}/code/${target.submissionId}`, true, APP_SCROLLERS);
  } finally {
    await context.close();
  }
}

/** Bare CodeMirror with the same file, served from memory. */
export async function runBare(browser: Browser, bare: BarePage): Promise<RunResult> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(probesScript(null));
    await context.route(`${BARE_ORIGIN}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/bare.js') return route.fulfill({ contentType: 'text/javascript', body: bare.script });
      if (pathname === '/') return route.fulfill({ contentType: 'text/html; charset=utf-8', body: bare.html });
      return route.fulfill({ status: 404, body: '' });
    });
    return await visit(context, `${BARE_ORIGIN}/`, false, [BARE_SCROLLER]);
  } finally {
    await context.close();
  }
}
