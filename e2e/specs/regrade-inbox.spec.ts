import { expect, test } from '@playwright/test';
import { createReviewFixture, REVIEW_COURSE } from '../support/review';
import { mailbox } from '../support/mailbox';
import { signInAs } from '../support/session';
import { USERS } from '../support/users';

// A student asks for a regrade of published feedback; the grader of the submission is told by e-mail, finds the
// request behind the badge of the grader console's "Regrade requests" tab, opens it and answers it.

test('a grader finds a new regrade request in the console and answers it', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const fixture = await createReviewFixture(request, { student: USERS.student3, grader: USERS.grader1, finalized: true, published: true, regrades: true });
  const question = `Question 2 deserves another look (${fixture.assignmentName}).`;

  await signInAs(page, USERS.student3, { path: `/code/${fixture.submissionId}` });
  await expect(page.getByTestId('code-viewer')).toBeVisible();
  await page.getByRole('tab', { name: /Info/ }).click();
  await page.getByRole('region', { name: 'Regrade' }).getByRole('button', { name: 'Request regrade' }).click();
  await page.getByLabel('What should be regraded?').fill(question);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(question)).toBeVisible();

  // The grader's mail names the assignment, not the student, and links to the request on the submission.
  const mail = await mailbox.waitFor({ to: USERS.grader1, subject: `A regrade request on ${fixture.assignmentName} (${REVIEW_COURSE.name}) is waiting` });
  expect(mail.text).not.toContain(USERS.student3);
  expect(mail.links.some((link) => link.endsWith(`/code/${fixture.submissionId}?regrade=show`))).toBe(true);

  const grader = await browser.newPage();
  const course = `${encodeURIComponent(REVIEW_COURSE.name)}/${encodeURIComponent(REVIEW_COURSE.period)}`;
  await signInAs(grader, USERS.grader1, { path: `/grader/${course}/${encodeURIComponent(fixture.assignmentName)}/queue` });
  const tab = grader.getByRole('tab', { name: /Regrade requests/ });
  await expect(tab.locator('.ant-badge-count')).toBeVisible();
  await tab.click();
  const inbox = grader.getByRole('region', { name: 'Regrade requests' });
  const row = inbox.getByRole('row').filter({ hasText: question });
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  // The inbox opens the submission at its request.
  await expect(grader).toHaveURL(new RegExp(`/code/${fixture.submissionId}\\?regrade=show$`));

  await grader.getByRole('tab', { name: /Info/ }).click();
  await grader.getByLabel('Response').fill('Agreed: one point back.');
  await grader.getByRole('button', { name: 'Answer and close' }).click();
  await expect(grader.getByText('Regrade requested')).toHaveCount(0);

  // Back in the console the request is answered.
  await grader.goBack();
  await expect(inbox).toBeVisible();
  await expect(inbox.getByRole('row').filter({ hasText: question })).toHaveCount(0);
  await inbox.getByText(/^Answered/).click();
  await expect(inbox.getByRole('row').filter({ hasText: question }).getByText('Agreed: one point back.')).toBeVisible();
});
