import { expect, test } from '@playwright/test';
import { heading, loginAs, roleSwitcher, signInAs } from '../support/session';
import { CONSOLES, TEXTS, USERS } from '../support/users';

test.describe('the role switcher in the header', () => {
  test('a course admin in the Admin Console can switch to the Grader Console only', async ({ page }) => {
    await signInAs(page, USERS.admin, { path: CONSOLES.admin.path });
    await expect(heading(page, CONSOLES.admin.label)).toBeVisible();

    const switcher = roleSwitcher(page);
    await expect(switcher).toHaveText(CONSOLES.admin.label);
    await switcher.hover();
    await expect(page.getByRole('tooltip')).toHaveText(TEXTS.switchRoles);

    await switcher.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: CONSOLES.grader.label })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: CONSOLES.admin.label })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: CONSOLES.student.label })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'What are roles?' })).toBeVisible();

    await menu.getByRole('link', { name: CONSOLES.grader.label }).click();
    await expect(page).toHaveURL(CONSOLES.grader.path);
    await expect(heading(page, CONSOLES.grader.label)).toBeVisible();
    await expect(roleSwitcher(page)).toHaveText(CONSOLES.grader.label);

    // From the Grader Console the way back is offered instead.
    await roleSwitcher(page).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: /Console$/ })).toHaveText([CONSOLES.admin.label]);
  });

  test('a student with a single role is offered no other console', async ({ page }) => {
    await loginAs(page, USERS.student1);
    await expect(page).toHaveURL(CONSOLES.student.path);

    const switcher = roleSwitcher(page);
    await expect(switcher).toHaveText(CONSOLES.student.label);
    await switcher.click();

    // The menu keeps only the help entry about roles.
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['What are roles?']);
    await expect(menu.getByText(/Console/)).toHaveCount(0);
  });
});
