import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminPath } from '../support/admin';
import { api } from '../support/api';
import { openedDialog } from '../support/dialog';
import { fetchToken, signInAs } from '../support/session';
import { USERS } from '../support/users';

// Staff test every submission of an assignment at once from the Tests tab: "Run all" shows the batch's progress
// until every run is done, each submission's newest run in the table; a second batch, made slow on purpose, is
// cancelled from the same place. The runs go through the real worker and sandbox of the server under test.

const COURSE = 'Intro to Programming';
const PERIOD = 'Fall 2026';
const STAMP = Date.now().toString(36).slice(-5);
const ASSIGNMENT = `Run all ${STAMP}`;

async function uploadFor(request: APIRequestContext, token: string, assignmentId: number, student: string, program: string): Promise<void> {
  const response = await request.post(`/assignments/${assignmentId}/upload/`, {
    headers: { Authorization: `JWT ${token}` },
    multipart: { students: student, files: { name: 'main.py', mimeType: 'text/x-python', buffer: Buffer.from(program) } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('staff run the tests on every submission, watch the progress, and cancel a slow batch', async ({ page, request }) => {
  test.setTimeout(150_000);
  const adminToken = await fetchToken(request, USERS.admin);
  const courses = await api<{ id: number; name: string; period: string }[]>(request, adminToken, 'GET', '/courses/');
  const course = courses.find((candidate) => candidate.name === COURSE && candidate.period === PERIOD)!;
  const assignment = await api<{ id: number }>(request, adminToken, 'POST', '/assignments/', { course: course.id, name: ASSIGNMENT, points: 10 });
  await api(request, adminToken, 'PATCH', `/assignments/${assignment.id}/environment/`, { language: 'python' });
  const category = await api<{ id: number }>(request, adminToken, 'POST', '/testCategories/', { assignment: assignment.id, name: 'Output' });
  const testCase = await api<{ id: number }>(request, adminToken, 'POST', '/testCases/', {
    testCategory: category.id,
    type: 'io_cli',
    description: 'prints hello',
    command: 'python3 main.py',
    expectedOutput: 'hello\n',
    pointsPass: 2,
  });
  await uploadFor(request, adminToken, assignment.id, USERS.student1, 'print("hello")\n');
  await uploadFor(request, adminToken, assignment.id, USERS.student2, 'print("goodbye")\n');

  await signInAs(page, USERS.admin, { path: adminPath(COURSE, PERIOD, 'assignments', ASSIGNMENT) });
  await page.getByRole('tab', { name: 'Tests' }).click();
  const runs = page.getByRole('region', { name: 'Runs' });
  await runs.getByRole('button', { name: 'Run all' }).click();
  // The confirmation's own "Run all", once it has finished opening: clicked while it zooms in, the click can land on
  // the trigger behind it and close it again.
  await (await openedDialog(page.getByRole('tooltip'))).getByRole('button', { name: 'Run all' }).click();

  const progress = runs.getByRole('region', { name: 'Run all progress' });
  // The progress shows once the server has answered the batch's start, which enqueues a run per submission; with the
  // run's two demo servers on a loaded two-core machine that answer once took longer than the 5 s default.
  await expect(progress).toBeVisible({ timeout: 15_000 });
  await expect(progress.getByText('Done')).toBeVisible({ timeout: 60_000 });
  await expect(progress.getByText('2/2')).toBeVisible();
  const table = runs.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: USERS.student1 }).getByText('Completed')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: USERS.student2 }).getByText('Completed')).toBeVisible();

  // A slow test makes the next batch long enough to cancel while it runs.
  await api(request, adminToken, 'PATCH', `/testCases/${testCase.id}/`, { command: 'sleep 20; python3 main.py' });
  await runs.getByRole('button', { name: 'Run all' }).click();
  await (await openedDialog(page.getByRole('tooltip'))).getByRole('button', { name: 'Run all' }).click();
  await expect(progress.getByText('Running')).toBeVisible({ timeout: 10_000 });
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress.getByText('Cancelled')).toBeVisible({ timeout: 10_000 });
  await expect(table.getByRole('row').filter({ hasText: USERS.student1 }).getByText('Cancelled')).toBeVisible();
});
