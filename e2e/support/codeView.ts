import { expect, type Locator, type Page } from '@playwright/test';

// Helpers for the submission view (/code/:submissionId and /demo).

export function codeLines(page: Page): Locator {
  return page.getByTestId('code-viewer').locator('.cm-line');
}

/** Drags the mouse over the code from the start of one line (0-based) to the end of another, as a grader selects. */
export async function selectLines(page: Page, fromLine: number, toLine: number): Promise<void> {
  const lines = codeLines(page);
  const from = await lines.nth(fromLine).boundingBox();
  const to = await lines.nth(toLine).boundingBox();
  if (!from || !to) throw new Error('The code lines are not on screen');
  // Inside the text of the first line, past the indentation; to the far right of the last line (its end).
  await page.mouse.move(from.x + 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width - 2, to.y + to.height / 2, { steps: 3 });
  await page.mouse.up();
}

export function commentEditor(page: Page): Locator {
  return page.getByRole('group', { name: 'Comment editor' });
}

export function commentCards(page: Page): Locator {
  return page.getByTestId('comment-card');
}

export function gradeTag(page: Page): Locator {
  return page.getByTestId('review-grade');
}

export async function openFile(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Files' }).getByText(name, { exact: true }).first().click();
}

/** Whether any XSS payload of the fixtures ran (they set window.__xss). */
export async function expectNoScriptRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
}
