import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminPath, openAdminPanel } from '../support/admin';
import { mailLinkPath } from '../support/accountLinks';
import { openedDialog } from '../support/dialog';
import { REVIEW_COURSE } from '../support/review';
import { signInAs } from '../support/session';
import { USERS } from '../support/users';

// An admin adds a person with an invitation, then sends it again from the roster's "Not activated" list: the
// new mail's link works, the first one no longer does.

// The mail names who sent it and the role the person was given.
const SUBJECT = `${USERS.admin} added you to ${REVIEW_COURSE.name} (${REVIEW_COURSE.period}) as a student on Marginalia`;

test('an admin invites a new person and sends the invitation again from the Not activated list', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `invited-${randomBytes(4).toString('hex')}@demo.edu`;
  await signInAs(page, USERS.admin, { path: adminPath(REVIEW_COURSE.name, REVIEW_COURSE.period, 'roster') });
  await openAdminPanel(page, REVIEW_COURSE.name, REVIEW_COURSE.period, 'roster');

  await page.getByRole('button', { name: 'Add people' }).click();
  const add = await openedDialog(page.getByRole('dialog', { name: 'Add people' }));
  await add.getByLabel('E-mails').fill(email);
  await add.getByLabel('E-mail an invitation to people who get a new account').check();
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Added 1 student.')).toBeVisible();
  const first = await mailLinkPath(email, SUBJECT, '/activate/');

  const roster = page.getByRole('region', { name: 'Roster' });
  await roster.getByText(/^Not activated/).click();
  await roster.getByRole('button', { name: `Send an invitation to ${email}` }).click();
  // Clicked while the confirmation still zooms in, "Send" can be missed (one CI run did): it is clicked once open.
  const confirm = await openedDialog(page.getByRole('dialog', { name: 'Send an invitation?' }));
  await expect(confirm.getByText(/A link sent before stops working/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Sent 1 invitation.')).toBeVisible();
  const second = await mailLinkPath(email, SUBJECT, '/activate/');
  expect(second).not.toBe(first);

  await page.goto(second);
  await expect(page.getByText(email)).toBeVisible();
  await page.goto(first);
  await expect(page.getByText("There's something wrong with your link.")).toBeVisible();
});
