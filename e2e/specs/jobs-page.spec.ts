import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { REFUSED_PREFIX } from '../support/mail-catcher';
import { fetchToken, heading, signInAs } from '../support/session';
import { PLATFORM_ADMIN, USERS } from '../support/users';

// A mail the relay refuses leaves its `mail.send` job with the refusal as its last error. A platform admin finds it
// on the jobs page, reads the error, cancels the job and then retries it, and the job is queued again.

const tag = () => randomBytes(4).toString('hex');

test('a platform admin finds a mail job the relay refused, with its error, and cancels then retries it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `${REFUSED_PREFIX}${tag()}@demo.edu`;

  // The mail: an invitation to a new account, at an address the run's relay refuses.
  const adminToken = await fetchToken(request, USERS.admin);
  const course = await api<{ id: number }>(request, adminToken, 'POST', '/courses/', { name: `Jobs Lab ${tag()}`, period: 'Spring 2027' });
  await api(request, adminToken, 'POST', `/courses/${course.id}/addToRoster/`, { students: [email], invite: true });

  await signInAs(page, PLATFORM_ADMIN, { path: '/dashboard' });
  await page.getByRole('navigation', { name: 'Platform' }).getByRole('menuitem', { name: 'Mail outbox' }).click();
  await page.getByRole('navigation', { name: 'Platform' }).getByRole('menuitem', { name: 'Jobs' }).click();
  await expect(heading(page, 'Jobs')).toBeVisible();
  const summary = page.getByRole('table', { name: 'Jobs by kind and state' });
  await expect(summary.getByRole('row').filter({ hasText: 'mail.send' })).toBeVisible();

  // The worker tries the mail within moments; the page refreshes itself, and on demand.
  const jobs = page.getByRole('table', { name: 'Jobs' });
  const row = jobs.getByRole('row').filter({ hasText: `Mailbox unavailable: ${email}` });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh jobs' }).click();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByText('mail.send')).toBeVisible();
  await expect(row.getByText('1 of 8')).toBeVisible();
  const id = Number((await row.getByRole('cell').nth(1).textContent())?.trim());
  expect(id).toBeGreaterThan(0);

  // The whole error and the payload, in the row's expansion.
  await row.getByRole('button', { name: /expand/i }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Last error' })).toContainText(`550 Mailbox unavailable: ${email}`);
  await expect(page.getByLabel('Payload')).toContainText('outboxId');

  await page.getByRole('button', { name: `Cancel job ${id}` }).click();
  await page.getByRole('button', { name: 'Cancel job', exact: true }).click();
  await expect(page.getByText(`Job ${id} is cancelled.`)).toBeVisible();
  const retry = page.getByRole('button', { name: `Retry job ${id}` });
  await expect(jobs.getByRole('row').filter({ has: retry }).getByText('cancelled', { exact: true })).toBeVisible();

  await retry.click();
  await page.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByText(`Job ${id} is queued again.`)).toBeVisible();
  await expect(retry).toHaveCount(0);
  const job = await api<{ state: string; attempts: number }>(request, await fetchToken(request, PLATFORM_ADMIN), 'GET', `/jobs/${id}/`);
  expect(['queued', 'running']).toContain(job.state);
});
