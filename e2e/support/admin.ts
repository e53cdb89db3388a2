import { expect, type Locator, type Page } from '@playwright/test';

// Helpers for journeys through the admin console (/admin/:courseName/:period/:panelName1/:panelName2).

export const ADMIN_PANEL_TABS = {
  assignments: 'Assignments',
  submissions: 'Submissions',
  regrades: 'Regrade requests',
  roster: 'Roster',
  sections: 'Sections',
  settings: 'Settings',
} as const;
export type AdminPanelName = keyof typeof ADMIN_PANEL_TABS;

/** A course panel's address; names and periods are free text, so each segment is percent-encoded. */
export function adminPath(course: string, period: string, panel?: AdminPanelName, subPanel?: string): string {
  const segments = [course, period, panel, subPanel].filter((part): part is string => Boolean(part));
  return ['/admin', ...segments.map(encodeURIComponent)].join('/');
}

/** Opens a course's panel by its address and waits until the course and the panel's tab are shown. */
export async function openAdminPanel(page: Page, course: string, period: string, panel: AdminPanelName = 'settings'): Promise<void> {
  await page.goto(adminPath(course, period, panel));
  await expect(page.getByRole('heading', { level: 2, name: course })).toBeVisible();
  await expect(page.getByRole('tab', { name: ADMIN_PANEL_TABS[panel], selected: true })).toBeVisible();
}

/** The console's left column: "Create course" and a link per course the user administers. */
export function adminCourseList(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Courses' });
}

/** A row of the Sections panel's table, found by the section's exact name. */
export function sectionRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}
