import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { fetchToken, signInAs } from '../support/session';
import { USERS } from '../support/users';

// The autograder from the student's side: an assignment with one exposed test and one hidden test, run on upload;
// the student uploads, watches the run in the Tests section, and sees the exposed result arrive (the hidden one
// only counted), on a phone-sized screen. The run goes through the real worker and sandbox of the server under test.

const COURSE = 'Intro to Programming';
const PERIOD = 'Fall 2026';
const STAMP = Date.now().toString(36).slice(-5);
const ASSIGNMENT = `Autograded ${STAMP}`;

function studentPath(assignment: string): string {
  return ['/student', COURSE, PERIOD, assignment].map((part, index) => (index === 0 ? part : encodeURIComponent(part))).join('/');
}

test('a student uploads and sees the exposed test result arrive', async ({ page, request }) => {
  test.setTimeout(120_000);
  const adminToken = await fetchToken(request, USERS.admin);
  const courses = await api<{ id: number; name: string; period: string }[]>(request, adminToken, 'GET', '/courses/');
  const course = courses.find((candidate) => candidate.name === COURSE && candidate.period === PERIOD)!;
  const assignment = await api<{ id: number }>(request, adminToken, 'POST', '/assignments/', { course: course.id, name: ASSIGNMENT, points: 10, allowStudentUpload: true });
  await api(request, adminToken, 'PATCH', `/assignments/${assignment.id}/environment/`, { language: 'python', runOnUpload: true, maxStudentTestRuns: 5 });
  const category = await api<{ id: number }>(request, adminToken, 'POST', '/testCategories/', { assignment: assignment.id, name: 'Output' });
  await api(request, adminToken, 'POST', '/testCases/', {
    testCategory: category.id,
    type: 'io_cli',
    description: 'prints hello',
    command: 'python3 main.py',
    expectedOutput: 'hello\n',
    pointsPass: 2,
    exposed: true,
  });
  await api(request, adminToken, 'POST', '/testCases/', {
    testCategory: category.id,
    type: 'io_cli',
    description: 'hidden check',
    command: 'python3 main.py',
    expectedOutput: 'hello\n',
    pointsPass: 1,
    exposed: false,
  });

  // On a phone-sized screen: the section must fit without sideways scrolling.
  await page.setViewportSize({ width: 400, height: 800 });
  await signInAs(page, USERS.student5, { path: studentPath(ASSIGNMENT) });
  await expect(page.getByRole('heading', { name: ASSIGNMENT })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles({ name: 'main.py', mimeType: 'text/x-python', buffer: Buffer.from('print("hello")\n') });
  await page.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(page.getByText('Uploaded 1 file.')).toBeVisible({ timeout: 20_000 });

  // The upload started a run: the section follows it (queued, running) until its exposed result arrives.
  const tests = page.getByRole('region', { name: 'Tests' });
  await expect(tests).toBeVisible({ timeout: 20_000 });
  await expect(tests.getByText(/^Runs left: \d+$/)).toBeVisible();
  await expect(tests.getByText('Completed')).toBeVisible({ timeout: 60_000 });
  const exposed = tests.getByRole('listitem', { name: 'prints hello: Passed' });
  await expect(exposed).toContainText('2 / 2');
  await expect(tests.getByRole('listitem')).toHaveCount(1);
  await expect(tests.getByText('1 hidden test')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
});
