import { expect, test } from '@playwright/test';
import { accountNav, heading, loginAs, storedToken } from '../support/session';
import { CONSOLES, TEXTS, USERS } from '../support/users';

test('Log Out forgets the session and returns to the landing page', async ({ page }) => {
  await loginAs(page, USERS.student1);
  await expect(page).toHaveURL(CONSOLES.student.path);
  expect(await storedToken(page)).toBeTruthy();

  await accountNav(page).getByRole('link', { name: 'Log Out' }).click();

  await expect(page).toHaveURL('/');
  await expect(accountNav(page)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  // Nothing of the session survives a fresh page load.
  await page.goto(CONSOLES.student.path);
  await expect(heading(page, TEXTS.loginToSeePage)).toBeVisible();
  await expect(heading(page, CONSOLES.student.label)).toHaveCount(0);
  await expect(accountNav(page)).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
});
