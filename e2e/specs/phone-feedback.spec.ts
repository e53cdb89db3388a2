import { expect, test, type Page } from '@playwright/test';
import { adminPath } from '../support/admin';
import { codeLines, commentCards, commentEditor, selectLines } from '../support/codeView';
import { createReviewFixture, REVIEW_COURSE } from '../support/review';
import { accountNav, loginAs, signInAs } from '../support/session';
import { PLATFORM_ADMIN, USERS } from '../support/users';
import { openedDialog } from '../support/dialog';

// A phone-sized window (400 px): the signed-in header fits, no page scrolls sideways, and a student reads their
// graded feedback with each comment below the code it is about and the files in a drawer. The demo's first
// assignment is published and student1's submission is finalized with comments on average.py.

const PHONE = { width: 400, height: 800 };

/** The page fits the window: nothing sticks out to the right. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

test.use({ viewport: PHONE });

test('a student reads published feedback on a phone', async ({ page }) => {
  await loginAs(page, USERS.student1);
  // The header keeps only the logo, help and the account menu.
  await expect(accountNav(page).getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the student console');

  await page.getByRole('link', { name: /Homework 1: Loops/ }).first().click();
  await page.getByRole('link', { name: 'View feedback' }).click();
  await expect(page.getByTestId('code-viewer')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the submission view');

  // No comment column beside the code: each card sits below the line it is about, within the window.
  await expect(page.getByTestId('comment-margin')).toHaveCount(0);
  const firstLine = codeLines(page).first();
  const card = commentCards(page).first();
  await expect(card).toBeVisible();
  const line = (await firstLine.boundingBox())!;
  const box = (await card.boundingBox())!;
  expect(box.y).toBeGreaterThan(line.y + line.height - 1);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

  // The files are in a drawer; choosing one closes it and shows that file.
  const shownFile = await page.getByTestId('code-viewer').getAttribute('data-file-id');
  await page.getByRole('button', { name: 'Open files' }).click();
  const files = (await openedDialog(page)).getByRole('navigation', { name: 'Files' });
  await expect(files).toBeVisible();
  await expectNoSidewaysScroll(page, 'the files drawer');
  await files.getByText('io_utils.py', { exact: true }).first().click();
  await expect(files).toBeHidden();
  await expect(page.getByTestId('code-viewer')).not.toHaveAttribute('data-file-id', shownFile!);
  await expectNoSidewaysScroll(page, 'another file');

  // The grade and the rest of the info are in the other drawer.
  await page.getByRole('button', { name: 'Open tests and info' }).click();
  await expect(page.getByRole('dialog').getByRole('tab', { name: /Info/ })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the info drawer');
});

test('a grader writes a comment below the lines they selected on a phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const fixture = await createReviewFixture(request, { student: USERS.student1, grader: USERS.grader1 });
  await signInAs(page, USERS.grader1, { path: `/code/${fixture.submissionId}` });
  await expect(page.getByTestId('code-viewer')).toBeVisible();

  await selectLines(page, 2, 4);
  const editor = commentEditor(page);
  await expect(editor).toBeVisible();
  // The editor opens below the selection's last line (0-based 4), above the next one.
  const editorBox = (await editor.boundingBox())!;
  expect(editorBox.y).toBeGreaterThan((await codeLines(page).nth(4).boundingBox())!.y);
  expect(editorBox.y + editorBox.height).toBeLessThan((await codeLines(page).nth(5).boundingBox())!.y);
  await expectNoSidewaysScroll(page, 'the comment editor');

  await editor.getByLabel('Comment (Markdown)').fill('Count with **len(words)** instead.');
  await editor.getByLabel('Points').fill('-1');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  await expect(commentCards(page).filter({ hasText: 'Count with' }).getByLabel('Points: -1')).toBeVisible();
});

test('no signed-in console scrolls sideways on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  const pages: { user: string; paths: string[] }[] = [
    { user: USERS.student1, paths: ['/student', '/settings'] },
    { user: USERS.grader1, paths: ['/grader'] },
    {
      user: USERS.admin,
      paths: ['/', '/admin', adminPath(REVIEW_COURSE.name, REVIEW_COURSE.period, 'assignments'), adminPath(REVIEW_COURSE.name, REVIEW_COURSE.period, 'submissions'), adminPath(REVIEW_COURSE.name, REVIEW_COURSE.period, 'roster'), adminPath(REVIEW_COURSE.name, REVIEW_COURSE.period, 'sections'), adminPath(REVIEW_COURSE.name, REVIEW_COURSE.period, 'settings')],
    },
    { user: PLATFORM_ADMIN, paths: ['/dashboard/signup-requests', '/dashboard/outbox', '/dashboard/jobs', '/dashboard/logs'] },
  ];
  for (const { user, paths } of pages) {
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear()).catch(() => undefined);
    await signInAs(page, user, { path: paths[0] });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('main').or(page.locator('main')).first()).toBeVisible();
      await expect(page.locator('.ant-spin-spinning, .page-spinner')).toHaveCount(0);
      await expectNoSidewaysScroll(page, `${path} for ${user}`);
    }
  }
});
