import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session';
import { USERS } from '../support/users';

// The settings page: an admin creates an API key, copies it once, and a script uses it on the API; a reset
// retires it.

test('an admin creates an API key and uses it with the Token scheme; after a reset the old key stops working', async ({ page, request }) => {
  await signInAs(page, USERS.admin, { path: '/settings' });
  const apiKey = page.getByRole('region', { name: 'API key' });
  await expect(apiKey.getByRole('cell', { name: 'Intro to Programming' })).toBeVisible();

  // The demo admin has no key yet: there is nothing to reset, so no warning either. (A retry of this journey finds
  // the key its first attempt made, and resets it to start from a key shown once, as the first attempt did.)
  const create = apiKey.getByRole('button', { name: /Create API key/ });
  const reset = apiKey.getByRole('button', { name: /Reset API key/ });
  await expect(create.or(reset)).toBeVisible();
  if (await create.isVisible()) {
    await create.click();
  } else {
    await reset.click();
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
  }
  const keyField = page.getByLabel('Your new API key');
  await expect(keyField).toHaveValue(/^[0-9a-f]{40}$/);
  await expect(page.getByText('Copy it now: it is not shown again.')).toBeVisible();
  const key = await keyField.inputValue();

  const courses = await request.get('/courses/', { headers: { Authorization: `Token ${key}` } });
  expect(courses.status()).toBe(200);
  const names = ((await courses.json()) as { name: string; period: string }[]).map((course) => course.name);
  expect(names).toContain('Intro to Programming');

  // A reset, after its warning, retires the first key.
  await apiKey.getByRole('button', { name: /Reset API key/ }).click();
  await expect(page.getByText('Reset your API key? Scripts using the old key stop working.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  // A busy machine (another journey's similarity check beside it) can take more than the default five seconds.
  await expect(keyField).not.toHaveValue(key, { timeout: 15_000 });
  expect((await request.get('/courses/', { headers: { Authorization: `Token ${key}` } })).status()).toBe(401);
});

test('a student has no API key section, and switches product tips and the theme', async ({ page }) => {
  await signInAs(page, USERS.student3, { path: '/settings' });
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'API key' })).toHaveCount(0);

  const tips = page.getByRole('switch', { name: 'Show product tips' });
  await expect(tips).toBeEnabled();
  const before = await tips.getAttribute('aria-checked');
  await tips.click();
  await expect(tips).not.toHaveAttribute('aria-checked', before!);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show product tips' })).not.toHaveAttribute('aria-checked', before!);
  // Put it back for other journeys.
  await page.getByRole('switch', { name: 'Show product tips' }).click();
  await expect(page.getByRole('switch', { name: 'Show product tips' })).toHaveAttribute('aria-checked', before!);

  const theme = page.getByRole('region', { name: 'Theme' });
  await theme.getByText('Dark', { exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
  await theme.getByText('Light', { exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.style.colorScheme)).toBe('light');
});
