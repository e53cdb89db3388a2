import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, TOKEN_STORAGE_KEY } from './users';

/** Fills the login card shown on the page (the /login page or the prompt of a protected page) and submits it. */
export async function submitLoginForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

// Two ways in, on purpose. `loginAs` goes through the /login form, as a person does: the journeys about logging in
// (where each role lands, logging out, the form on a phone) use it or the form itself (`submitLoginForm`), and they
// are what covers the form. Every other journey only needs to be somebody: `signInAs` puts a session token where
// the app keeps it and opens the page the journey is about, skipping the login page, the password check on the
// server (a deliberately slow hash) and the console the form lands on: two page loads fewer, 42 times a run.

/** Logs in through the real /login form and waits until the logged-in header is shown. */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLoginForm(page, email, password);
  await expect(accountNav(page)).toBeVisible();
}

// One token per person for the worker (Playwright runs each worker in its own process, so the cache is the
// worker's). A token outlives a journey: logging out only makes the browser forget it, and a session ends on the
// server only when the person's password changes (setting one from an e-mailed link, Settings), which the journeys
// do only to people they create. Still, a cached token is checked before it is used (GET /users/me/, no password
// hash) and fetched again when refused, so a journey that did end somebody's sessions cannot break the next ones.
const tokens = new Map<string, string>();

async function sessionToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const cached = tokens.get(email);
  if (cached) {
    const check = await request.get('/users/me/', { headers: { Authorization: `JWT ${cached}` } });
    if (check.ok()) return cached;
    tokens.delete(email);
  }
  const token = await fetchToken(request, email, password);
  tokens.set(email, token);
  return token;
}

/**
 * Signs `email` in without the login form and opens `path` (their home when not given), as the app does for a
 * returning visitor: the token goes into local storage before the page's own scripts run, for this one
 * navigation only, so a later log-out or reload behaves as it would for anybody. Waits for the logged-in header.
 */
export async function signInAs(page: Page, email: string, { path = '/', password = DEMO_PASSWORD }: { path?: string; password?: string | undefined } = {}): Promise<void> {
  const token = await sessionToken(page.request, email, password);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const script = await page.addInitScript(
    ({ key, value, origin }) => {
      // Only on the app's own origin: about:blank and other frames have no storage of the app's.
      if (window.location.origin === origin) window.localStorage.setItem(key, value);
    },
    { key: TOKEN_STORAGE_KEY, value: token, origin },
  );
  try {
    await page.goto(path);
  } finally {
    await script.dispose();
  }
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
