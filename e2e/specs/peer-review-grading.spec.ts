import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminPath } from '../support/admin';
import { api } from '../support/api';
import { fetchToken, signInAs } from '../support/session';
import { USERS } from '../support/users';

// Three students hand in, review each other twice with a range comment each, and the review closes. The instructor
// opens the Peer review tab's Grading section, gives one review a grade, finds who reviews whom in the Overview,
// and the assignment's grade export carries the reviewing column.
//
// With E2E_SCREENSHOT_DIR set, the Grading and Overview sections are also captured at 1280 and 400 px wide.

const COURSE = 'Intro to Programming';
const PERIOD = 'Fall 2026';
const STAMP = Date.now().toString(36).slice(-5);
const ASSIGNMENT = `Reviews graded ${STAMP}`;
const AUTHORS = [USERS.student1, USERS.student2, USERS.student3];
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

async function capture(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

async function uploadFor(request: APIRequestContext, token: string, assignmentId: number, student: string): Promise<void> {
  const response = await request.post(`/assignments/${assignmentId}/upload/`, {
    headers: { Authorization: `JWT ${token}` },
    multipart: { students: student, files: { name: 'main.py', mimeType: 'text/x-python', buffer: Buffer.from(`print("${student}")\n`) } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Each of the student's reviews gets one range comment and is submitted. */
async function reviewAll(request: APIRequestContext, student: string): Promise<void> {
  const token = await fetchToken(request, student);
  const mine = await api<{ toDo: { id: number; assignment: { name: string } }[] }>(request, token, 'GET', '/peerReviews/');
  for (const review of mine.toDo.filter((entry) => entry.assignment.name === ASSIGNMENT)) {
    const view = await api<{ files: { id: number }[] }>(request, token, 'GET', `/peerReviews/${review.id}/submission/`);
    await api(request, token, 'POST', '/comments/', { file: view.files[0]!.id, text: 'Clear output.', startLine: 0, endLine: 0, startChar: 0, endChar: 5 });
    await api(request, token, 'POST', `/peerReviews/${review.id}/submit/`);
  }
}

test('the instructor grades a review of a closed peer review and exports the reviewing column', async ({ page, request }) => {
  test.setTimeout(120_000);
  const adminToken = await fetchToken(request, USERS.admin);
  const courses = await api<{ id: number; name: string; period: string }[]>(request, adminToken, 'GET', '/courses/');
  const course = courses.find((candidate) => candidate.name === COURSE && candidate.period === PERIOD)!;
  const assignment = await api<{ id: number }>(request, adminToken, 'POST', '/assignments/', { course: course.id, name: ASSIGNMENT, points: 10, isVisible: true });
  for (const student of AUTHORS) await uploadFor(request, adminToken, assignment.id, student);
  await api(request, adminToken, 'PATCH', `/assignments/${assignment.id}/peerReview/`, { enabled: true, reviewsPerStudent: 2, minComments: 1 });
  await api(request, adminToken, 'POST', `/assignments/${assignment.id}/peerReview/open/`);
  for (const student of AUTHORS) await reviewAll(request, student);
  await api(request, adminToken, 'POST', `/assignments/${assignment.id}/peerReview/close/`);

  await signInAs(page, USERS.admin, { path: `${adminPath(COURSE, PERIOD, 'assignments', ASSIGNMENT)}/peer-review` });
  await expect(page.getByLabel('Peer review: Closed')).toBeVisible();
  await page.getByRole('tab', { name: 'Grading' }).click();
  const rows = page.getByRole('table', { name: 'Grading the reviews' }).locator('tr.ant-table-row');
  await expect(rows).toHaveCount(6);
  // Every review counts; with nobody's work finalized, each agrees fully with its submission's other review.
  const first = rows.filter({ hasText: USERS.student1 }).first();
  await expect(first.getByText('10 / 10')).toBeVisible();
  await expect(first.getByText('100 %')).toBeVisible();
  const grade = first.getByLabel(/^Grade of student1@demo\.edu's review of submission \d+$/);
  await grade.fill('75');
  await first.getByRole('button', { name: /^Save: / }).click();
  await expect(page.getByText('Grade saved.')).toBeVisible();
  await capture(page, 'peer-review-grading-1280');

  await page.getByRole('tab', { name: 'Overview' }).click();
  const matrix = page.getByRole('table', { name: 'Who reviews whom' });
  await expect(matrix.locator('tbody tr')).toHaveCount(3);
  await expect(matrix.getByText('Submitted')).toHaveCount(6);
  await expect(page.getByRole('img', { name: 'Peer median against staff grade' })).toBeVisible();
  await capture(page, 'peer-review-overview-1280');
  await page.setViewportSize({ width: 400, height: 800 });
  // At 400 px the grid scrolls inside its own region instead of widening the tab.
  const grid = page.getByRole('region', { name: /scrolls sideways/ });
  await expect(grid).toBeVisible();
  const tabWidth = await page.getByRole('region', { name: 'Peer review state', exact: true }).evaluate((element) => element.clientWidth);
  expect(await grid.evaluate((element) => element.clientWidth)).toBeLessThanOrEqual(tabWidth);
  await capture(page, 'peer-review-overview-400');

  // student1's two reviews: 75 (set) and 100 (suggested) → 87.5.
  const csv = await request.get(`/assignments/${assignment.id}/exportGrades/`, { headers: { Authorization: `JWT ${adminToken}` } });
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).replace(/^\uFEFF/, '').split(/\r?\n/);
  expect(lines[0]).toContain(`${ASSIGNMENT} (reviewing)`);
  expect(lines.find((line) => line.startsWith(USERS.student1))).toMatch(/,87\.5$/);
});
