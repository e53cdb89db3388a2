import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mailLinkPath, submitNewPassword } from '../support/accountLinks';
import { adminPath } from '../support/admin';
import { api } from '../support/api';
import { expectSignedInWithNewPassword, fetchToken, signInAs } from '../support/session';
import { USERS } from '../support/users';

// Anonymous grading in the browser: in a course of its own, each member of staff (a plain grader, a section
// leader, a super grader, the admin) opens the console's submission list and the submission view of an
// anonymously graded assignment, and the page's HTML names no student. Those allowed reveal names with the
// console's switch, and the choice holds in the submission view too; a plain grader has no switch.

const STAMP = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;
const PASSWORD = 'anonymous grading pass';
const COURSE = { name: `Blind Lab ${STAMP}`, period: 'Spring 2027' };
const ASSIGNMENT = `Blind ${STAMP}`;
const STAFF = {
  plainGrader: `blind-grader-${STAMP}@demo.edu`,
  leader: `blind-leader-${STAMP}@demo.edu`,
  superGrader: `blind-super-${STAMP}@demo.edu`,
};
/** `inSection` is in the section the leader leads; `elsewhere` in none. */
const STUDENTS = { inSection: `zelda-${STAMP}@demo.edu`, elsewhere: `yorick-${STAMP}@demo.edu` };
/** What would identify a student anywhere in a page: the e-mail or its local part. */
const IDENTIFIERS = Object.values(STUDENTS).flatMap((email) => [email, email.split('@')[0]!]);

interface World {
  heldId: number;
  waitingId: number;
}

/** A new account's password, set through the "Forgot password" mail, as a person would. */
async function setPassword(page: Page, request: APIRequestContext, email: string) {
  const asked = await request.post('/registration/emailPasswordReset/', { data: { email } });
  expect(asked.status()).toBe(200);
  await page.goto(await mailLinkPath(email, 'Reset your Marginalia password', '/password-reset/'));
  await submitNewPassword(page, PASSWORD);
  await expectSignedInWithNewPassword(page, { leave: true });
}

async function createWorld(page: Page, request: APIRequestContext): Promise<World> {
  const adminToken = await fetchToken(request, USERS.admin);
  const course = await api<{ id: number }>(request, adminToken, 'POST', '/courses/', COURSE);
  await api(request, adminToken, 'POST', `/courses/${course.id}/addToRoster/`, {
    students: Object.values(STUDENTS),
    graders: Object.values(STAFF),
    superGraders: [STAFF.superGrader],
  });
  await api(request, adminToken, 'POST', '/sections/', { name: 'Lab Z', course: course.id, leaders: [STAFF.leader], students: [STUDENTS.inSection] });
  const assignment = await api<{ id: number }>(request, adminToken, 'POST', '/assignments/', { name: ASSIGNMENT, course: course.id, points: 10, anonymousGrading: true });
  const held = await api<{ id: number }>(request, adminToken, 'POST', '/submissions/', { assignment: assignment.id, students: [STUDENTS.inSection], grader: STAFF.plainGrader });
  const waiting = await api<{ id: number }>(request, adminToken, 'POST', '/submissions/', { assignment: assignment.id, students: [STUDENTS.elsewhere] });
  for (const submission of [held, waiting]) {
    await api(request, adminToken, 'POST', '/files/', { submission: submission.id, name: 'blind.py', code: 'print("hello")\n', extension: 'py' });
  }
  for (const email of Object.values(STAFF)) await setPassword(page, request, email);
  return { heldId: held.id, waitingId: waiting.id };
}

function graderListPath(): string {
  return ['/grader', COURSE.name, COURSE.period, ASSIGNMENT, 'all'].map((part, index) => (index === 0 ? part : encodeURIComponent(part))).join('/');
}

