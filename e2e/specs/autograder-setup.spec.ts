import { expect, test } from '@playwright/test';
import { adminPath } from '../support/admin';
import { api } from '../support/api';
import { fetchToken, signInAs } from '../support/session';
import { USERS } from '../support/users';
import { openedDialog } from '../support/dialog';

// An instructor sets up the autograder of a Python assignment in the admin console's Tests tab: the environment,
// a reference solution, an input/output test and a unit test file; then runs the tests against the solution and
// reads each test's verdict as the sandbox gave it.

const STAMP = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;
const COURSE = { name: `Autograded ${STAMP}`, period: 'Spring 2027' };
const ASSIGNMENT = `Sums ${STAMP}`;

const SOLUTION = 'import sys\n\ndef add(a, b):\n    return a + b\n\nif __name__ == "__main__":\n    a, b = map(int, sys.stdin.read().split())\n    print(add(a, b))\n';
const UNIT_TESTS = 'from sums import add\n\ndef test_small():\n    assert add(2, 3) == 5\n\ndef test_negative():\n    assert add(-2, -3) == -5\n';

test('an instructor sets up Python tests, uploads the solution and runs the tests against it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const adminToken = await fetchToken(request, USERS.admin);
  const course = await api<{ id: number }>(request, adminToken, 'POST', '/courses/', COURSE);
  await api(request, adminToken, 'POST', '/assignments/', { name: ASSIGNMENT, course: course.id, points: 10 });

  await signInAs(page, USERS.admin, { path: adminPath(COURSE.name, COURSE.period, 'assignments', ASSIGNMENT) });
  await page.getByRole('tab', { name: 'Tests' }).click();

  // The environment: Python, with a tighter CPU limit.
  const environment = page.getByRole('region', { name: 'Environment' });
  await expect(environment.getByText('Network: always off', { exact: false })).toBeVisible();
  await environment.getByLabel('CPU time').fill('5');
  await environment.getByRole('button', { name: 'Save environment' }).click();
  await expect(environment.getByRole('status')).toHaveText('Saved');

  // The reference solution, uploaded as solution files.
  const files = page.getByRole('region', { name: 'Helper files' });
  await files.getByText(/^Solution files/).click();
  await files.locator('input[type="file"]').setInputFiles({ name: 'sums.py', mimeType: 'text/x-python', buffer: Buffer.from(SOLUTION) });
  await files.getByRole('button', { name: 'Upload 1 file as solution' }).click();
  await expect(files.getByRole('row').filter({ hasText: 'sums.py' }).getByText('Solution')).toBeVisible();

  // A category with an input/output test and a unit test file.
  const suite = page.getByRole('region', { name: 'Categories and tests' });
  await suite.getByRole('button', { name: 'Add category' }).click();
  await suite.getByLabel('Category name').fill('Basics');
  await suite.getByRole('button', { name: 'Add category' }).last().click();
  await expect(suite.getByRole('region', { name: 'Test category Basics' })).toBeVisible();

  await suite.getByRole('button', { name: 'Add test to Basics' }).click();
  let drawer = await openedDialog(page.getByRole('dialog').filter({ hasText: 'New test in Basics' }));
  await drawer.getByLabel('Description').fill('Adds from stdin');
  await drawer.getByLabel('Command').fill('python3 sums.py');
  await drawer.getByLabel('Standard input').fill('2 3\n');
  await drawer.getByLabel('Expected output', { exact: true }).fill('5\n');
  await drawer.getByLabel("Students see this test's result when they submit").check();
  await drawer.getByRole('button', { name: 'Add test' }).click();
  await expect(suite.getByRole('listitem', { name: 'Test Adds from stdin' })).toBeVisible();

  await suite.getByRole('button', { name: 'Add test to Basics' }).click();
  drawer = await openedDialog(page.getByRole('dialog').filter({ hasText: 'New test in Basics' }));
  // The kind is picked again should the click land while the list is still opening.
  await expect(async () => {
    await drawer.getByRole('combobox', { name: 'Kind' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Unit tests' }).click();
    await expect(drawer.getByLabel('Test file name')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await drawer.getByLabel('Description').fill('Unit tests of add');
  await drawer.getByLabel('Test file name').fill('test_sums.py');
  await drawer.getByLabel('Test code').fill(UNIT_TESTS);
  await drawer.getByRole('button', { name: 'Add test' }).click();
  await expect(suite.getByRole('listitem', { name: 'Test Unit tests of add' })).toBeVisible();

  // Run against the solution: the sandbox runs it and every test passes.
  const runs = page.getByRole('region', { name: 'Runs' });
  await runs.getByRole('button', { name: 'Run against solution' }).click();
  const solutionRun = runs.getByRole('region', { name: 'Solution run' });
  await expect(solutionRun.getByText('Completed')).toBeVisible({ timeout: 60_000 });
  await expect(solutionRun.getByRole('listitem', { name: 'Adds from stdin: Passed' })).toBeVisible();
  await expect(solutionRun.getByText(/^\d+ passed, 0 failed/)).toBeVisible();
  // The unit test file's functions became tests of the category.
  await expect(suite.getByRole('list', { name: 'Tests created by Unit tests of add' }).getByText('test_small')).toBeVisible({ timeout: 10_000 });
});
