import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { commentCards, commentEditor } from '../support/codeView';
import { createReviewFixture } from '../support/review';
import { fetchToken, signInAs } from '../support/session';
import { USERS } from '../support/users';

// A student reads published feedback, rates a comment and asks for a regrade; the grader answers and closes
// the request in the same view.

test('a student rates feedback and requests a regrade that the grader answers', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const fixture = await createReviewFixture(request, { student: USERS.student2, grader: USERS.admin });
  await api(request, fixture.adminToken, 'POST', '/comments/', { file: fixture.fileIds['main.py'], text: 'Good use of a **function**.', startLine: 0, endLine: 0, startChar: 4, endChar: 15, pointDelta: -1 });
  await api(request, fixture.adminToken, 'POST', '/comments/', { file: fixture.fileIds['main.py'], text: '', startLine: 3, endLine: 4, startChar: 0, endChar: 10, rubricComment: fixture.rubric.comments[1]!.id });
  await api(request, fixture.adminToken, 'PATCH', `/submissions/${fixture.submissionId}/`, { isFinalized: true });
  await api(request, fixture.adminToken, 'PATCH', `/assignments/${fixture.assignmentId}/`, { isReleased: true, allowRegradeRequests: true });

  await signInAs(page, USERS.student2, { path: `/code/${fixture.submissionId}` });
  await expect(page.getByTestId('code-viewer')).toBeVisible();
  const praise = commentCards(page).filter({ hasText: 'Good use of a' });
  await expect(praise.getByLabel('Points: +1')).toBeVisible();
  // Read-only: no editing, and selecting code opens nothing.
  await expect(page.getByRole('button', { name: 'Edit comment' })).toHaveCount(0);
  // The rubric comment shows its explanation to the student.
  await expect(commentCards(page).filter({ hasText: 'Use len() instead of a loop' }).getByText('Names should say what a value means.')).toBeVisible();
  await expect(commentEditor(page)).toHaveCount(0);

  // Thumbs up, stored.
  await praise.getByRole('button', { name: 'Helpful', exact: true }).click();
  await expect(praise.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const adminToken = await fetchToken(request, USERS.admin);
  await expect
    .poll(async () => (await api<{ comments: { text: string; feedback: number }[] }>(request, adminToken, 'GET', `/submissions/${fixture.submissionId}/review/`)).comments.find((c) => c.text.startsWith('Good use'))?.feedback)
    .toBe(1);

  // A regrade request.
  await page.getByRole('tab', { name: /Info/ }).click();
  await page.getByRole('region', { name: 'Regrade' }).getByRole('button', { name: 'Request regrade' }).click();
  await page.getByLabel('What should be regraded?').fill('I used a loop on purpose: the task asked for one.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('I used a loop on purpose: the task asked for one.')).toBeVisible();

  // The grader answers and closes it.
  const grader = await browser.newPage();
  await signInAs(grader, USERS.admin, { path: `/code/${fixture.submissionId}` });
  await expect(grader.getByText('Regrade requested')).toBeVisible();
  await grader.getByRole('tab', { name: /Info/ }).click();
  await expect(grader.getByText('I used a loop on purpose: the task asked for one.')).toBeVisible();
  await grader.getByLabel('Response').fill('Fair point: the deduction is removed.');
  await grader.getByRole('button', { name: 'Answer and close' }).click();
  await expect(grader.getByText('Regrade requested')).toHaveCount(0);

  // The student sees the answer.
  await page.reload();
  await page.getByRole('tab', { name: /Info/ }).click();
  await expect(page.getByText('Fair point: the deduction is removed.')).toBeVisible();
});
