import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { mailbox } from '../support/mailbox';
import { REVIEW_COURSE } from '../support/review';
import { expectSignedInWithNewPassword, fetchToken, heading } from '../support/session';
import { USERS } from '../support/users';

// Forgot password end to end: the form, the e-mail caught by the run's SMTP server, the link, the new password
// and a login with it. The student is new (added to the roster, never activated), so the link also activates.

const TEXTS = {
  resetSent: 'If an account exists for that e-mail, we sent a link to reset its password.',
  tokenInvalid: "There's something wrong with your link.",
} as const;

test('a student who never set a password gets a link by e-mail, sets one and logs in; an unknown address gets the same answer', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = `reset-${randomBytes(4).toString('hex')}@demo.edu`;
  const password = 'a fresh password of mine';
  const adminToken = await fetchToken(request, USERS.admin);
  const courses = await api<{ id: number; name: string; period: string }[]>(request, adminToken, 'GET', '/courses/');
  const course = courses.find((c) => c.name === REVIEW_COURSE.name && c.period === REVIEW_COURSE.period)!;
  await api(request, adminToken, 'POST', `/courses/${course.id}/addToRoster/`, { students: [email] });

  // An address without an account gets the very same answer (and, below, no mail).
  const nobody = `nobody-${randomBytes(4).toString('hex')}@demo.edu`;
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(nobody);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(TEXTS.resetSent)).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(TEXTS.resetSent)).toBeVisible();

  const mail = await mailbox.waitFor({ to: email, subject: 'Reset your Marginalia password' });
  // Mail goes out in the order it was queued: had the first request queued any, it would be here by now.
  expect(mailbox.list({ to: nobody })).toEqual([]);
  const link = new URL(mail.links.find((href) => href.includes('/password-reset/'))!);
  // The path only: the mail names the server by its public address, the browser knows it by the test's.
  await page.goto(link.pathname);
  await expect(heading(page, 'Reset your password')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill('a fresh password');
  await expect(page.getByText("Passwords don't match!")).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirm password').fill(password);
  await submit.click();
  // The new password signs the student in at once.
  await expectSignedInWithNewPassword(page);

  // The link worked once; opened again it says so and points to a new one.
  await page.goto(link.pathname);
  await expect(page.getByText(TEXTS.tokenInvalid)).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new password reset link' }).click();
  await expect(page).toHaveURL('/forgot-password');
});
