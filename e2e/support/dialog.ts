import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The page's dialog, once it has finished opening. While it fades and zooms in, its box can hold still for a
 * moment (transparent, at its final place) just before the zoom starts from far smaller: a click then passes the
 * stability check and lands where the button no longer is, and nothing happens. Nobody clicks a dialog they cannot
 * see yet; a test must not either.
 */
export async function openedDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity === '1' && element.getAnimations({ subtree: true }).length === 0))
    .toBe(true);
  return dialog;
}
