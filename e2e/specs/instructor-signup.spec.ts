import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openedDialog } from '../support/dialog';

// Instructor sign-up through the real pages: the role choice, the form, the status polling and its outcome.

const TEXTS = {
  success: 'Your account is ready. Check your e-mail for a link to set your password.',
  confirmEmail: 'Are you using the right email address?',
} as const;

const tag = () => randomBytes(4).toString('hex');

async function pickInstitution(page: Page, search: string, label: string) {
  const picker = page.getByRole('combobox', { name: 'Institution' });
  await picker.click();
  await picker.fill(search);
  await page.locator('.ant-select-item-option', { hasText: label }).first().click();
}

/** The request's status as the browser that sent it reads it; without its token, as for an unknown address. */
async function expectStatus(request: APIRequestContext, email: string, token: string, expected: { pending: boolean; status: boolean }) {
  const path = `/registration/checkStatusNewAdminUser?email=${encodeURIComponent(email)}`;
  expect(await (await request.get(`${path}&token=${encodeURIComponent(token)}`)).json()).toEqual(expected);
  expect(await (await request.get(path)).json()).toEqual({ pending: false, status: false });
}

async function agreeToTerms(page: Page) {
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
}

test.describe('instructor sign-up', () => {
  test('an address of the picked institution is approved: from the role choice to the success screen', async ({ page, request }) => {
    const email = `ada-${tag()}@acu.edu`;
    await page.goto('/signup');
    const steps = page.getByRole('navigation', { name: 'Sign-up steps' });
    await expect(steps).toContainText('Choose role');
    await page.getByRole('region', { name: /Instructors and Staff/ }).getByRole('link', { name: 'Create Course' }).click();
    await expect(page).toHaveURL('/signup/create');

    const continueButton = page.getByRole('button', { name: 'Continue' });
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await expect(continueButton).toBeDisabled();
    await pickInstitution(page, 'Abilene', 'Abilene Christian University');
    await agreeToTerms(page);
    await expect(continueButton).toBeEnabled();
    const answered = page.waitForResponse('**/registration/validateNewAdminUser/');
    await continueButton.click();
    const { statusToken } = (await (await answered).json()) as { statusToken: string };

    await expect(page.getByRole('progressbar', { name: 'Account setup progress' })).toBeVisible();
    await expect(page.getByText('Setting up your account...')).toBeVisible();
    // The status is polled every 5 seconds.
    await expect(page.getByText(TEXTS.success)).toBeVisible({ timeout: 15_000 });
    await expect(steps.locator('.ant-steps-item-active')).toContainText('Start using Marginalia');
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

    await expectStatus(request, email, statusToken, { pending: false, status: true });
  });

  test('any other address waits for a platform admin: confirm the non-edu address, then "we received your request"', async ({ page, request }) => {
    const email = `bob+${tag()}@gmail.com`;
    await page.goto('/signup/create');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('checkbox', { name: 'My institution is not listed' }).check();
    await page.getByLabel('New organization name').fill(`Night School ${tag()}`);
    await agreeToTerms(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    const dialog = await openedDialog(page);
    await expect(dialog).toContainText(TEXTS.confirmEmail);
    await dialog.getByRole('button', { name: 'Use a different email' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);

    await page.getByRole('button', { name: 'Continue' }).click();
    const answered = page.waitForResponse('**/registration/validateNewAdminUser/');
    await (await openedDialog(page)).getByRole('button', { name: 'Use this email address' }).click();
    const { statusToken } = (await (await answered).json()) as { statusToken: string };
    // A person decides, so the page says the request arrived and what comes next, with no progress to pretend.
    await expect(page.getByText('We received your request')).toBeVisible();
    await expect(page.getByText(/a platform admin of this Marginalia installation decides on your request/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Account setup progress' })).toBeHidden();
    await expect(page.getByText(TEXTS.success)).toBeHidden();

    await expectStatus(request, email, statusToken, { pending: true, status: false });
  });
});
