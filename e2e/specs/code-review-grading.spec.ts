import { expect, test } from '@playwright/test';
import { commentCards, commentEditor, gradeTag, selectLines } from '../support/codeView';
import { createReviewFixture } from '../support/review';
import { signInAs } from '../support/session';
import { USERS } from '../support/users';

// A grader grades in the submission view: a free comment on a selected range, rubric comments applied to
// selections (the category's cap bites), an edit, a deletion, and Done.

test('a grader comments, applies the rubric, edits, deletes and finalizes', async ({ page, request }) => {
  test.setTimeout(90_000);
  const fixture = await createReviewFixture(request, { student: USERS.student1, grader: USERS.grader1 });
  await signInAs(page, USERS.grader1, { path: `/code/${fixture.submissionId}` });
  await expect(page.getByTestId('code-viewer')).toBeVisible();
  await expect(gradeTag(page)).toHaveText('20 / 20');

  // A free comment on lines 3-5 (0-based 2-4).
  await selectLines(page, 2, 4);
  await expect(commentEditor(page)).toBeVisible();
  await commentEditor(page).getByLabel('Comment (Markdown)').fill('Count with **len(words)** instead.');
  await commentEditor(page).getByLabel('Points').fill('-1');
  await commentEditor(page).getByRole('button', { name: 'Save' }).click();
  await expect(commentEditor(page)).toHaveCount(0);
  const free = commentCards(page).filter({ hasText: 'Count with' });
  await expect(free.locator('strong')).toHaveText('len(words)');
  await expect(free.getByLabel('Points: -1')).toBeVisible();
  await expect(gradeTag(page)).toHaveText('19 / 20');
  await expect(page.getByTestId('code-viewer').locator('.cm-comment-range').first()).toBeVisible();

  // Two rubric comments of the capped category (2 + 2 points, at most 3 lost).
  const rubric = page.getByRole('region', { name: 'Rubric' });
  await selectLines(page, 1, 1);
  await rubric.getByRole('button', { name: 'Apply unclear-name' }).click();
  await expect(commentCards(page).filter({ hasText: 'Unclear variable name' })).toBeVisible();
  await expect(gradeTag(page)).toHaveText('17 / 20');
  await selectLines(page, 5, 5);
  await rubric.getByRole('button', { name: 'Apply use-len' }).click();
  await expect(commentCards(page).filter({ hasText: 'Use len() instead of a loop' })).toBeVisible();
  await expect(gradeTag(page)).toHaveText('16 / 20');
  await expect(rubric.getByText('capped')).toBeVisible();

  // Edit the free comment.
  await free.hover();
  await free.getByRole('button', { name: 'Edit comment' }).click();
  await commentEditor(page).getByLabel('Comment (Markdown)').fill('Use len(words).');
  await commentEditor(page).getByRole('button', { name: 'Save' }).click();
  await expect(commentCards(page).filter({ hasText: 'Use len(words).' })).toBeVisible();

  // Delete one rubric comment: the cap no longer bites.
  const second = commentCards(page).filter({ hasText: 'Use len() instead of a loop' });
  await second.hover();
  await second.getByRole('button', { name: 'Delete comment' }).click();
  await page.getByRole('button', { name: /^(OK|Delete)$/ }).click();
  await expect(second).toHaveCount(0);
  await expect(gradeTag(page)).toHaveText('17 / 20');

  // The stored comments match what the page shows.
  const stored = await request.get(`/submissions/${fixture.submissionId}/review/`, { headers: { Authorization: `JWT ${fixture.adminToken}` } });
  const review = (await stored.json()) as { comments: { text: string; pointDelta: number | null; rubricComment: number | null }[]; submission: { grade: number } };
  expect(review.comments).toHaveLength(2);
  expect(review.submission.grade).toBe(17);

  // Done.
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page.getByText('Finalized')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unfinalize' })).toBeVisible();
});

test('a grader comments with the keyboard: cursor mode, a selection, Alt+E, Alt+S, Alt+arrows', async ({ page, request }) => {
  test.setTimeout(60_000);
  const fixture = await createReviewFixture(request, { student: USERS.student2, grader: USERS.grader2 });
  await signInAs(page, USERS.grader2, { path: `/code/${fixture.submissionId}` });
  await expect(page.getByTestId('code-viewer').locator('.cm-line').first()).toBeVisible();

  await page.keyboard.press('Alt+Shift+KeyL');
  await expect(page.getByRole('button', { name: 'Cursor mode' })).toHaveAttribute('aria-pressed', 'true');
  // Put the caret on the second line, then select it with the keyboard.
  await page.getByTestId('code-viewer').locator('.cm-line').nth(1).click();
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+End');
  await page.keyboard.press('Alt+KeyE');
  await expect(commentEditor(page).getByLabel('Comment (Markdown)')).toBeFocused();
  await page.keyboard.type('Split on any whitespace, not just spaces.');
  await page.keyboard.press('Alt+KeyS');
  await expect(commentEditor(page)).toHaveCount(0);
  const card = commentCards(page).filter({ hasText: 'Split on any whitespace' });
  await expect(card).toBeVisible();

  const stored = await request.get(`/submissions/${fixture.submissionId}/review/`, { headers: { Authorization: `JWT ${fixture.adminToken}` } });
  const review = (await stored.json()) as { comments: { text: string; startLine: number; endLine: number; startChar: number; endChar: number }[] };
  expect(review.comments).toEqual([expect.objectContaining({ text: 'Split on any whitespace, not just spaces.', startLine: 1, endLine: 1, startChar: 0 })]);

  // Alt+Down moves to the (only) comment and marks it current.
  await page.keyboard.press('Alt+ArrowDown');
  await expect(card).toHaveAttribute('aria-current', 'true');
});
