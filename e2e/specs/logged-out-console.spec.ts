import { expect, test } from '@playwright/test';
import { accountNav, heading, submitLoginForm } from '../support/session';
import { TEXTS, USERS } from '../support/users';

// Each protected path, with a user allowed to see it and the heading that page shows.
const PROTECTED = [
  { path: '/student', user: USERS.student1, title: 'Student Console' },
  { path: '/grader/Intro', user: USERS.grader1, title: 'Grader Console' },
  { path: '/admin', user: USERS.admin, title: 'Admin Console' },
  { path: '/settings', user: USERS.student3, title: 'Settings' },
];

test.describe('protected pages for a logged-out visitor', () => {
  for (const { path, user, title } of PROTECTED) {
    test(`${path} asks to log in and then shows the page in place`, async ({ page }) => {
      await page.goto(path);
      await expect(heading(page, TEXTS.loginToSeePage)).toBeVisible();
      await expect(heading(page, title)).toHaveCount(0);
      await expect(page.getByLabel('Email')).toBeVisible();

      await submitLoginForm(page, user);

      // No redirect: the page that was asked for renders where the prompt was.
      await expect(heading(page, title)).toBeVisible();
      await expect(page).toHaveURL(path);
      await expect(heading(page, TEXTS.loginToSeePage)).toHaveCount(0);
      await expect(accountNav(page).getByText(user, { exact: true })).toBeVisible();
    });
  }
});
