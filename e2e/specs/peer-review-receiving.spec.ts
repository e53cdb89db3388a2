import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminPath } from '../support/admin';
import { api } from '../support/api';
import { commentCards } from '../support/codeView';
import { fetchToken, signInAs } from '../support/session';
import { USERS } from '../support/users';
import { openedDialog } from '../support/dialog';

// Receiving peer feedback (docs/PEER-REVIEW.md, "Receiving" and "Approval and hiding"): three students review one
// submission each and the review closes. An author reads the comment on their code, marked as peer feedback from
// "Reviewer 1" and naming nobody, and rates the review; the instructor hides the comment, and the author no longer
// sees it.

const COURSE = 'Intro to Programming';
const PERIOD = 'Fall 2026';
const STAMP = Date.now().toString(36).slice(-5);
const ASSIGNMENT = `Peer received ${STAMP}`;
const STUDENTS: string[] = [USERS.student1, USERS.student2, USERS.student3];

interface ReviewToDo {
  id: number;
  submission: number;
}

async function uploadFor(request: APIRequestContext, token: string, assignmentId: number, student: string): Promise<void> {
  const response = await request.post(`/assignments/${assignmentId}/upload/`, {
    headers: { Authorization: `JWT ${token}` },
    multipart: { students: student, files: { name: 'main.py', mimeType: 'text/x-python', buffer: Buffer.from('total = 0\nfor n in range(10):\n    total += n\n') } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('an author reads and rates peer feedback after the review closes, and no longer sees a comment staff hid', async ({ page, request }) => {
  test.setTimeout(150_000);
  const adminToken = await fetchToken(request, USERS.admin);
  const courses = await api<{ id: number; name: string; period: string }[]>(request, adminToken, 'GET', '/courses/');
  const course = courses.find((candidate) => candidate.name === COURSE && candidate.period === PERIOD)!;
  const assignment = await api<{ id: number }>(request, adminToken, 'POST', '/assignments/', { course: course.id, name: ASSIGNMENT, points: 10, isVisible: true });
  for (const student of STUDENTS) await uploadFor(request, adminToken, assignment.id, student);
  await api(request, adminToken, 'PATCH', `/assignments/${assignment.id}/peerReview/`, { enabled: true, reviewsPerStudent: 1, anonymity: 'double' });
  await api(request, adminToken, 'POST', `/assignments/${assignment.id}/peerReview/open/`);

  // Each student comments on the submission they review and submits the review.
  const reviews = new Map<string, ReviewToDo>();
  for (const [index, student] of STUDENTS.entries()) {
    const token = await fetchToken(request, student);
    const mine = await api<{ toDo: (ReviewToDo & { assignment: { id: number } })[] }>(request, token, 'GET', '/peerReviews/');
    const review = mine.toDo.find((entry) => entry.assignment.id === assignment.id)!;
    const read = await api<{ files: { id: number }[] }>(request, token, 'GET', `/peerReviews/${review.id}/submission/`);
    await api(request, token, 'POST', '/comments/', { file: read.files[0]!.id, text: `Peer note ${index + 1}: the loop could be sum(range(10)).`, startChar: 0, endChar: 5, startLine: 1, endLine: 1 });
    await api(request, token, 'POST', `/peerReviews/${review.id}/submit/`);
    reviews.set(student, review);
  }
  await api(request, adminToken, 'POST', `/assignments/${assignment.id}/peerReview/close/`);

  // The author of the first student's reviewed submission.
  const authorToken = await fetchToken(request, USERS.student1);
  const received = (await api<{ received: (ReviewToDo & { assignment: { id: number } })[] }>(request, authorToken, 'GET', '/peerReviews/')).received.find(
    (entry) => entry.assignment.id === assignment.id,
  )!;
  const reviewer = [...reviews].find(([, review]) => review.id === received.id)![0];
  const note = `Peer note ${STUDENTS.indexOf(reviewer) + 1}`;

  // The course page lists the review; the author rates it.
  await signInAs(page, USERS.student1, { path: `/student/${encodeURIComponent(COURSE)}/${encodeURIComponent(PERIOD)}` });
  const table = page.getByRole('table', { name: 'Reviews of your work' });
  const row = table.locator('tr.ant-table-row').filter({ hasText: ASSIGNMENT });
  await expect(row).toBeVisible({ timeout: 20_000 });
  const stars = row.getByRole('radiogroup', { name: 'How helpful was the review by Reviewer 1?' }).getByRole('radio');
  await stars.nth(3).click();
  await expect(page.getByText('Rating saved')).toBeVisible();
  await expect.poll(async () => (await api<{ received: { id: number; helpfulness: number | null }[] }>(request, authorToken, 'GET', '/peerReviews/')).received.find((entry) => entry.id === received.id)?.helpfulness).toBe(4);

  // Its link opens the author's code, where the comment is marked as peer feedback and names nobody.
  await row.getByRole('link', { name: 'Reviewer 1' }).click();
  await expect(page).toHaveURL(new RegExp(`/code/${received.submission}$`));
  const card = commentCards(page).filter({ hasText: note });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('Peer feedback · Reviewer 1')).toBeVisible();
  expect(await page.content()).not.toContain(reviewer);
  expect(await page.title()).not.toContain(reviewer);
  // On a phone the comment reads the same.
  await page.setViewportSize({ width: 400, height: 800 });
  await expect(commentCards(page).filter({ hasText: note }).getByText('Peer feedback · Reviewer 1')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });

  // The instructor hides the comment from the review's drawer.
  const staff = await page.context().browser()!.newPage();
  await signInAs(staff, USERS.admin, { path: `${adminPath(COURSE, PERIOD, 'assignments', ASSIGNMENT)}/peer-review` });
  await staff.getByRole('button', { name: `Open the review by ${reviewer} of submission ${received.submission}` }).click();
  const drawer = await openedDialog(staff);
  await expect(drawer.getByText(note)).toBeVisible();
  await expect(drawer.getByText('4 of 5 (1 rating)')).toBeVisible();
  await drawer.getByRole('button', { name: 'Hide the comment on main.py, line 2' }).click();
  await drawer.getByLabel('Reason (the reviewer is told)').fill('Please keep comments about the code.');
  await drawer.getByRole('button', { name: 'Hide comment' }).click();
  await expect(drawer.getByText('Hidden from the authors')).toBeVisible();
  await staff.close();

  // The author reads their code again: the comment is gone.
  await page.reload();
  await expect(page.getByText('total += n')).toBeVisible({ timeout: 20_000 });
  await expect(commentCards(page).filter({ hasText: note })).toHaveCount(0);
});
