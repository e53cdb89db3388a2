import { expect, test } from '@playwright/test';
import { adminPath } from '../support/admin';
import { api } from '../support/api';
import { fetchToken, signInAs } from '../support/session';
import { USERS } from '../support/users';

// An admin gives an assignment's peer review a rubric of its own: in the Peer review tab the rubric editor works on
// the peer rubric, and the assignment's own Rubric tab does not show what was added there.

const COURSE = 'Intro to Programming';
const PERIOD = 'Fall 2026';
const STAMP = Date.now().toString(36).slice(-5);
const ASSIGNMENT = `Peer rubric ${STAMP}`;

test('an admin writes a peer rubric in the Peer review tab, apart from the assignment’s rubric', async ({ page, request }) => {
  test.setTimeout(90_000);
  const adminToken = await fetchToken(request, USERS.admin);
  const courses = await api<{ id: number; name: string; period: string }[]>(request, adminToken, 'GET', '/courses/');
  const course = courses.find((candidate) => candidate.name === COURSE && candidate.period === PERIOD)!;
  const assignment = await api<{ id: number }>(request, adminToken, 'POST', '/assignments/', { course: course.id, name: ASSIGNMENT, points: 10, isVisible: true });
  await api(request, adminToken, 'PATCH', `/assignments/${assignment.id}/peerReview/`, { enabled: true, rubric: 'peer' });

  await signInAs(page, USERS.admin, { path: adminPath(COURSE, PERIOD, 'assignments', ASSIGNMENT) });
  await page.getByRole('tab', { name: 'Peer review' }).click();
  const section = page.getByRole('region', { name: 'Peer rubric' });
  await expect(section.getByText(/The peer rubric is empty/)).toBeVisible();

  await section.getByRole('button', { name: 'Add category' }).click();
  await section.getByLabel('Category name').fill('Readability');
  await section.locator('form').getByRole('button', { name: 'Add category' }).click();
  await expect(section.getByRole('heading', { name: 'Readability' })).toBeVisible();
  await section.getByLabel('Add a comment to Readability').click();
  await section.getByLabel('Comment text').fill('Names say what they hold');
  await section.getByLabel('Points').fill('0');
  await section.locator('form').getByRole('button', { name: 'Add comment' }).click();
  await expect(section.getByLabel('Comments of Readability').getByRole('paragraph').filter({ hasText: 'Names say what they hold' })).toBeVisible();

  // At 400 px the section is still there to read and edit.
  await page.setViewportSize({ width: 400, height: 800 });
  await expect(section.getByRole('button', { name: 'Add category' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });

  const peerRubric = await api<{ rubricCategories: { name: string; peer: boolean }[] }>(request, adminToken, 'GET', `/assignments/${assignment.id}/peerRubric/`);
  expect(peerRubric.rubricCategories.map((category) => [category.name, category.peer])).toEqual([['Readability', true]]);

  await page.getByRole('tab', { name: 'Rubric', exact: true }).click();
  await expect(page.getByText(/This assignment has no rubric yet/)).toBeVisible();
  await expect(page.getByText('Readability')).toHaveCount(0);
});
