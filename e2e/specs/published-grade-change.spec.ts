import { expect, test } from '@playwright/test';
import { adminPath } from '../support/admin';
import { api } from '../support/api';
import { createReviewFixture, REVIEW_COURSE } from '../support/review';
import { signInAs } from '../support/session';
import { USERS } from '../support/users';
import { openedDialog } from '../support/dialog';

// A published grade moves only by decision: the instructor who changes the points of a rubric comment used on
// published work is told how many published grades change and how many students will be e-mailed, confirms, and
// the student then sees the new grade and the change from the one they had seen.

test('an instructor changes a rubric comment on published work after seeing the count, and the student sees the change', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const fixture = await createReviewFixture(request, { student: USERS.student4, grader: USERS.admin });
  const useLen = fixture.rubric.comments.find((comment) => comment.name === 'use-len')!;
  await api(request, fixture.adminToken, 'POST', '/comments/', { file: fixture.fileIds['main.py'], text: '', startLine: 3, endLine: 4, startChar: 0, endChar: 10, rubricComment: useLen.id });
  await api(request, fixture.adminToken, 'PATCH', `/submissions/${fixture.submissionId}/`, { isFinalized: true });
  await api(request, fixture.adminToken, 'PATCH', `/assignments/${fixture.assignmentId}/`, { isReleased: true });

  await signInAs(page, USERS.admin, { path: adminPath(REVIEW_COURSE.name, REVIEW_COURSE.period, 'assignments', fixture.assignmentName) });
  await page.getByRole('tab', { name: 'Rubric' }).click();
  await page.getByLabel('Edit comment use-len').click();
  await page.getByLabel('Points').fill('-3');
  await page.getByRole('button', { name: 'Save comment' }).click();

  const question = await openedDialog(page.getByRole('dialog').filter({ hasText: 'Change grades that are already decided?' }));
  await expect(question.getByText(/This changes 1 published grade; (1 student will be|no student will be) e-mailed\./)).toBeVisible();
  // Nothing moved while the question is open.
  const gradeOf = async () => (await api<{ grade: number }>(request, fixture.adminToken, 'GET', `/submissions/${fixture.submissionId}/`)).grade;
  expect(await gradeOf()).toBe(18);
  await question.getByRole('button', { name: 'Change the grades' }).click();
  await expect(page.getByRole('button', { name: 'Save comment' })).toHaveCount(0);
  await expect.poll(gradeOf).toBe(17);

  // The change is on record with who made it and why.
  const history = await api<{ oldGrade: number; newGrade: number; cause: string; actor: string }[]>(request, fixture.adminToken, 'GET', `/submissions/${fixture.submissionId}/gradeHistory/`);
  expect(history).toEqual([expect.objectContaining({ oldGrade: 18, newGrade: 17, cause: 'rubric', actor: USERS.admin })]);

  const student = await browser.newPage();
  await signInAs(student, USERS.student4, { path: `/student/${encodeURIComponent(REVIEW_COURSE.name)}/${encodeURIComponent(REVIEW_COURSE.period)}/${encodeURIComponent(fixture.assignmentName)}` });
  await expect(student.getByText('Your grade changed from 18 to 17.')).toBeVisible();
  await expect(student.locator('.ant-statistic').filter({ hasText: 'Your grade' })).toContainText('17');
});
