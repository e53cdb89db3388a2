import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api } from '../support/api';
import { commentCards, commentEditor, selectLines } from '../support/codeView';
import { openedDialog } from '../support/dialog';
import { fetchToken, signInAs } from '../support/session';
import { USERS } from '../support/users';

// A student reviews a classmate's code in the code view's reviewer mode: they open a review from the student
// console, select a range, write a comment, edit it and submit the review, on a wide screen and on a phone. Under
// double anonymity the page's markup and title name none of the authors.
//
// With E2E_SCREENSHOT_DIR set, the review is also captured while written and once submitted, at each width.

const COURSE = 'Intro to Programming';
const PERIOD = 'Fall 2026';
const STAMP = Date.now().toString(36).slice(-5);
const AUTHORS = [USERS.student1, USERS.student2, USERS.student3];
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

async function capture(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

async function uploadFor(request: APIRequestContext, token: string, assignmentId: number, student: string): Promise<void> {
  // The header names the author, as students' files often do: the reviewer reads it masked.
  const code = `# Lab by ${student}\n# Author: ${student}\n\ndef main():\n    print("hello")\n\nmain()\n`;
  const response = await request.post(`/assignments/${assignmentId}/upload/`, {
    headers: { Authorization: `JWT ${token}` },
    multipart: { students: student, files: { name: 'main.py', mimeType: 'text/x-python', buffer: Buffer.from(code) } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** An assignment the three students handed in, its double-blind peer review open with two reviews each. */
async function openReview(request: APIRequestContext, name: string): Promise<void> {
  const adminToken = await fetchToken(request, USERS.admin);
  const courses = await api<{ id: number; name: string; period: string }[]>(request, adminToken, 'GET', '/courses/');
  const course = courses.find((candidate) => candidate.name === COURSE && candidate.period === PERIOD)!;
  const assignment = await api<{ id: number }>(request, adminToken, 'POST', '/assignments/', { course: course.id, name, points: 10, isVisible: true });
  for (const student of AUTHORS) await uploadFor(request, adminToken, assignment.id, student);
  await api(request, adminToken, 'PATCH', `/assignments/${assignment.id}/peerReview/`, { enabled: true, reviewsPerStudent: 2, anonymity: 'double', minComments: 1 });
  await api(request, adminToken, 'POST', `/assignments/${assignment.id}/peerReview/open/`);
}

/** Neither the page's markup nor its title names an author (their e-mails, or the names in them). */
async function expectNoAuthorNamed(page: Page, reviewer: string): Promise<void> {
  const html = await page.content();
  const title = await page.title();
  for (const author of AUTHORS.filter((student) => student !== reviewer)) {
    expect(html).not.toContain(author);
    expect(title).not.toContain(author);
    expect(html).not.toContain(author.split('@')[0]!);
  }
}

async function reviewOnce(page: Page, request: APIRequestContext, reviewer: string, width: number): Promise<void> {
  const name = `Reviewed ${width} ${STAMP}`;
  await openReview(request, name);
  await page.setViewportSize({ width, height: 900 });
  await signInAs(page, reviewer, { path: `/student/${encodeURIComponent(COURSE)}/${encodeURIComponent(PERIOD)}` });
  const card = page.getByLabel(`Reviews to do: ${name}`);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('link', { name: 'Review Submission 1' }).click();

  await expect(page).toHaveURL(/\/peer-review\/\d+$/);
  await expect(page.getByTestId('peer-review-label')).toHaveText('Submission 1', { timeout: 20_000 });
  await expect(page).toHaveTitle(new RegExp(`^Review: ${name} · Submission 1`));
  await expect(page.getByTestId('peer-redaction')).toContainText('masked');
  await expect(page.getByTestId('peer-review-progress')).toHaveText('0 comments · 1 needed');
  await expect(page.getByRole('button', { name: 'Submit review' })).toBeDisabled();
  // Nothing of the grading.
  for (const button of ['Claim', 'Done']) await expect(page.getByRole('button', { name: button, exact: true })).toHaveCount(0);
  await expect(page.getByTestId('review-grade')).toHaveCount(0);
  await expectNoAuthorNamed(page, reviewer);

  // A comment on the function (0-based lines 3 and 4).
  await expect(page.getByTestId('code-viewer').locator('.cm-line').first()).toBeVisible();
  await selectLines(page, 3, 4);
  await expect(commentEditor(page)).toBeVisible();
  await expect(commentEditor(page).getByLabel('Points')).toHaveCount(0);
  await commentEditor(page).getByLabel('Comment (Markdown)').fill('Name the function after what it does.');
  await commentEditor(page).getByRole('button', { name: 'Save' }).click();
  await expect(commentEditor(page)).toHaveCount(0);
  const written = commentCards(page).filter({ hasText: 'Name the function' });
  await expect(written).toBeVisible();
  await expect(page.getByTestId('peer-review-progress')).toHaveText('1 comment · 1 needed');
  await capture(page, `peer-review-writing-${width}`);

  // Edited.
  await written.hover();
  await written.getByRole('button', { name: 'Edit comment' }).click();
  await commentEditor(page).getByLabel('Comment (Markdown)').fill('Call it greet: it prints a greeting.');
  await commentEditor(page).getByRole('button', { name: 'Save' }).click();
  const edited = commentCards(page).filter({ hasText: 'Call it greet' });
  await expect(edited).toBeVisible();

  // Submitted, after a confirmation: read-only from then on.
  await page.getByRole('button', { name: 'Submit review' }).click();
  await (await openedDialog(page)).getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByTestId('peer-submitted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
  await edited.hover();
  await expect(edited.getByRole('button', { name: 'Edit comment' })).toHaveCount(0);
  await capture(page, `peer-review-submitted-${width}`);
  await expectNoAuthorNamed(page, reviewer);

  // The server holds the edited comment, and the review as submitted.
  const token = await fetchToken(request, reviewer);
  const reviewId = Number(new URL(page.url()).pathname.split('/').pop());
  const view = await api<{ review: { state: string }; comments: { text: string; startLine: number; endLine: number }[] }>(request, token, 'GET', `/peerReviews/${reviewId}/submission/`);
  expect(view.review.state).toBe('submitted');
  expect(view.comments).toEqual([expect.objectContaining({ text: 'Call it greet: it prints a greeting.', startLine: 3, endLine: 4 })]);
}

test('a student reviews a submission on a wide screen', async ({ page, request }) => {
  test.setTimeout(120_000);
  await reviewOnce(page, request, USERS.student1, 1280);
});

test('a student reviews a submission on a phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await reviewOnce(page, request, USERS.student2, 400);
});
