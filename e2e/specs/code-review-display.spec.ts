import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { codeLines, commentCards, expectNoScriptRan, openFile } from '../support/codeView';
import { createReviewFixture, XSS } from '../support/review';
import { signInAs } from '../support/session';
import { USERS } from '../support/users';

// How the submission view shows things: file kinds, dark mode, zoom, shortcuts, and hostile content.

test('notebooks, Markdown and images render, and hostile content stays inert', async ({ page, request }) => {
  test.setTimeout(90_000);
  const fixture = await createReviewFixture(request, { student: USERS.student4, grader: USERS.grader2, withXss: true });
  await api(request, fixture.adminToken, 'POST', '/comments/', { file: fixture.fileIds['main.py'], text: XSS.text, startLine: 0, endLine: 0, startChar: 0, endChar: 3, pointDelta: null });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAs(page, USERS.grader2, { path: `/code/${fixture.submissionId}` });
  await openFile(page, 'main.py');
  await expect(codeLines(page).first()).toContainText('def count_words');
  await expect(commentCards(page).first()).toBeVisible();

  await openFile(page, 'README.md');
  await expect(page.getByRole('heading', { name: 'Word count' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'words' })).toBeVisible();

  await openFile(page, 'analysis.ipynb');
  await expect(page.getByRole('heading', { name: 'Word counts' })).toBeVisible();
  await expect(page.getByText('print(sum([1, 2, 3]))')).toBeVisible();
  await expect(page.locator('b', { hasText: 'bold output' })).toBeVisible();

  await openFile(page, 'chart.png');
  await expect(page.getByRole('img', { name: 'chart.png' })).toBeVisible();

  await openFile(page, XSS.fileName);
  await expect(codeLines(page).first()).toContainText('x = 1');

  await expectNoScriptRan(page);
  expect(dialogs).toEqual([]);
  expect(await page.locator('[onerror]').count()).toBe(0);
  expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
});

test('dark mode, zoom, cursor mode and the shortcuts overlay work from the keyboard and persist', async ({ page, request }) => {
  test.setTimeout(60_000);
  const fixture = await createReviewFixture(request, { student: USERS.student5, grader: USERS.grader1 });
  await signInAs(page, USERS.grader1, { path: `/code/${fixture.submissionId}` });
  await openFile(page, 'main.py');
  await expect(codeLines(page).first()).toBeVisible();

  await page.keyboard.press('Shift+?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expect(page.getByText('Alt + Shift + Y')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);

  const lineHeight = async () => (await codeLines(page).first().boundingBox())!.height;
  const before = await lineHeight();
  await page.keyboard.press('Alt+Equal');
  await page.keyboard.press('Alt+Equal');
  await expect(page.getByLabel('Zoom level')).toHaveText('120%');
  await expect.poll(lineHeight).toBeGreaterThan(before);

  const dark = page.getByRole('button', { name: 'Dark mode' });
  const wasDark = (await dark.getAttribute('aria-pressed')) === 'true';
  await page.keyboard.press('Alt+Shift+KeyY');
  await expect(dark).toHaveAttribute('aria-pressed', String(!wasDark));

  await page.keyboard.press('Alt+Shift+KeyL');
  await expect(page.getByRole('button', { name: 'Cursor mode' })).toHaveAttribute('aria-pressed', 'true');

  // Hide the files menu; everything comes back as it was after a reload.
  await page.getByRole('button', { name: 'Menus' }).click();
  await page.getByRole('checkbox', { name: 'Files' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Files' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Zoom level')).toHaveText('120%');
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', String(!wasDark));
  await expect(page.getByRole('navigation', { name: 'Files' })).toHaveCount(0);
});
