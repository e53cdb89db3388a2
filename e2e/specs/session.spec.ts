import { expect, test } from '@playwright/test';
import { accountNav, fetchToken, heading, storedToken } from '../support/session';
import { CONSOLES, TEXTS, USERS } from '../support/users';

test.describe('the session', () => {
  test('a token in the link logs the user in and is taken out of the address bar', async ({ page, request }) => {
    const token = await fetchToken(request, USERS.student4);

    await page.goto(`${CONSOLES.student.path}?token=${encodeURIComponent(token)}`);

    await expect(heading(page, CONSOLES.student.label)).toBeVisible();
    await expect(accountNav(page).getByText(USERS.student4, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(CONSOLES.student.path);
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    expect(await storedToken(page)).toBeTruthy();

    // The stored token carries the session over a reload.
    await page.reload();
    await expect(heading(page, CONSOLES.student.label)).toBeVisible();
    await expect(accountNav(page).getByText(USERS.student4, { exact: true })).toBeVisible();
    await expect(heading(page, TEXTS.loginToSeePage)).toHaveCount(0);
    expect(await storedToken(page)).toBeTruthy();
  });

  test('only the token is removed from the link, the rest of the query stays', async ({ page, request }) => {
    const token = await fetchToken(request, USERS.grader2);

    await page.goto(`/grader/Intro?tab=queue&token=${encodeURIComponent(token)}#top`);

    await expect(heading(page, CONSOLES.grader.label)).toBeVisible();
    await expect(page).toHaveURL('/grader/Intro?tab=queue#top');
  });
});
