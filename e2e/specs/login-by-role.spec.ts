import { expect, test } from '@playwright/test';
import { accountNav, heading, submitLoginForm } from '../support/session';
import { CONSOLES, TEXTS, USERS } from '../support/users';

test.describe('logging in lands each role in its console', () => {
  test('a student goes to the Student Console', async ({ page }) => {
    await page.goto('/login');
    await expect(heading(page, 'Login')).toBeVisible();
    await submitLoginForm(page, USERS.student1);

    await expect(page).toHaveURL(CONSOLES.student.path);
    await expect(heading(page, CONSOLES.student.label)).toBeVisible();
    await expect(accountNav(page).getByText(USERS.student1, { exact: true })).toBeVisible();
  });

  test('a grader goes to the Grader Console', async ({ page }) => {
    await page.goto('/login');
    await submitLoginForm(page, USERS.grader1);

    await expect(page).toHaveURL(CONSOLES.grader.path);
    await expect(heading(page, CONSOLES.grader.label)).toBeVisible();
    await expect(accountNav(page).getByText(USERS.grader1, { exact: true })).toBeVisible();
  });

  test('a course admin who also grades chooses between the consoles they hold', async ({ page }) => {
    await page.goto('/login');
    await submitLoginForm(page, USERS.admin);

    await expect(heading(page, TEXTS.selectYourRole)).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(accountNav(page).getByText(USERS.admin, { exact: true })).toBeVisible();

    // One entry per console the user holds, and nothing else.
    const main = page.getByRole('main');
    const choices = main.getByRole('link', { name: /Console$/ });
    await expect(choices).toHaveText([CONSOLES.grader.label, CONSOLES.admin.label]);
    await expect(main.getByRole('link', { name: CONSOLES.student.label })).toHaveCount(0);

    await main.getByRole('link', { name: CONSOLES.admin.label }).click();
    await expect(page).toHaveURL(CONSOLES.admin.path);
    await expect(heading(page, CONSOLES.admin.label)).toBeVisible();
  });
});
