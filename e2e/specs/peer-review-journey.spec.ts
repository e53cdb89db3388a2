import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminPath } from '../support/admin';
import { api } from '../support/api';
import { commentCards, commentEditor, selectLines } from '../support/codeView';
import { openedDialog } from '../support/dialog';
import { fetchToken, signInAs } from '../support/session';
import { USERS } from '../support/users';

// A double-blind peer review from start to end, as its people live it (docs/PEER-REVIEW.md): the instructor turns
// it on with two reviews each and opens it; three students each review two classmates' code with range comments, one
// of them on a phone; the instructor closes it; each author reads the peer feedback in their code view and rates the
// reviews; the instructor grades the reviewing and finds it in the grade export. Every page a student reaches is
// searched, markup and title, for the other students' e-mails and the names in them.

const COURSE = 'Intro to Programming';
const PERIOD = 'Fall 2026';
const STAMP = Date.now().toString(36).slice(-5);
const STUDENTS = [USERS.student1, USERS.student2, USERS.student3];
const WIDTH: Record<string, number> = { [USERS.student1]: 1280, [USERS.student2]: 400, [USERS.student3]: 1280 };
const consolePath = `/student/${encodeURIComponent(COURSE)}/${encodeURIComponent(PERIOD)}`;

async function handIn(request: APIRequestContext, assignmentName: string): Promise<number> {
  const adminToken = await fetchToken(request, USERS.admin);
  const courses = await api<{ id: number; name: string; period: string }[]>(request, adminToken, 'GET', '/courses/');
  const course = courses.find((candidate) => candidate.name === COURSE && candidate.period === PERIOD)!;
  const assignment = await api<{ id: number }>(request, adminToken, 'POST', '/assignments/', { course: course.id, name: assignmentName, points: 10, isVisible: true });
  for (const student of STUDENTS) {
    const code = `# ${assignmentName}\n# Author: ${student}\n\ndef main():\n    total = 0\n    for n in range(10):\n        total += n\n    print(total)\n\nmain()\n`;
    const response = await request.post(`/assignments/${assignment.id}/upload/`, {
      headers: { Authorization: `JWT ${adminToken}` },
      multipart: { students: student, files: { name: 'main.py', mimeType: 'text/x-python', buffer: Buffer.from(code) } },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  return assignment.id;
}

/** The page names none of `hidden` (their e-mails, or the names in them), in its markup or its title. */
async function expectNobodyNamed(page: Page, hidden: readonly string[], where: string): Promise<void> {
  const html = await page.content();
  const title = await page.title();
  for (const email of hidden) {
    for (const word of [email, email.split('@')[0]!]) {
      expect(html, `${where}: markup names ${word}`).not.toContain(word);
      expect(title, `${where}: title names ${word}`).not.toContain(word);
    }
  }
}

async function studentPage(browser: Browser, student: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: WIDTH[student]!, height: 900 } });
  await signInAs(page, student, { path: consolePath });
  return page;
}

