import { expect, test } from '@playwright/test';
import { codeLines, commentCards, commentEditor, selectLines } from '../support/codeView';

// The demo submission works without login; a visitor may comment, and nothing is stored.

test('a visitor tries the demo submission logged out', async ({ page, request }) => {
  await page.goto('/demo');
  await expect(page.getByTestId('code-viewer')).toBeVisible();
  await expect(codeLines(page).first()).toBeVisible();
  const before = await commentCards(page).count();
  expect(before).toBeGreaterThan(0);

  await selectLines(page, 1, 2);
  await commentEditor(page).getByLabel('Comment (Markdown)').fill('Trying the demo');
  await commentEditor(page).getByRole('button', { name: 'Save' }).click();
  await expect(commentCards(page).filter({ hasText: 'Trying the demo' })).toBeVisible();

  // Nothing was stored: the demo reads the same as before.
  const review = (await (await request.get('/demo/review/')).json()) as { comments: { text: string }[] };
  expect(review.comments.some((comment) => comment.text === 'Trying the demo')).toBe(false);
  await page.reload();
  await expect(codeLines(page).first()).toBeVisible();
  await expect(commentCards(page).filter({ hasText: 'Trying the demo' })).toHaveCount(0);
});
