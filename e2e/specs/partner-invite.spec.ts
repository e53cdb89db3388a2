import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { createReviewFixture } from '../support/review';
import { fetchToken, loginAs, submitLoginForm } from '../support/session';
import { USERS } from '../support/users';

// A student invites a partner with a link; the partner opens it logged out, logs in, sees who is on the
// submission and joins.

test('a partner joins a submission through an invite link', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const fixture = await createReviewFixture(request, { student: USERS.student3, assignment: { allowStudentUpload: true, uploadDueDate: dueDate } });

  await loginAs(page, USERS.student3);
  await page.goto(`/code/${fixture.submissionId}`);
  await page.getByRole('tab', { name: /Info/ }).click();
  await page.getByRole('button', { name: 'Invite a partner' }).click();
  const link = page.getByRole('textbox', { name: 'Partner link' });
  await expect(link).toHaveValue(/\/invite\/\d+\/.+/);
  const invite = new URL(await link.inputValue());

  const partner = await browser.newPage();
  await partner.goto(invite.pathname);
  await expect(partner.getByText(/log in first/i)).toBeVisible();
  await partner.getByRole('link', { name: 'Log in' }).click();
  await submitLoginForm(partner, USERS.student5);
  await expect(partner.getByText(USERS.student3)).toBeVisible();
  await partner.getByRole('button', { name: 'Join' }).click();
  await expect(partner.getByText('You joined this submission.')).toBeVisible();

  const token = await fetchToken(request, USERS.admin);
  const submission = await api<{ students: string[] }>(request, token, 'GET', `/submissions/${fixture.submissionId}/`);
  expect([...submission.students].sort()).toEqual([USERS.student3, USERS.student5]);

  // A made-up token is refused with the message of docs/PRODUCT.md §8.
  await partner.goto(`/invite/${fixture.submissionId}/not-a-real-token`);
  await expect(partner.getByText('The link provided is either expired or invalid.')).toBeVisible();
});
