import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api } from '../support/api';
import { mailLinkPath, submitNewPassword } from '../support/accountLinks';
import { mailbox } from '../support/mailbox';
import { expectSignedInWithNewPassword, fetchToken } from '../support/session';
import { USERS } from '../support/users';

// Joining the demo course with its invite code: a new student gets the activation e-mail, sets a password and
// sees the course; an existing account joins with the same answer and a notice by mail; each refusal shows its message (docs/PRODUCT.md §8).

const TEXTS = {
  joined: 'You joined the course. Check your e-mail:',
  inviteCodeInvalid: 'Your invite code is invalid.',
  notOnWhitelist: "Your email doesn't match the whitelist for this course. Make sure you're using your organizational (e.g. .edu) email.",
} as const;

interface CourseBody {
  id: number;
  name: string;
  period: string;
  inviteCode: string;
}

async function demoCourse(request: APIRequestContext, token: string): Promise<CourseBody> {
  const courses = await api<CourseBody[]>(request, token, 'GET', '/courses/');
  return courses.find((course) => course.name === 'Intro to Programming' && course.period === 'Fall 2026')!;
}

async function join(page: Page, email: string, code: string) {
  await page.goto('/signup/join');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Invite code').fill(code);
  await page.getByLabel('Username').fill(email.split('@')[0]!);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Join Course' }).click();
}

test('students join the demo course with its invite code; a wrong code, a disabled code and the whitelist are refused', async ({ page, request }) => {
  test.setTimeout(90_000);
  const adminToken = await fetchToken(request, USERS.admin);
  const course = await demoCourse(request, adminToken);
  await api(request, adminToken, 'PATCH', `/courses/${course.id}/`, { inviteCodeEnabled: true, emailWhitelist: '' });
  try {
    const email = `joiner-${randomBytes(4).toString('hex')}@demo.edu`;
    const password = 'my student password';
    await join(page, email, course.inviteCode);
    await expect(page.getByText(TEXTS.joined)).toBeVisible();

    await page.goto(await mailLinkPath(email, 'Activate your Marginalia account', '/activate/'));
    await submitNewPassword(page, password);
    await expectSignedInWithNewPassword(page);
    await page.goto('/student');
    await expect(page.getByText('Intro to Programming').first()).toBeVisible();
    await page.goto('/logout');

    // An account that exists already gets the same answer (nobody learns it exists) and a notice by mail.
    await join(page, USERS.student2, course.inviteCode);
    await expect(page.getByText(TEXTS.joined)).toBeVisible();
    const notice = await mailbox.waitFor({ to: USERS.student2, subject: /^You joined Intro to Programming/ });
    expect(notice.text).toContain('Log in to see the course');

    await join(page, `someone-${randomBytes(4).toString('hex')}@demo.edu`, 'NOTACODE');
    await expect(page.getByText(TEXTS.inviteCodeInvalid)).toBeVisible();

    await api(request, adminToken, 'PATCH', `/courses/${course.id}/`, { emailWhitelist: 'demo.edu' });
    await join(page, `outsider-${randomBytes(4).toString('hex')}@elsewhere.com`, course.inviteCode);
    await expect(page.getByText(TEXTS.notOnWhitelist)).toBeVisible();

    await api(request, adminToken, 'PATCH', `/courses/${course.id}/`, { inviteCodeEnabled: false, emailWhitelist: '' });
    await join(page, `late-${randomBytes(4).toString('hex')}@demo.edu`, course.inviteCode);
    await expect(page.getByText(TEXTS.inviteCodeInvalid)).toBeVisible();
  } finally {
    await api(request, adminToken, 'PATCH', `/courses/${course.id}/`, { inviteCodeEnabled: false, emailWhitelist: '' });
  }
});

test('a link with the e-mail and the code fills them in, fixes the e-mail and needs no terms', async ({ page, request }) => {
  const adminToken = await fetchToken(request, USERS.admin);
  const course = await demoCourse(request, adminToken);
  await api(request, adminToken, 'PATCH', `/courses/${course.id}/`, { inviteCodeEnabled: true, emailWhitelist: '' });
  try {
    const email = `invited-${randomBytes(4).toString('hex')}@demo.edu`;
    await page.goto(`/signup/join?email=${encodeURIComponent(email)}&code=${course.inviteCode}`);
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Invite code')).toHaveValue(course.inviteCode);
    await expect(page.getByRole('checkbox', { name: /I agree to the Terms of Service/ })).toHaveCount(0);
    await page.getByLabel('Username').fill('invited');
    await page.getByRole('button', { name: 'Join Course' }).click();
    await expect(page.getByText(TEXTS.joined)).toBeVisible();
  } finally {
    await api(request, adminToken, 'PATCH', `/courses/${course.id}/`, { inviteCodeEnabled: false });
  }
});
