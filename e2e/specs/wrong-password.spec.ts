import { expect, test } from '@playwright/test';
import { heading, storedToken, submitLoginForm } from '../support/session';
import { CONSOLES, DEMO_PASSWORD, TEXTS, USERS } from '../support/users';

test.describe('a failed login', () => {
  test('a wrong password shows the invalid message, clears the password and keeps the email', async ({ page }) => {
    await page.goto('/login');
    await submitLoginForm(page, USERS.student2, 'not-the-password');

    await expect(page.getByRole('alert')).toContainText(TEXTS.loginInvalid);
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByLabel('Email')).toHaveValue(USERS.student2);
    await expect(page).toHaveURL('/login');
    await expect(heading(page, 'Login')).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('an unknown email gets the very same message', async ({ page }) => {
    await page.goto('/login');
    await submitLoginForm(page, 'nobody-here@demo.edu', 'not-the-password');

    // Same text as for a wrong password, so the form does not reveal which emails have an account.
    await expect(page.getByRole('alert')).toHaveText(TEXTS.loginInvalid);
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByLabel('Email')).toHaveValue('nobody-here@demo.edu');
  });

  test('Enter in the password field submits the form', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(USERS.student2);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('alert')).toContainText(TEXTS.loginInvalid);
    await expect(page.getByLabel('Password')).toHaveValue('');

    // Retyping only the password is enough to get in.
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(CONSOLES.student.path);
    await expect(heading(page, CONSOLES.student.label)).toBeVisible();
  });
});
