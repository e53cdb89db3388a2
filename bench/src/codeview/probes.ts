// Scripts that run inside the measured pages. They are plain JavaScript text, not functions handed to
// Playwright: the TypeScript loader rewrites functions (adding helpers the page does not have), so a
// serialized function would not run there as written.
//
// The probes record, in the page's own clock (performance.now(): milliseconds since navigation start), when the
// first code line and the first comment card are visible, and every long task, so that nothing depends on the
// round trip between the page and the bench process.

export interface PageMarks {
  codeVisible: number | null;
  commentsVisible: number | null;
}

export interface LongTask {
  start: number;
  duration: number;
}

/**
 * Installed with addInitScript, before the page's own scripts. `cardSelector` is null on the bare CodeMirror
 * page, which has no comments. "Visible": in the document, laid out with a size, and partly inside the window.
 */
export function probesScript(cardSelector: string | null): string {
  return `(() => {
  const cardSelector = ${JSON.stringify(cardSelector)};
  const marks = { codeVisible: null, commentsVisible: null };
  const longTasks = [];
  window.__benchMarks = marks;
  window.__benchLongTasks = longTasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const visible = (selector) => {
    for (const element of document.querySelectorAll(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth) return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    const now = performance.now();
    if (marks.codeVisible === null && visible('.cm-line')) marks.codeVisible = now;
    if (cardSelector && marks.commentsVisible === null && visible(cardSelector)) marks.commentsVisible = now;
    if (marks.codeVisible !== null && (!cardSelector || marks.commentsVisible !== null)) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;
}

export interface ScrollPlan {
  /** A CSS selector list; the first match is scrolled. */
  selector: string;
  /** Top to bottom in this many steps, one per animation frame. */
  steps: number;
  /** Then this many page-height jumps up, and as many down. */
  pageJumps: number;
}

/**
 * An expression for page.evaluate: scrolls, then answers the long tasks that started meanwhile (read after two
 * frames and a pause, since the observer reports them asynchronously). Playwright awaits the promise.
 */
export function scrollScript(plan: ScrollPlan): string {
  return `(async () => {
  const plan = ${JSON.stringify(plan)};
  const scroller = document.querySelector(plan.selector);
  if (!scroller) throw new Error('No scroll container ' + plan.selector);
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await frame();
  const started = performance.now();
  const range = scroller.scrollHeight - scroller.clientHeight;
  for (let step = 1; step <= plan.steps; step += 1) {
    scroller.scrollTop = (range * step) / plan.steps;
    await frame();
  }
  for (let jump = 0; jump < plan.pageJumps; jump += 1) {
    scroller.scrollTop -= scroller.clientHeight;
    await frame();
  }
  for (let jump = 0; jump < plan.pageJumps; jump += 1) {
    scroller.scrollTop += scroller.clientHeight;
    await frame();
  }
  await frame();
  await frame();
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { range, longTasks: window.__benchLongTasks.filter((task) => task.start >= started) };
})()`;
}
