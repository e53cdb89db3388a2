import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { mailLinkPath, submitNewPassword } from '../support/accountLinks';
import { expectSignedInWithNewPassword, fetchToken } from '../support/session';
import { USERS } from '../support/users';

// Someone who already has an account (a student here) signs up as an instructor with an address of an
// organization's domain. The account has a password, so it is not changed at once: an upgrade link is e-mailed,
// and following it (after asking for a fresh one on /upgrade) makes it an instructor's.

const tag = () => randomBytes(4).toString('hex');

test('an existing account is upgraded to an instructor’s only through the e-mailed link; /upgrade sends a new one', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `tess-${tag()}@demo.edu`;

  // The account: a student an admin put on a roster, who set a password through "Forgot password".
  const adminToken = await fetchToken(request, USERS.admin);
  const course = await api<{ id: number }>(request, adminToken, 'POST', '/courses/', { name: `Upgrade Lab ${tag()}`, period: 'Spring 2027' });
  await api(request, adminToken, 'POST', `/courses/${course.id}/addToRoster/`, { students: [email] });
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.goto(await mailLinkPath(email, 'Reset your Marginalia password', '/password-reset/'));
  await submitNewPassword(page, 'student password one');
  await expectSignedInWithNewPassword(page, { leave: true });

  // The sign-up: demo.edu is Demo University's domain, so it is approved at once, without touching the account.
  await page.goto('/signup/create');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('checkbox', { name: 'My institution is not listed' }).check();
  await page.getByLabel('New organization name').fill('Demo University');
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your account is ready. Check your e-mail for a link to set your password.')).toBeVisible({ timeout: 20_000 });
  const stale = await mailLinkPath(email, 'Your Marginalia instructor account is approved', '/upgrade/');
  const before = await request.post('/token-auth/', { data: { username: email, password: 'student password one' } });
  expect(((await before.json()) as { user: { canCreateCourses: boolean } }).user.canCreateCourses).toBe(false);

  // A new upgrade link replaces the first one.
  await page.goto('/upgrade');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('If that e-mail has an approved instructor sign-up waiting, we sent it a new upgrade link.')).toBeVisible();
  const fresh = await mailLinkPath(email, 'Your Marginalia instructor account is approved', '/upgrade/');
  await page.goto(stale);
  await expect(page.getByText("There's something wrong with your link.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new upgrade link' })).toHaveAttribute('href', '/upgrade/');

  await page.goto(fresh);
  await expect(page.getByRole('heading', { name: 'Upgrade your account' })).toBeVisible();
  await submitNewPassword(page, 'instructor password two');
  await expectSignedInWithNewPassword(page);
  // Student and admin now: the role chooser offers both consoles.
  await expect(page.getByRole('link', { name: 'Admin Console' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Student Console' })).toBeVisible();

  await api(request, adminToken, 'PATCH', `/courses/${course.id}/`, { archived: true });
});
