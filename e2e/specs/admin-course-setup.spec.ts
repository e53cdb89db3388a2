import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { adminCourseList, openAdminPanel, sectionRow } from '../support/admin';
import { signInAs } from '../support/session';
import { USERS } from '../support/users';

// A course admin sets up a real course in the browser: creates it, uploads the registrar's roster (with a
// mistake that blocks the import until it is fixed), organizes sections with leaders and downloads the roster.

const STAMP = Date.now().toString(36).slice(-5);
const COURSE = `Data Structures ${STAMP}`;
const PERIOD = 'Spring 2027';
const students = [1, 2, 3, 4].map((n) => `ds-${STAMP}-student${n}@demo.edu`);

const ROSTER_CSV = [
  'Email,Role,Section',
  `${students[0]},student,Lab 1`,
  `${students[1]},student,Lab 1`,
  `${students[2]},student,Lab 2`,
  // The mistake: a registrar export with a broken address.
  `ds-${STAMP}-student4-at-demo.edu,student,Lab 2`,
  `${USERS.grader1},grader,`,
].join('\n');

test('an admin creates a course, uploads a roster, fixes an error, sets up sections and downloads the roster', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, USERS.admin, { path: '/admin' });

  // Create the course; the console opens it.
  await adminCourseList(page).getByRole('button', { name: 'Create course' }).click();
  const create = page.getByRole('dialog', { name: 'Create course' });
  await create.getByLabel('Course name').fill(COURSE);
  await create.getByLabel('Period').fill(PERIOD);
  await create.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByRole('heading', { level: 2, name: COURSE })).toBeVisible();
  await expect(adminCourseList(page).getByRole('link', { name: new RegExp(COURSE) })).toBeVisible();

  // Upload the roster CSV; the broken e-mail blocks the import.
  await openAdminPanel(page, COURSE, PERIOD, 'roster');
  await page.getByRole('button', { name: 'Upload roster' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload roster' });
  await upload.locator('input[type="file"]').setInputFiles({ name: 'registrar.csv', mimeType: 'text/csv', buffer: Buffer.from(ROSTER_CSV) });
  await upload.getByRole('button', { name: 'Preview' }).click();
  await expect(upload.getByText('All errors must be fixed before proceeding.')).toBeVisible();
  await expect(upload.getByText('Enter a valid email address.')).toBeVisible();
  await expect(upload.getByRole('button', { name: 'Import' })).toBeDisabled();

  // Fix the row inline (line 5 of the file) and import.
  await upload.getByRole('button', { name: 'Edit line 5' }).click();
  await upload.getByLabel('E-mail on line 5').fill(students[3]!);
  await upload.getByRole('button', { name: 'Save line 5' }).click();
  await expect(upload.getByText('All errors must be fixed before proceeding.')).toBeHidden();
  await expect(upload.getByRole('button', { name: 'Import' })).toBeEnabled();
  await upload.getByRole('button', { name: 'Import' }).click();
  await expect(upload.getByText('Roster imported')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(upload).toBeHidden();

  const roster = page.getByRole('region', { name: 'Roster' });
  const sectionOf = ['Lab 1', 'Lab 1', 'Lab 2', 'Lab 2'];
  for (const [i, email] of students.entries()) {
    await expect(roster.getByRole('row').filter({ hasText: email })).toContainText(sectionOf[i]!);
  }

  // Sections: the upload created Lab 1 and Lab 2; add Lab 3 and give Lab 1 a leader.
  await openAdminPanel(page, COURSE, PERIOD, 'sections');
  await expect(sectionRow(page, 'Lab 1')).toContainText('2');
  await expect(sectionRow(page, 'Lab 2')).toContainText('2');
  await page.getByLabel('New section').fill('Lab 3');
  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(sectionRow(page, 'Lab 3')).toBeVisible();

  await page.getByRole('button', { name: 'Edit section Lab 1' }).click();
  const editor = page.getByRole('dialog', { name: 'Section Lab 1' });
  // antd's select: type to filter the graders, Enter picks the highlighted one.
  await editor.getByLabel('Leaders').fill(USERS.grader1);
  await page.keyboard.press('Enter');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(sectionRow(page, 'Lab 1')).toContainText(USERS.grader1);

  // Download the roster: at least one group must be chosen.
  await openAdminPanel(page, COURSE, PERIOD, 'roster');
  await page.getByRole('button', { name: 'Download roster' }).click();
  const download = page.getByRole('dialog', { name: 'Download roster' });
  const ticked = download.getByRole('checkbox', { checked: true });
  while ((await ticked.count()) > 0) await ticked.first().uncheck();
  await expect(download.getByText('Choose at least one group to download.')).toBeVisible();
  await expect(download.getByRole('button', { name: 'Download' })).toBeDisabled();
  await download.getByRole('checkbox', { name: /^Students \(/ }).check();
  await download.getByRole('checkbox', { name: /^Graders \(/ }).check();
  const [file] = await Promise.all([page.waitForEvent('download'), download.getByRole('button', { name: 'Download' }).click()]);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(file.suggestedFilename()).toMatch(/roster\.csv$/);
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('email,role,section,status');
  expect(lines).toContain(`${students[0]},student,Lab 1,not activated`);
  expect(lines).toContain(`${students[3]},student,Lab 2,not activated`);
  expect(lines).toContain(`${USERS.grader1},grader,,active`);
});
