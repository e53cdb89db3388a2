import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminPath } from '../support/admin';
import { api } from '../support/api';
import { fetchToken, signInAs } from '../support/session';
import { DISGUISED_COPY, INDEPENDENT_SOLUTIONS } from '../support/similarityPrograms';
import { USERS } from '../support/users';

// Staff check an assignment for copied code: four students solved it on their own, a fifth handed in the second
// one's program disguised (renamed, reordered, dead statements). The admin starts a check from the Similarity tab,
// watches it complete, finds the disguised pair ranked first, and opens it side by side with the matching fragments
// highlighted on both sides, under a few sentences that say why they are similar (the names changed consistently,
// the dead statements ignored). The check runs in the real worker of the server under test.
//
// With E2E_SCREENSHOT_DIR set, the tab and the pair are also captured at 1280 and 400 px wide (and the pair in the
// dark theme), to look at.

const COURSE = 'Intro to Programming';
const PERIOD = 'Fall 2026';
const STAMP = Date.now().toString(36).slice(-5);
const ASSIGNMENT = `Grade book ${STAMP}`;
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

async function uploadFor(request: APIRequestContext, token: string, assignmentId: number, student: string, program: string): Promise<void> {
  const response = await request.post(`/assignments/${assignmentId}/upload/`, {
    headers: { Authorization: `JWT ${token}` },
    multipart: { students: student, files: { name: 'grades.py', mimeType: 'text/x-python', buffer: Buffer.from(program) } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function capture(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

test('an admin checks an assignment, finds the disguised copy first and sees its fragments on both sides', async ({ page, request }) => {
  test.setTimeout(150_000);
  const adminToken = await fetchToken(request, USERS.admin);
  const courses = await api<{ id: number; name: string; period: string }[]>(request, adminToken, 'GET', '/courses/');
  const course = courses.find((candidate) => candidate.name === COURSE && candidate.period === PERIOD)!;
  const assignment = await api<{ id: number }>(request, adminToken, 'POST', '/assignments/', { course: course.id, name: ASSIGNMENT, points: 10 });
  const authors = [USERS.student1, USERS.student2, USERS.student3, USERS.student4];
  for (const [index, student] of authors.entries()) await uploadFor(request, adminToken, assignment.id, student, INDEPENDENT_SOLUTIONS[index]!);
  await uploadFor(request, adminToken, assignment.id, USERS.student5, DISGUISED_COPY);

  await signInAs(page, USERS.admin, { path: adminPath(COURSE, PERIOD, 'assignments', ASSIGNMENT) });
  await page.getByRole('tab', { name: 'Similarity' }).click();
  await expect(page).toHaveURL(/\/similarity$/);
  await expect(page.getByText(/No similarity check yet/)).toBeVisible();
  await page.getByRole('button', { name: /Start a check/ }).click();

  const status = page.getByRole('region', { name: 'Check status' });
  await expect(status.getByText('Complete', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(status.getByText(/5 submissions compared/)).toBeVisible();
  await expect(page.locator('[data-testid="histogram-bar"]')).toHaveCount(20);

  const pairs = page.getByRole('link', { name: /^Open the pair/ });
  const first = pairs.first();
  await expect(first).toBeVisible();
  const name = (await first.getAttribute('aria-label')) ?? '';
  expect(name).toContain(USERS.student2);
  expect(name).toContain(USERS.student5);
  await capture(page, 'similarity-tab-1280');

  await first.click();
  await expect(page).toHaveURL(/\/similarity\/\d+(\?.*)?$/);
  const fragments = page.getByRole('list', { name: 'Matching fragments' }).getByRole('button');
  await expect(fragments.first()).toBeVisible();
  const left = page.getByTestId('pair-side-0');
  const right = page.getByTestId('pair-side-1');
  await expect(left.locator('.cm-fragment').first()).toBeVisible();
  await expect(right.locator('.cm-fragment').first()).toBeVisible();
  // Why: the copy's renames and its dead statements, said in words and marked in its code.
  const why = page.getByRole('region', { name: 'Why these are similar' });
  const sentences = why.getByTestId('pair-explanation');
  await expect(sentences).toContainText(/\d+ names differ consistently \(/);
  await expect(sentences).toContainText(/\d+ dead statements? on the right (was|were) ignored/);
  await expect(sentences).toContainText(/\d+ % of the left and \d+ % of the right match\.|of the code on each side matches\./);
  await expect(why.getByRole('list', { name: 'Names changed:' }).getByRole('listitem').first()).toBeVisible();
  await expect(right.locator('[data-explanation="ignored"]').first()).toHaveAttribute('title', 'Ignored: cannot change what the program does');

  await page.keyboard.press('j');
  await expect(page.getByText(/^Fragment 1 of \d+$/)).toBeVisible();
  await expect(left.locator('.cm-fragment-active').first()).toBeVisible();
  await expect(right.locator('.cm-fragment-active').first()).toBeVisible();
  // Fragment 1, scrolled into view on both sides (it may sit far down one of them), has the same colour on both.
  await expect(left.locator('.cm-fragment[data-fragment="0"]').first()).toHaveAttribute('data-colour', '0');
  await expect(right.locator('.cm-fragment[data-fragment="0"]').first()).toHaveAttribute('data-colour', '0');
  await capture(page, 'similarity-pair-1280');
  if (SCREENSHOTS) {
    // The fragment colours are tints meant to read on the dark theme too (which follows the system by default).
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(800); // only for the picture: the theme's colour transitions
    await capture(page, 'similarity-pair-1280-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  }

  // Scrolling one side scrolls the other with it.
  const scrollTop = (side: typeof left) => side.locator('.cm-scroller').evaluate((element) => element.scrollTop);
  await left.locator('.cm-scroller').evaluate((element) => (element.scrollTop = 0));
  await right.locator('.cm-scroller').evaluate((element) => (element.scrollTop = 0));
  await left.locator('.cm-content').hover();
  await page.mouse.wheel(0, 300);
  await expect.poll(() => scrollTop(left)).toBeGreaterThan(0);
  await expect.poll(() => scrollTop(right)).toBeGreaterThan(0);

  const review = page.getByRole('region', { name: 'Review' });
  await review.getByText('Flagged', { exact: true }).click();
  await expect(review.getByRole('radio', { name: 'Flagged' })).toBeChecked();
  await page.getByLabel('Review note').fill('Same grade book as student2, renamed and reordered.');
  await page.getByRole('button', { name: 'Save review' }).click();
  await expect(page.getByText(new RegExp(`Flagged by ${USERS.admin.replace('.', '\\.')}`))).toBeVisible();

  await page.setViewportSize({ width: 400, height: 800 });
  await expect(right).toBeVisible();
  await capture(page, 'similarity-pair-400');
  await page.getByRole('link', { name: /All pairs/ }).click();
  await expect(page).toHaveURL(/\/similarity(\?.*)?$/);
  await expect(pairs.first()).toBeVisible();
  await capture(page, 'similarity-tab-400');

  // The same check as groups: the copy and its source form one, each member linked to its closest pair.
  await page.getByText('Groups', { exact: true }).click();
  await expect(page).toHaveURL(/view=groups/);
  const group = page.getByRole('region', { name: /^Group 1: \d+ submissions$/ });
  await expect(group).toBeVisible();
  await expect(group).toContainText(USERS.student2);
  await expect(group).toContainText(USERS.student5);
  await capture(page, 'similarity-groups-400');
  await page.setViewportSize({ width: 1280, height: 900 });
  await capture(page, 'similarity-groups-1280');
  await group.getByRole('link', { name: new RegExp(`^Open the pair ${USERS.student2.replace('.', '\\.')} and `) }).click();
  await expect(page).toHaveURL(/\/similarity\/\d+\?view=groups$/);
  await page.getByRole('link', { name: /All pairs/ }).click();
  await expect(page.getByRole('region', { name: /^Group 1:/ })).toBeVisible();

  // The group's pairs in the table, and back to every pair.
  await page.getByRole('button', { name: 'Show the pairs of group 1' }).click();
  await expect(page.getByText(/^Pairs among the \d+ submissions of a group/)).toBeVisible();
  await expect(page).toHaveURL(/among=\d+(%2C|,)\d+/);
  await expect(pairs.first()).toBeVisible();
  await page.getByRole('button', { name: 'Show every pair' }).click();
  await expect(page.getByText(/^Pairs among the/)).toHaveCount(0);
  await expect(pairs.first()).toBeVisible();
});
