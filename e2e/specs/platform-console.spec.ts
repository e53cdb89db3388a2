import { expect, test } from '@playwright/test';
import { commentCards, commentEditor, selectLines } from '../support/codeView';
import { createReviewFixture, REVIEW_COURSE } from '../support/review';
import { accountNav, heading, signInAs } from '../support/session';
import { PLATFORM_ADMIN, USERS } from '../support/users';
import { openedDialog } from '../support/dialog';

// A platform admin helps a grader: finds the course through the Organizations table, opens its people, logs in as
// the grader, comments on a submission as them, returns to their own account and finds both the login-as and the
// comment in the audit log, attributed to both people.

test('a platform admin logs in as a grader from the console, comments, returns and finds it in the audit log', async ({ page, request }) => {
  test.setTimeout(120_000);
  const fixture = await createReviewFixture(request, { student: USERS.student2, grader: USERS.grader1 });
  const commentText = `Acting for the grader ${Date.now().toString(36)}`;

  await signInAs(page, PLATFORM_ADMIN, { path: '/dashboard' });
  const sidebar = page.getByRole('navigation', { name: 'Platform console' });
  await sidebar.getByRole('menuitem', { name: 'Organizations' }).click();
  await expect(heading(page, 'Organizations')).toBeVisible();

  // The organization's row expands to its courses; a course opens the drawer of its people.
  await page.getByLabel('Search organizations').fill('Demo');
  await page.getByRole('button', { name: 'Show the courses of Demo University' }).click();
  const courses = page.getByRole('table', { name: 'Courses of Demo University' });
  await courses.getByRole('button', { name: `People of ${REVIEW_COURSE.name} ${REVIEW_COURSE.period}` }).click();
  const drawer = await openedDialog(page.getByRole('dialog', { name: REVIEW_COURSE.name }));
  await expect(drawer.getByRole('list', { name: 'Admins' })).toContainText(USERS.admin);
  await expect(drawer.getByRole('list', { name: 'Students' })).toContainText(USERS.student2);
  await drawer.getByRole('list', { name: 'Graders' }).getByRole('link', { name: USERS.grader1 }).click();

  // Acting as the grader: the banner on every page, and the grader's own view of the submission.
  const banner = page.getByRole('status').filter({ hasText: `Acting as ${USERS.grader1}` });
  await expect(banner).toBeVisible();
  await expect(accountNav(page)).toContainText(USERS.grader1);
  await page.goto(`/code/${fixture.submissionId}`);
  await expect(page.getByTestId('code-viewer')).toBeVisible();
  await expect(banner).toBeVisible();
  await selectLines(page, 1, 2);
  await commentEditor(page).getByLabel('Comment (Markdown)').fill(commentText);
  await commentEditor(page).getByRole('button', { name: 'Save' }).click();
  await expect(commentEditor(page)).toHaveCount(0);
  await expect(commentCards(page).filter({ hasText: commentText })).toBeVisible();

  // Back to the admin's own account, without logging in again, on the page the login-as started from.
  await banner.getByRole('button', { name: 'Return to my account' }).click();
  await expect(heading(page, 'Organizations')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(accountNav(page)).toContainText(PLATFORM_ADMIN);

  // The audit log, filtered to what the admin did: the login-as, and the comment made as the grader.
  await sidebar.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(heading(page, 'Audit log')).toBeVisible();
  await page.getByLabel('Done by').fill(PLATFORM_ADMIN);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/actor=platform%40demo\.edu/);
  const events = page.getByRole('table').last();
  const commented = events.getByRole('row').filter({ hasText: 'comment.created' }).first();
  await expect(commented).toContainText(`${PLATFORM_ADMIN} as ${USERS.grader1}`);
  await expect(commented).toContainText(REVIEW_COURSE.name);
  const started = events.getByRole('row').filter({ hasText: 'impersonation.started' }).first();
  await expect(started).toContainText(PLATFORM_ADMIN);

  // The comment's event in its drawer carries the text the grader's submission got.
  await commented.click();
  const details = page.getByRole('dialog').filter({ hasText: 'comment.created' });
  await expect(details).toContainText(USERS.grader1);
  await expect(details).toContainText(PLATFORM_ADMIN);
});
