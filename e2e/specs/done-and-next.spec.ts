import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { fetchToken, signInAs } from '../support/session';
import { USERS } from '../support/users';

// A grader on a phone-sized screen works through an assignment's queue without going back to the console:
// "Done & next" finalizes each submission and opens the next, and the queue says when nothing is left.

const COURSE = 'Intro to Programming';
const PERIOD = 'Fall 2026';
const ASSIGNMENT = `Queue ${Date.now().toString(36).slice(-5)}`;

test.use({ viewport: { width: 400, height: 860 } });

function graderPath(assignment: string): string {
  return ['/grader', COURSE, PERIOD, assignment].map((part, index) => (index === 0 ? part : encodeURIComponent(part))).join('/');
}

test('a grader finishes two submissions in a row with "Done & next" and lands back on the empty queue', async ({ page, request }) => {
  test.setTimeout(90_000);
  // A fresh assignment of the demo course with two waiting submissions.
  const adminToken = await fetchToken(request, USERS.admin);
  const courses = await api<{ id: number; name: string; period: string }[]>(request, adminToken, 'GET', '/courses/');
  const course = courses.find((candidate) => candidate.name === COURSE && candidate.period === PERIOD)!;
  const assignment = await api<{ id: number }>(request, adminToken, 'POST', '/assignments/', { course: course.id, name: ASSIGNMENT, points: 10 });
  const waiting = [];
  for (const student of [USERS.student1, USERS.student2]) {
    waiting.push((await api<{ id: number }>(request, adminToken, 'POST', '/submissions/', { assignment: assignment.id, students: [student] })).id);
  }

  await signInAs(page, USERS.grader1, { path: graderPath(ASSIGNMENT) });
  await page.getByRole('button', { name: 'Grade next submission' }).click();
  await expect(page).toHaveURL(new RegExp(`/code/${waiting[0]}$`));

  // The button finishes this one and opens the next.
  const doneAndNext = page.getByRole('button', { name: /^Done & next/ });
  await doneAndNext.click();
  await expect(page).toHaveURL(new RegExp(`/code/${waiting[1]}$`));

  // The shortcut does the same; with nothing left, the grader is back on the queue, which says so.
  await expect(doneAndNext).toBeEnabled();
  await page.keyboard.press('Alt+Shift+KeyD');
  await expect(page.getByText('No submissions are left in the queue.')).toBeVisible();
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/grader/${COURSE}/${PERIOD}/${ASSIGNMENT}/queue`);

  const graderToken = await fetchToken(request, USERS.grader1);
  for (const id of waiting) {
    const stored = await api<{ grader: string; isFinalized: boolean }>(request, graderToken, 'GET', `/submissions/${id}/`);
    expect(stored).toMatchObject({ grader: USERS.grader1, isFinalized: true });
  }
});