/** The student writes a range comment in each review to do and submits it, from the console's links. */
async function reviewBoth(page: Page, student: string, assignmentName: string): Promise<void> {
  const others = STUDENTS.filter((other) => other !== student);
  for (const label of ['Submission 1', 'Submission 2']) {
    await page.goto(consolePath);
    const card = page.getByLabel(`Reviews to do: ${assignmentName}`);
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expectNobodyNamed(page, others, `${student}'s console`);
    await card.getByRole('link', { name: `Review ${label}` }).click();
    await expect(page.getByTestId('peer-review-label')).toHaveText(label, { timeout: 20_000 });
    await expect(page.getByTestId('code-viewer').locator('.cm-line').first()).toBeVisible();
    await expectNobodyNamed(page, others, `${student}'s review of ${label}`);

    // The loop, lines 6 and 7 of the file (0-based 5 and 6).
    await selectLines(page, 5, 6);
    await commentEditor(page).getByLabel('Comment (Markdown)').fill(`${label}: sum(range(10)) says this in one line.`);
    await commentEditor(page).getByRole('button', { name: 'Save' }).click();
    await expect(commentCards(page).filter({ hasText: 'says this in one line' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit review' }).click();
    await (await openedDialog(page)).getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByTestId('peer-submitted')).toBeVisible();
    await expectNobodyNamed(page, others, `${student}'s submitted review of ${label}`);
  }
  await page.goto(consolePath);
  await expect(page.getByLabel(`Reviews to do: ${assignmentName}`).getByText('2 of 2 reviews submitted')).toBeVisible({ timeout: 20_000 });
}

/** The author rates both reviews of their work and reads them in their code view, marked as peer feedback. */
async function readAndRate(page: Page, student: string, assignmentName: string): Promise<void> {
  const others = STUDENTS.filter((other) => other !== student);
  await page.goto(consolePath);
  const rows = page.getByRole('table', { name: 'Reviews of your work' }).locator('tr.ant-table-row').filter({ hasText: assignmentName });
  await expect(rows).toHaveCount(2, { timeout: 20_000 });
  for (const [index, reviewer] of ['Reviewer 1', 'Reviewer 2'].entries()) {
    await rows.getByRole('radiogroup', { name: `How helpful was the review by ${reviewer}?` }).getByRole('radio').nth(index === 0 ? 4 : 2).click();
    await expect(page.getByText('Rating saved').first()).toBeVisible();
  }
  await expectNobodyNamed(page, others, `${student}'s received reviews`);
  await rows.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/code\/\d+$/);
  for (const reviewer of ['Reviewer 1', 'Reviewer 2']) await expect(commentCards(page).getByText(`Peer feedback · ${reviewer}`)).toBeVisible({ timeout: 20_000 });
  await expect(commentCards(page).filter({ hasText: 'says this in one line' })).toHaveCount(2);
  await expectNobodyNamed(page, others, `${student}'s code view`);
}

test('a double-blind peer review: turned on, reviewed in the code view, received, rated, and the reviewing graded', async ({ browser, page, request }) => {
  test.setTimeout(300_000);
  const assignmentName = `Peer journey ${STAMP}`;
  const assignmentId = await handIn(request, assignmentName);

  // The instructor turns it on, two reviews each, double-blind (the default), and opens it now.
  await signInAs(page, USERS.admin, { path: `${adminPath(COURSE, PERIOD, 'assignments', assignmentName)}/peer-review` });
  await page.getByLabel('Use peer review').click();
  await page.getByLabel('Reviews per student').fill('2');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Peer review settings saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Open now' }).click();
  // The confirmation takes a click only once it has finished opening.
  await (await openedDialog(page.getByRole('tooltip'))).getByRole('button', { name: 'Open now' }).click();
  await expect(page.getByLabel('Peer review: Open')).toBeVisible();

  for (const student of STUDENTS) {
    const studentView = await studentPage(browser, student);
    await reviewBoth(studentView, student, assignmentName);
    await studentView.close();
  }

  await page.reload();
  await expect(page.getByText('0 assigned · 6 submitted · 0 late · 0 missing')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Close now' }).click();
  // The confirmation takes a click only once it has finished opening.
  await (await openedDialog(page.getByRole('tooltip'))).getByRole('button', { name: 'Close now' }).click();
  await expect(page.getByLabel('Peer review: Closed')).toBeVisible();

  for (const student of STUDENTS) {
    const studentView = await studentPage(browser, student);
    await readAndRate(studentView, student, assignmentName);
    await studentView.close();
  }

  // The instructor grades one review of student1's and exports the reviewing column: 60 given, 100 suggested.
  await page.reload();
  await page.getByRole('tab', { name: 'Grading' }).click();
  const rows = page.getByRole('table', { name: 'Grading the reviews' }).locator('tr.ant-table-row');
  await expect(rows).toHaveCount(6);
  const graded = rows.filter({ hasText: USERS.student1 }).first();
  await graded.getByLabel(/^Grade of student1@demo\.edu's review of submission \d+$/).fill('60');
  await graded.getByRole('button', { name: /^Save: / }).click();
  await expect(page.getByText('Grade saved.')).toBeVisible();
  const adminToken = await fetchToken(request, USERS.admin);
  const csv = await request.get(`/assignments/${assignmentId}/exportGrades/`, { headers: { Authorization: `JWT ${adminToken}` } });
  const lines = (await csv.text()).replace(/^\uFEFF/, '').split(/\r?\n/);
  expect(lines[0]).toContain(`${assignmentName} (reviewing)`);
  expect(lines.find((line) => line.startsWith(USERS.student1))).toMatch(/,80$/);
});

test("under 'reviewer' anonymity a reviewer sees whose code it is, and its author still not who reviewed it", async ({ page, request }) => {
  test.setTimeout(120_000);
  const assignmentName = `Peer named ${STAMP}`;
  const assignmentId = await handIn(request, assignmentName);
  const adminToken = await fetchToken(request, USERS.admin);
  await api(request, adminToken, 'PATCH', `/assignments/${assignmentId}/peerReview/`, { enabled: true, reviewsPerStudent: 1, anonymity: 'reviewer' });
  await api(request, adminToken, 'POST', `/assignments/${assignmentId}/peerReview/open/`);
  const reviewed = new Map<string, { id: number; author: string }>();
  for (const student of STUDENTS) {
    const token = await fetchToken(request, student);
    const review = (await api<{ toDo: { id: number; label: string; assignment: { id: number } }[] }>(request, token, 'GET', '/peerReviews/')).toDo.find((entry) => entry.assignment.id === assignmentId)!;
    const view = await api<{ files: { id: number }[] }>(request, token, 'GET', `/peerReviews/${review.id}/submission/`);
    await api(request, token, 'POST', '/comments/', { file: view.files[0]!.id, text: 'A name for the loop would help.', startLine: 5, endLine: 5, startChar: 4, endChar: 7 });
    await api(request, token, 'POST', `/peerReviews/${review.id}/submit/`);
    reviewed.set(student, { id: review.id, author: review.label });
  }

  // The reviewer's page names the author, in the page and its title.
  const { id, author } = reviewed.get(USERS.student1)!;
  expect(STUDENTS).toContain(author);
  await signInAs(page, USERS.student1, { path: `/peer-review/${id}` });
  await expect(page.getByTestId('peer-review-label')).toHaveText(author, { timeout: 20_000 });
  expect(await page.title()).toContain(author);

  // After the close, student1's code view marks the review of their work "Reviewer 1" and names nobody else.
  await api(request, adminToken, 'POST', `/assignments/${assignmentId}/peerReview/close/`);
  const mine = await api<{ received: { submission: number; assignment: { id: number } }[] }>(request, await fetchToken(request, USERS.student1), 'GET', '/peerReviews/');
  const submission = mine.received.find((entry) => entry.assignment.id === assignmentId)!.submission;
  await page.goto(`/code/${submission}`);
  await expect(commentCards(page).getByText('Peer feedback · Reviewer 1')).toBeVisible({ timeout: 20_000 });
  await expectNobodyNamed(page, STUDENTS.filter((student) => student !== USERS.student1), "student1's code view");
});
