import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { createReviewFixture } from '../support/review';
import { fetchToken, signInAs, submitLoginForm } from '../support/session';
import { USERS } from '../support/users';

// A student invites a partner with a link; the partner opens it logged out, logs in, sees who is on the
// submission and joins.

test('a partner joins a submission through an invite link', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const fixture = await createReviewFixture(request, { student: USERS.student3, assignment: { allowStudentUpload: true, uploadDueDate: dueDate } });

  await signInAs(page, USERS.student3, { path: `/code/${fixture.submissionId}` });
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

// Graded work keeps its students: once the submission is finalized, the partners panel says why it cannot change,
// and a link made before is refused with the same clear text on the invite page.
test('a partner link on finalized work is refused with a clear text', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const graded = 'This submission has been graded, so its partners can no longer change. Ask your instructor if a partner must be added or removed.';
  const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const fixture = await createReviewFixture(request, { student: USERS.student4, assignment: { allowStudentUpload: true, uploadDueDate: dueDate } });

  await signInAs(page, USERS.student4, { path: `/code/${fixture.submissionId}` });
  await page.getByRole('tab', { name: /Info/ }).click();
  await page.getByRole('button', { name: 'Invite a partner' }).click();
  const link = page.getByRole('textbox', { name: 'Partner link' });
  await expect(link).toHaveValue(/\/invite\/\d+\/.+/);
  const invite = new URL(await link.inputValue());

  const admin = fixture.adminToken;
  await api(request, admin, 'PATCH', `/submissions/${fixture.submissionId}/`, { grader: USERS.admin, isFinalized: true });
  await api(request, admin, 'PATCH', `/assignments/${fixture.assignmentId}/`, { isReleased: true });

  await page.reload();
  await page.getByRole('tab', { name: /Info/ }).click();
  const partners = page.getByRole('region', { name: 'Partners' });
  await expect(partners.getByText(graded)).toBeVisible();
  await expect(partners.getByRole('button', { name: 'Invite a partner' })).toHaveCount(0);

  const partner = await browser.newPage();
  await signInAs(partner, USERS.student2, { path: invite.pathname });
  await expect(partner.getByText(graded)).toBeVisible();
  await expect(partner.getByRole('button', { name: 'Join' })).toHaveCount(0);

  // The link made before is on the record, beside the grade; nobody joined.
  const history = await api<{ cause: string; actor: string | null }[]>(request, admin, 'GET', `/submissions/${fixture.submissionId}/gradeHistory/`);
  expect(history.map((row) => [row.cause, row.actor])).toEqual([['partner_link', USERS.student4]]);
  const submission = await api<{ students: string[] }>(request, admin, 'GET', `/submissions/${fixture.submissionId}/`);
  expect(submission.students).toEqual([USERS.student4]);
});
