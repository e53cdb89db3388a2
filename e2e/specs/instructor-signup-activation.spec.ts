import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { mailLinkPath, submitNewPassword } from '../support/accountLinks';
import { expectSignedInWithNewPassword } from '../support/session';

// An approved instructor gets the activation e-mail, sets a password through its link and logs in with the
// right to create courses.

test('an instructor approved at sign-up activates the account from the e-mail and logs in', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = `grace-${randomBytes(4).toString('hex')}@acu.edu`;
  const password = 'my instructor password';

  await page.goto('/signup/create');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  const picker = page.getByRole('combobox', { name: 'Institution' });
  await picker.click();
  await picker.fill('Abilene');
  await page.locator('.ant-select-item-option', { hasText: 'Abilene Christian University' }).first().click();
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your account is ready. Check your e-mail for a link to set your password.')).toBeVisible({ timeout: 15_000 });

  await page.goto(await mailLinkPath(email, 'Activate your Marginalia account', '/activate/'));
  await submitNewPassword(page, password);
  await expectSignedInWithNewPassword(page);

  const login = await request.post('/token-auth/', { data: { username: email, password } });
  const { user } = (await login.json()) as { user: { canCreateCourses: boolean; email: string } };
  expect(user).toMatchObject({ email, canCreateCourses: true });
});
