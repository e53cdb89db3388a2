import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminPath } from '../support/admin';
import { api } from '../support/api';
import { openedDialog } from '../support/dialog';
import { fetchToken, signInAs } from '../support/session';
import { USERS } from '../support/users';

// An admin turns peer review on for an assignment three students handed in, asks for two reviews each and opens it
// from the assignment's Peer review tab: six reviews are allocated, none of a student's own work. One of the
// students then finds their two reviews to do on the course page of the student console.
//
// With E2E_SCREENSHOT_DIR set, the tab and the student's list are also captured at 1280 and 400 px wide.

const COURSE = 'Intro to Programming';
const PERIOD = 'Fall 2026';
const STAMP = Date.now().toString(36).slice(-5);
const ASSIGNMENT = `Peer reviewed ${STAMP}`;
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const AUTHORS = [USERS.student1, USERS.student2, USERS.student3];

async function uploadFor(request: APIRequestContext, token: string, assignmentId: number, student: string): Promise<void> {
  const response = await request.post(`/assignments/${assignmentId}/upload/`, {
    headers: { Authorization: `JWT ${token}` },
    multipart: { students: student, files: { name: 'main.py', mimeType: 'text/x-python', buffer: Buffer.from(`print("${student}")\n`) } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function capture(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

test('an admin opens a peer review of three submissions and a student sees their two reviews to do', async ({ page, request }) => {
  test.setTimeout(120_000);
  const adminToken = await fetchToken(request, USERS.admin);
  const courses = await api<{ id: number; name: string; period: string }[]>(request, adminToken, 'GET', '/courses/');
  const course = courses.find((candidate) => candidate.name === COURSE && candidate.period === PERIOD)!;
  const assignment = await api<{ id: number }>(request, adminToken, 'POST', '/assignments/', { course: course.id, name: ASSIGNMENT, points: 10, isVisible: true });
  for (const student of AUTHORS) await uploadFor(request, adminToken, assignment.id, student);

  await signInAs(page, USERS.admin, { path: adminPath(COURSE, PERIOD, 'assignments', ASSIGNMENT) });
  await page.getByRole('tab', { name: 'Peer review' }).click();
  await expect(page).toHaveURL(/\/peer-review$/);
  await expect(page.getByLabel('Peer review: Off')).toBeVisible();

  await page.getByLabel('Use peer review').click();
  await page.getByLabel('Reviews per student').fill('2');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Peer review settings saved.')).toBeVisible();
  await expect(page.getByLabel('Peer review: Scheduled')).toBeVisible();

  await page.getByRole('button', { name: 'Open now' }).click();
  // The confirmation takes a click only once it has finished opening.
  await (await openedDialog(page.getByRole('tooltip'))).getByRole('button', { name: 'Open now' }).click();
  await expect(page.getByText('The peer review is open.')).toBeVisible();
  await expect(page.getByLabel('Peer review: Open')).toBeVisible();
  const reviews = page.getByRole('table', { name: 'Peer reviews' }).locator('tr.ant-table-row');
  await expect(reviews).toHaveCount(6);
  await expect(page.getByText('All (6)')).toBeVisible();
  await expect(page.getByText('6 assigned · 0 submitted · 0 late · 0 missing')).toBeVisible();
  await expect(page.getByLabel('Reviews per student')).toBeDisabled();
  await capture(page, 'peer-review-tab-1280');
  await page.setViewportSize({ width: 400, height: 800 });
  await capture(page, 'peer-review-tab-400');

  // The student's course page lists their two reviews, named only "Submission 1" and "Submission 2".
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.localStorage.clear());
  await signInAs(page, USERS.student1, { path: `/student/${encodeURIComponent(COURSE)}/${encodeURIComponent(PERIOD)}` });
  await expect(page.getByRole('heading', { name: 'Reviews to do' })).toBeVisible({ timeout: 20_000 });
  const card = page.getByLabel(`Reviews to do: ${ASSIGNMENT}`);
  await expect(card.getByText('Submission 1')).toBeVisible();
  await expect(card.getByText('Submission 2')).toBeVisible();
  await expect(card.getByText('0 of 2 reviews submitted')).toBeVisible();
  await expect(card.getByText('No deadline')).toBeVisible();
  await expect(card).not.toContainText('@');
  await capture(page, 'reviews-to-do-1280');
  await page.setViewportSize({ width: 400, height: 800 });
  await capture(page, 'reviews-to-do-400');
});
