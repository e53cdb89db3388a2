import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminPath } from '../support/admin';
import { api } from '../support/api';
import { accountNav, fetchToken, signInAs } from '../support/session';
import { USERS } from '../support/users';
import { zipOf } from '../support/zip';

// A course brings its Gradescope autograder: the instructor uploads the zip in the Tests tab, watches it build,
// and runs it on every submission; the student then sees the visible results and the leaderboard, and nothing of
// the hidden test. The build and the runs go through the real worker, image builder and sandbox.

const COURSE = 'Intro to Programming';
const PERIOD = 'Fall 2026';
const STAMP = Date.now().toString(36).slice(-5);
const ASSIGNMENT = `Gradescope ${STAMP}`;

const SETUP = '#!/usr/bin/env bash\necho "setting up the grader"\nmkdir -p /opt/grader && echo 2 > /opt/grader/points\n';
const RUN = `#!/usr/bin/env bash
cd /autograder/source
python3 grade.py
`;
const GRADER = `
import json, subprocess
points = int(open("/opt/grader/points").read())
out = subprocess.run(["python3", "/autograder/submission/main.py"], capture_output=True, text=True, timeout=10).stdout
tests = [
    {"name": "greets", "number": "1.1", "score": points if out == "hello\\n" else 0, "max_score": points, "visibility": "visible",
     "output": "<b>printed</b> " + json.dumps(out), "output_format": "html"},
    {"name": "secret edge case", "number": "1.2", "score": 1, "max_score": 1, "visibility": "hidden"},
]
json.dump({"tests": tests, "leaderboard": [{"name": "Length", "value": len(out), "order": "asc"}]}, open("/autograder/results/results.json", "w"))
`;

function studentPath(assignment: string): string {
  return ['/student', COURSE, PERIOD, assignment].map((part, index) => (index === 0 ? part : encodeURIComponent(part))).join('/');
}

async function uploadFor(request: APIRequestContext, token: string, assignmentId: number, student: string, program: string): Promise<void> {
  const response = await request.post(`/assignments/${assignmentId}/upload/`, {
    headers: { Authorization: `JWT ${token}` },
    multipart: { students: student, files: { name: 'main.py', mimeType: 'text/x-python', buffer: Buffer.from(program) } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('an instructor brings a Gradescope autograder; a student sees only what its visibility allows', async ({ page, request }) => {
  test.setTimeout(300_000);
  const adminToken = await fetchToken(request, USERS.admin);
  const courses = await api<{ id: number; name: string; period: string }[]>(request, adminToken, 'GET', '/courses/');
  const course = courses.find((candidate) => candidate.name === COURSE && candidate.period === PERIOD)!;
  const assignment = await api<{ id: number }>(request, adminToken, 'POST', '/assignments/', { course: course.id, name: ASSIGNMENT, points: 10, allowStudentUpload: true });
  await uploadFor(request, adminToken, assignment.id, USERS.student3, 'print("hello")\n');

  await signInAs(page, USERS.admin, { path: adminPath(COURSE, PERIOD, 'assignments', ASSIGNMENT) });
  await page.getByRole('tab', { name: 'Tests' }).click();
  const zip = await zipOf({ 'setup.sh': SETUP, run_autograder: RUN, 'grade.py': GRADER });
  await page.getByLabel('Choose the autograder zip').setInputFiles({ name: 'autograder.zip', mimeType: 'application/zip', buffer: zip });
  await expect(page.getByLabel('Build state: Building').or(page.getByLabel('Build state: Ready'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Build state: Ready')).toBeVisible({ timeout: 240_000 });
  await page.getByText('Build log (setup.sh)').click();
  await expect(page.getByText('setting up the grader')).toBeVisible();

  const runs = page.getByRole('region', { name: 'Runs' });
  await runs.getByRole('button', { name: 'Run all' }).click();
  await page.getByRole('button', { name: 'Run all' }).last().click();
  const progress = runs.getByRole('region', { name: 'Run all progress' });
  await expect(progress.getByText('Done')).toBeVisible({ timeout: 90_000 });
  await expect(runs.getByRole('table').getByRole('row').filter({ hasText: USERS.student3 }).getByText('Completed')).toBeVisible();

  // The student: the visible result with its HTML output rendered (not as tags), no hidden test, the leaderboard.
  await accountNav(page).getByRole('link', { name: 'Log Out' }).click();
  await page.setViewportSize({ width: 400, height: 800 });
  await signInAs(page, USERS.student3, { path: studentPath(ASSIGNMENT) });
  const tests = page.getByRole('region', { name: 'Tests' });
  const greets = tests.getByRole('listitem', { name: '1.1 greets: Passed' });
  await expect(greets).toContainText('2 / 2', { timeout: 20_000 });
  await greets.getByRole('button', { name: 'Logs' }).click();
  await expect(tests.locator('b', { hasText: 'printed' })).toBeVisible();
  await expect(tests.getByText('<b>')).toHaveCount(0);
  await expect(page.getByText('secret edge case')).toHaveCount(0);
  await expect(tests.getByText('1 hidden test')).toBeVisible();
  const board = page.getByRole('region', { name: 'Leaderboard' });
  await expect(board).toBeVisible();
  await board.getByLabel('Your name on the leaderboard').fill(`Speedy ${STAMP}`);
  await board.getByRole('button', { name: 'Save name' }).click();
  await expect(board.getByRole('table', { name: 'Leaderboard' }).getByText(`Speedy ${STAMP}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
});
