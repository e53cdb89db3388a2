import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { api } from '../support/api';
import { createReviewFixture } from '../support/review';
import { signInAs } from '../support/session';
import { USERS } from '../support/users';
import { openedDialog } from '../support/dialog';

// A grader reads code at the common laptop widths with the default panels (files, rubric, tests and info): the code
// column gets the room first, so a long line shows at least 80 characters at 1280 px without scrolling sideways.
// Each width is measured and screenshotted (attached to the report).

const LONG_LINE = `    result = compute_statistics(${Array.from({ length: 14 }, (_, i) => `value_${String(i).padStart(2, '0')}`).join(', ')})  # end`;
const LONG_PY = ['def summarize(values):', LONG_LINE, '    return result', ''].join('\n');

/** Characters of a long line the reader sees on screen at each width, counted on its first row, and the code column's width. */
const MINIMA: { width: number; characters: number; column: number }[] = [
  { width: 1024, characters: 60, column: 520 },
  { width: 1280, characters: 80, column: 700 },
  { width: 1440, characters: 100, column: 860 },
  { width: 1920, characters: 110, column: 880 },
];

interface Measure {
  column: number;
  /** Characters of the line inside the visible part of the code, without scrolling sideways (all rows when lines wrap). */
  visible: number;
  /** The same, on the line's first row only: how many characters a row of code holds. */
  firstRow: number;
  length: number;
}

/** Measures, in the page, the code column and how much of the long line lies inside the code's visible box. */
async function measure(page: Page): Promise<Measure> {
  return page.evaluate((needle) => {
    const column = document.querySelector('[data-testid="code-column"]')!.getBoundingClientRect().width;
    const line = [...document.querySelectorAll('[data-testid="code-viewer"] .cm-line')].find((element) => element.textContent?.includes(needle));
    if (!line) throw new Error('The long line is not on screen');
    const boxes = [document.querySelector('[data-testid="code-scroller"]'), line.closest('.cm-scroller'), document.querySelector('[data-testid="code-column"]')]
      .filter((element): element is Element => element !== null)
      .map((element) => element.getBoundingClientRect());
    const left = Math.max(...boxes.map((box) => box.left));
    const right = Math.min(...boxes.map((box) => box.right));
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let visible = 0;
    let firstRow = 0;
    let length = 0;
    let firstTop: number | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        length++;
        if (rect.width === 0) continue;
        firstTop ??= rect.top;
        const inside = rect.left >= left - 0.5 && rect.right <= right + 0.5;
        if (!inside) continue;
        visible++;
        if (Math.abs(rect.top - firstTop) < 2) firstRow++;
      }
    }
    return { column, visible, firstRow, length };
  }, 'value_13');
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('a grader reads at least 80 characters of a long line at 1280 px with the default panels', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const fixture = await createReviewFixture(request, { student: USERS.student4, grader: USERS.grader1 });
  await api(request, fixture.adminToken, 'POST', '/files/', { submission: fixture.submissionId, name: 'summary.py', path: null, code: LONG_PY, extension: 'py' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, USERS.grader1, { path: `/code/${fixture.submissionId}` });
  await page.getByRole('navigation', { name: 'Files' }).getByText('summary.py').click();
  await expect(page.getByTestId('code-viewer').locator('.cm-line').filter({ hasText: 'value_13' })).toBeVisible();

  for (const { width, characters, column } of MINIMA) {
    await page.setViewportSize({ width, height: 800 });
    // The default panels are all there: the files beside the code, the rubric, tests and info beside it.
    await expect(page.getByRole('navigation', { name: 'Files' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Rubric, tests and information' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Rubric' })).toBeVisible();
    // Let the layout settle on the new width (the comments' place follows the code column's measured width).
    await expect.poll(async () => (await measure(page)).column, { timeout: 5_000 }).toBeGreaterThanOrEqual(column);
    const measured = await measure(page);
    await screenshot(page, testInfo, `code-view-${width}`);
    testInfo.annotations.push({ type: `${width} px`, description: `code column ${Math.round(measured.column)} px, ${measured.firstRow} characters on the first row, ${measured.visible} of ${measured.length} visible without scrolling sideways` });
    expect(measured.column, `code column at ${width} px`).toBeGreaterThanOrEqual(column);
    expect(measured.firstRow, `characters of the long line's first row at ${width} px`).toBeGreaterThanOrEqual(characters);
    expect(measured.visible).toBeGreaterThanOrEqual(measured.firstRow);
  }
});

test('the code view stays usable at 400 px: the code fills the screen, the rest in drawers', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const fixture = await createReviewFixture(request, { student: USERS.student5, grader: USERS.grader1 });
  await api(request, fixture.adminToken, 'POST', '/files/', { submission: fixture.submissionId, name: 'summary.py', path: null, code: LONG_PY, extension: 'py' });
  await page.setViewportSize({ width: 400, height: 800 });
  await signInAs(page, USERS.grader1, { path: `/code/${fixture.submissionId}` });
  await page.getByRole('button', { name: 'Open files' }).click();
  await (await openedDialog(page)).getByText('summary.py').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('code-viewer').locator('.cm-line').filter({ hasText: 'value_13' })).toBeVisible();
  const measured = await measure(page);
  expect(measured.column).toBeGreaterThanOrEqual(380);
  // Lines wrap on a phone: the whole long line is readable without scrolling sideways, and the page does not scroll sideways either.
  expect(measured.visible).toBe(measured.length);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await screenshot(page, testInfo, 'code-view-400');
});
