import { expect, test } from '@playwright/test';
import { accountNav, heading, signInAs } from '../support/session';
import { CONSOLES, TEXTS, USERS } from '../support/users';

test.describe('the not-found page', () => {
  test('apologises, offers a quote to like or dislike, and links home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(heading(page, TEXTS.notFound)).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);

    const quote = page.locator('blockquote');
    await expect(quote).toBeVisible();
    await expect(quote).not.toBeEmpty();

    const like = page.getByRole('button', { name: 'Like this quote', exact: true });
    const dislike = page.getByRole('button', { name: 'Dislike this quote', exact: true });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(dislike).toHaveAttribute('aria-pressed', 'false');

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(dislike).toHaveAttribute('aria-pressed', 'false');

    // Choosing the other opinion replaces the first one.
    await dislike.click();
    await expect(dislike).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    // Choosing the same one again withdraws it.
    await dislike.click();
    await expect(dislike).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('main').getByRole('link', { name: 'Go home' }).click();
    await expect(page).toHaveURL('/');
    await expect(heading(page, TEXTS.notFound)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a console the user does not hold looks like any missing page', async ({ page }) => {
    await signInAs(page, USERS.student1, { path: CONSOLES.admin.path });

    await expect(heading(page, TEXTS.notFound)).toBeVisible();
    await expect(heading(page, CONSOLES.admin.label)).toHaveCount(0);
    await expect(accountNav(page)).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Go home' }).click();
    await expect(page).toHaveURL(CONSOLES.student.path);
    await expect(heading(page, CONSOLES.student.label)).toBeVisible();
  });
});
