import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { MAINTENANCE_URL, maintenanceServerReady } from '../support/maintenance';
import { fetchToken, signInAs } from '../support/session';
import { CONSOLES, PLATFORM_ADMIN, TEXTS } from '../support/users';

// What anyone sees when something goes wrong, and what reaches the platform admins' logs: the crash page (with or
// without the cookie steps), the not-found page's quote ratings, a help request from the help drawer, and
// maintenance mode on a server started with MAINTENANCE=on.

const CRASH_HEADING = 'Something went wrong. Our team has been notified, and we will investigate the issue as soon as possible.';

interface LogPage {
  count: number;
  results: { id: number; kind: string; message: string; url: string; userEmail: string | null }[];
}

test('a crash shows the crash page with the cookie steps, reports the error, and omits the steps for visits from our own site', async ({ page, request }) => {
  page.on('pageerror', () => {});
  await page.goto('/crash-test');
  await expect(page.getByRole('heading', { name: CRASH_HEADING })).toBeVisible();
  await expect(page.getByText('Refresh the page.')).toBeVisible();
  await expect(page.getByText(/Google Chrome/)).toBeVisible();
  await expect(page.getByText('Chrome:', { exact: true })).toBeVisible();
  await expect(page.getByText('Firefox:', { exact: true })).toBeVisible();

  const token = await fetchToken(request, PLATFORM_ADMIN);
  await expect(async () => {
    const logs = await api<LogPage>(request, token, 'GET', '/logs/?kind=error&search=Crash%20test');
    expect(logs.results.some((entry) => entry.url.endsWith('/crash-test'))).toBe(true);
  }).toPass({ timeout: 10_000 });

  await page.goto('/crash-test?source=marginalia');
  await expect(page.getByRole('heading', { name: CRASH_HEADING })).toBeVisible();
  await expect(page.getByText('Chrome:', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { name: CRASH_HEADING })).toBeVisible();
});

test('a visitor’s like of a not-found quote reaches the logs, where platform admins read it', async ({ page }) => {
  await page.goto('/nothing/here');
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.notFound })).toBeVisible();
  const quote = (await page.locator('blockquote').innerText()).replace(/^“|”$/g, '');
  await page.getByRole('button', { name: 'Like this quote', exact: true }).click();

  await signInAs(page, PLATFORM_ADMIN, { path: '/dashboard/logs' });
  await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `like: “${quote.slice(0, 30)}` }).first()).toBeVisible();
});

test('a student sends a help request from the help drawer, and it is logged with who sent it', async ({ page, request }) => {
  await signInAs(page, 'student2@demo.edu', { path: CONSOLES.student.path });
  await page.getByRole('button', { name: 'Help' }).click();
  const drawer = page.getByRole('dialog', { name: 'Help' });
  await expect(drawer.getByRole('link', { name: /students/i }).first()).toBeVisible();
  const message = `I cannot find my feedback (${Date.now()})`;
  await drawer.getByRole('textbox').fill(message);
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(drawer.getByText('Thanks — we got your message and will reply by e-mail.')).toBeVisible();

  const token = await fetchToken(request, PLATFORM_ADMIN);
  const logs = await api<LogPage>(request, token, 'GET', `/logs/?kind=help&search=${encodeURIComponent(message)}`);
  expect(logs.results).toHaveLength(1);
  expect(logs.results[0]!.userEmail).toBe('student2@demo.edu');
});

test('maintenance mode shows its banner on every page and disables the login form', async ({ page, request }) => {
  test.setTimeout(150_000); // the server may still be booting when the run reaches this journey
  await maintenanceServerReady(request);
  const server = MAINTENANCE_URL;
  await page.goto(`${server}/login`);
  const notices = page.getByRole('region', { name: 'Site notices' });
  await expect(notices).toContainText('Marginalia is being upgraded. Logging in is paused until 18:00.');
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('Password')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeDisabled();
  await page.goto(`${server}/faqs`);
  await expect(notices).toContainText('Logging in is paused');
});
