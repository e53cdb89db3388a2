import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mailLinkPath, submitNewPassword } from '../support/accountLinks';
import { mailbox } from '../support/mailbox';
import { expectSignedInWithNewPassword, loginAs } from '../support/session';
import { PLATFORM_ADMIN } from '../support/users';
import { openedDialog } from '../support/dialog';

// From a sign-up that needs approval to a course with its first student: the instructor signs up with an
// address outside any organization's domain, a platform admin approves the request on the platform pages, the
// instructor activates the account from the e-mail, creates a course and turns on its invite code, and a
// student joins with the code, activates and sees the course.

const tag = () => randomBytes(4).toString('hex');

async function followMailLink(page: Page, to: string, subject: string, pathPart: string) {
  await page.goto(await mailLinkPath(to, subject, pathPart));
}

async function setPasswordAndLogIn(page: Page, password: string) {
  await submitNewPassword(page, password);
  await expectSignedInWithNewPassword(page);
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('a platform admin approves an instructor, who activates, creates a course, and a student joins it with the code', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const instructor = `nora-${tag()}@gmail.com`;
  const organization = `Evening College ${tag()}`;
  const course = `Data Structures ${tag()}`;

  // The sign-up waits: the address is no organization's.
  await page.goto('/signup/create');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(instructor);
  await page.getByRole('checkbox', { name: 'My institution is not listed' }).check();
  await page.getByLabel('New organization name').fill(organization);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await (await openedDialog(page)).getByRole('button', { name: 'Use this email address' }).click();
  await expect(page.getByText('We received your request')).toBeVisible();

  // The platform admin is told by e-mail, lands on the dashboard after logging in and opens the requests.
  const notice = await mailbox.waitFor({ to: PLATFORM_ADMIN, subject: 'An instructor sign-up is waiting for approval' });
  expect(notice.text).toContain(instructor);
  const admin = await freshPage(browser);
  await loginAs(admin, PLATFORM_ADMIN);
  await expect(admin).toHaveURL('/dashboard');
  await admin.getByRole('navigation', { name: 'Platform' }).getByRole('menuitem', { name: 'Sign-up requests' }).click();
  await expect(admin).toHaveURL('/dashboard/signup-requests');
  const row = admin.getByRole('row').filter({ hasText: instructor });
  await expect(row).toContainText(organization);
  await row.getByRole('button', { name: `Approve ${instructor}` }).click();
  await expect(admin.getByText(`Approved: ${instructor} has been e-mailed a link to start.`)).toBeVisible();
  await admin.context().close();

  // The sign-up page sees the approval at its next status poll.
  await expect(page.getByText('Your account is ready. Check your e-mail for a link to set your password.')).toBeVisible({ timeout: 20_000 });

  // The instructor activates the account and lands in the admin console, with no course yet.
  await followMailLink(page, instructor, 'Activate your Marginalia account', '/activate/');
  await setPasswordAndLogIn(page, 'my new instructor password');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByText("You don't have any courses yet. Create a course to get started.")).toBeVisible();

  await page.getByRole('button', { name: 'Create course' }).first().click();
  const create = await openedDialog(page.getByRole('dialog', { name: 'Create course' }));
  await create.getByLabel('Course name').fill(course);
  await create.getByLabel('Period').fill('Spring 2027');
  await create.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByRole('heading', { level: 2, name: course })).toBeVisible();

  // Turn on joining with the invite code.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('switch', { name: 'Students can join with the invite code' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  const code = await page.getByLabel('Invite code', { exact: true }).inputValue();
  expect(code).toMatch(/^[A-Z0-9]{6,}$/);

  // A student joins with the code, activates and sees the course.
  const student = `sam-${tag()}@example.edu`;
  const studentPage = await freshPage(browser);
  await studentPage.goto('/signup/join');
  await studentPage.getByLabel('Email').fill(student);
  await studentPage.getByLabel('Invite code').fill(code);
  await studentPage.getByLabel('Username').fill('sam');
  await studentPage.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await studentPage.getByRole('button', { name: 'Join Course' }).click();
  await expect(studentPage.getByText('You joined the course. Check your e-mail:')).toBeVisible();
  await followMailLink(studentPage, student, 'Activate your Marginalia account', '/activate/');
  await setPasswordAndLogIn(studentPage, 'my new student password');
  await expect(studentPage).toHaveURL(/\/student/);
  await expect(studentPage.getByText(course).first()).toBeVisible();
  await studentPage.context().close();
});
