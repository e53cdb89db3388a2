import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, TOKEN_STORAGE_KEY } from './users';

/** Fills the login card shown on the page (the /login page or the prompt of a protected page) and submits it. */
export async function submitLoginForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Logs in through the real /login form and waits until the logged-in header is shown. */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLoginForm(page, email, password);
  await expect(accountNav(page)).toBeVisible();
}

/** The right-hand part of the logged-in header: email, role switcher, Settings and Log Out. */
export function accountNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Account' });
}

/** The role switcher's button; its accessible name starts with "Switch Roles". */
export function roleSwitcher(page: Page): Locator {
  return accountNav(page).getByRole('button', { name: /^Switch Roles/ });
}

/** The page's main heading. */
export function heading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('heading', { level: 1, name });
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY);
}

/** A session token straight from the API, as a link from an e-mail or a partner platform would carry it. */
export async function fetchToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/token-auth/', { data: { username: email, password } });
  expect(response.status(), 'POST /token-auth/ should accept the demo credentials').toBe(200);
  const body = (await response.json()) as { token?: unknown };
  expect(typeof body.token).toBe('string');
  return body.token as string;
}

/**
 * Setting a password from an e-mailed link (activation, reset, upgrade) signs the person in with it and lands them
 * home (docs/PRODUCT.md §4). With `leave`, the browser forgets that session again, for a journey that goes on as
 * somebody else.
 */
export async function expectSignedInWithNewPassword(page: Page, { leave = false } = {}): Promise<void> {
  await expect(accountNav(page)).toBeVisible({ timeout: 15_000 });
  await expect(page).not.toHaveURL(/\/(activate|password-reset|upgrade)\//);
  if (leave) {
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  }
}
