import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A dialog or drawer (the page's only one, or the one `where` finds), once it has finished opening. While a dialog
 * fades and zooms in, its box can hold still for a moment (transparent, at its final place) just before the zoom
 * starts from far smaller: a click then passes the stability check and lands where the button no longer is, and
 * nothing happens. Nobody clicks a dialog they cannot see yet; a test must not either. Animations that never end
 * (a blinking caret, a spinner) are not waited for.
 */
export async function openedDialog(where: Page | Locator): Promise<Locator> {
  const dialog = 'goto' in where ? where.getByRole('dialog') : where;
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      dialog.evaluate(
        (element) =>
          getComputedStyle(element).opacity === '1' &&
          element.getAnimations({ subtree: true }).every((animation) => animation.effect?.getComputedTiming().iterations === Infinity),
      ),
    )
    .toBe(true);
  return dialog;
}