/** The page's whole HTML and its title name none of these students. */
async function expectNobodyNamed(page: Page, identifiers: string[] = IDENTIFIERS) {
  const html = await page.content();
  const title = await page.title();
  for (const identifier of identifiers) {
    expect(html, `the page names ${identifier}`).not.toContain(identifier);
    expect(title).not.toContain(identifier);
  }
}

/**
 * The grader console's "All submissions" tab, once its rows are shown (as pseudonyms, unless `named` is shown
 * instead). Opened unless the page is on it already (signing in opens it).
 */
async function openGraderList(page: Page, named?: string) {
  if (new URL(page.url()).pathname !== graderListPath()) await page.goto(graderListPath());
  const list = page.getByRole('region', { name: ASSIGNMENT });
  await expect(named ? list.getByText(named) : list.getByText(/^Student \d+$/).first()).toBeVisible();
  return list;
}

async function openSubmission(page: Page, submissionId: number) {
  await page.goto(`/code/${submissionId}`);
  await expect(page.getByText('blind.py').first()).toBeVisible();
}

let world: World;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage();
  world = await createWorld(page, request);
  await page.close();
});

test('every member of staff reads pseudonyms in the list and the submission view by default', async ({ page }) => {
  test.setTimeout(180_000);
  for (const email of [...Object.values(STAFF), USERS.admin]) {
    await signInAs(page, email, { path: graderListPath(), password: email === USERS.admin ? undefined : PASSWORD });
    await openGraderList(page);
    await expectNobodyNamed(page);
    await openSubmission(page, world.heldId);
    await expect(page.getByText(/Student \d+/).first()).toBeVisible();
    await expectNobodyNamed(page);
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  }
  await signInAs(page, USERS.admin, { path: adminPath(COURSE.name, COURSE.period, 'submissions', ASSIGNMENT) });
  await expect(page.getByText(/^Student \d+$/).first()).toBeVisible();
  await expectNobodyNamed(page);
});

test('a plain grader has no way to reveal names', async ({ page }) => {
  await signInAs(page, STAFF.plainGrader, { path: graderListPath(), password: PASSWORD });
  const list = await openGraderList(page);
  await expect(list.getByText('Grading is anonymous: students are shown as pseudonyms.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Reveal names' })).toHaveCount(0);
});

test('a section leader who reveals names sees their own section’s student, in the list and the submission view', async ({ page }) => {
  await signInAs(page, STAFF.leader, { path: graderListPath(), password: PASSWORD });
  const list = await openGraderList(page);
  await page.getByRole('switch', { name: 'Reveal names' }).click();
  await expect(list.getByText(STUDENTS.inSection)).toBeVisible();
  await expectNobodyNamed(page, [STUDENTS.elsewhere]);
  await openSubmission(page, world.heldId);
  await expect(page.getByText(STUDENTS.inSection).first()).toBeVisible();
  await openSubmission(page, world.waitingId);
  await expectNobodyNamed(page);
});

test('a super grader and the admin who reveal names see everyone, and the choice is remembered', async ({ page }) => {
  test.setTimeout(120_000);
  for (const email of [STAFF.superGrader, USERS.admin]) {
    await signInAs(page, email, { path: graderListPath(), password: email === USERS.admin ? undefined : PASSWORD });
    const list = await openGraderList(page);
    await page.getByRole('switch', { name: 'Reveal names' }).click();
    await expect(list.getByText(STUDENTS.elsewhere)).toBeVisible();
    await openSubmission(page, world.waitingId);
    await expect(page.getByText(STUDENTS.elsewhere).first()).toBeVisible();
    // Back in the console, the switch is still on.
    await openGraderList(page, STUDENTS.elsewhere);
    await expect(page.getByRole('switch', { name: 'Reveal names' })).toBeChecked();
    await page.getByRole('switch', { name: 'Reveal names' }).click();
    await expect(page.getByRole('switch', { name: 'Reveal names' })).not.toBeChecked();
    await expect(page.getByText(STUDENTS.elsewhere)).toHaveCount(0);
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  }
});
