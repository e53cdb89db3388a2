import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A dialog, drawer or confirmation (the page's only dialog, or the one `where` finds), once it has finished opening.
 * While a dialog fades and zooms in, its box can hold still for a moment (transparent, at its final place) just
 * before the zoom starts from far smaller: a click then passes the stability check and lands where the button no
 * longer is, and nothing happens. Nobody clicks a dialog they cannot see yet; a test must not either. A popover's
 * zoom runs on a wrapper around the element with the role, so the element's ancestors are waited for too.
 * Animations that never end (a blinking caret, a spinner) are not waited for.
 */
export async function openedDialog(where: Page | Locator): Promise<Locator> {
  const dialog = 'goto' in where ? where.getByRole('dialog') : where;
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      dialog.evaluate((element) => {
        const settled = (animations: Animation[]) => animations.every((animation) => animation.effect?.getComputedTiming().iterations === Infinity);
        if (!settled(element.getAnimations({ subtree: true }))) return false;
        for (let at: Element | null = element; at; at = at.parentElement) {
          if (getComputedStyle(at).opacity !== '1' || !settled(at.getAnimations())) return false;
        }
        return true;
      }),
    )
    .toBe(true);
  return dialog;
}
