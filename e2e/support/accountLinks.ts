import type { Page } from '@playwright/test';
import { mailbox } from './mailbox';

// Following the account links that e-mails carry (activation, password reset, upgrade) and using their form.

/**
 * Waits for the mail and answers the path of its link containing `pathPart`. The path only: the mail names the
 * server by its public address, the browser knows it by the test's.
 */
export async function mailLinkPath(to: string, subject: string, pathPart: string): Promise<string> {
  const mail = await mailbox.waitFor({ to, subject });
  const link = mail.links.find((href) => href.includes(pathPart));
  if (!link) throw new Error(`The mail "${subject}" to ${to} has no link with ${pathPart}`);
  return new URL(link).pathname;
}

/** Fills and submits the set-password form of a token page. */
export async function submitNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
}
