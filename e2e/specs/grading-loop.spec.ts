import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminPath } from '../support/admin';
import { api } from '../support/api';
import { codeLines, commentCards, gradeTag, selectLines } from '../support/codeView';
import { fetchToken, signInAs } from '../support/session';
import { USERS } from '../support/users';
import { openedDialog } from '../support/dialog';

// One assignment from creation to published grades, in the browser: the admin creates it and its rubric, a
// student uploads a folder, a grader claims it from the queue and grades it in the submission view, the admin
// publishes, and the student sees the grade.

const COURSE = 'Intro to Programming';
const PERIOD = 'Fall 2026';
const STAMP = Date.now().toString(36).slice(-5);
const ASSIGNMENT = `Project ${STAMP}`;
const CATEGORY = 'Correctness';

const MAIN_JAVA = ['public class Main {', '  public static void main(String[] args) {', '    System.out.println("hi");', '  }', '}', ''].join('\n');

function studentPath(assignment?: string): string {
  return ['/student', COURSE, PERIOD, assignment].filter(Boolean).map((part, index) => (index === 0 ? part : encodeURIComponent(part!))).join('/');
}

function graderPath(assignment: string): string {
  return ['/grader', COURSE, PERIOD, assignment].map((part, index) => (index === 0 ? part : encodeURIComponent(part))).join('/');
}

/** A folder as a student has it on disk: the project with a nested source directory. */
function projectFolder(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'marginalia-upload-'));
  const folder = path.join(root, 'project');
  mkdirSync(path.join(folder, 'src'), { recursive: true });
  writeFileSync(path.join(folder, 'src', 'Main.java'), MAIN_JAVA);
  writeFileSync(path.join(folder, 'README.md'), '# My project\n');
  return folder;
}

async function createAssignmentWithRubric(page: Page) {
  await signInAs(page, USERS.admin, { path: adminPath(COURSE, PERIOD, 'assignments') });
  await page.getByRole('button', { name: 'New assignment' }).click();
  const dialog = await openedDialog(page.getByRole('dialog', { name: 'New assignment' }));
  await dialog.getByLabel('Name').fill(ASSIGNMENT);
  await dialog.getByLabel('Points').fill('10');
  // New assignments take student uploads (docs/PRODUCT.md, "Defaults").
  await expect(dialog.getByRole('switch', { name: 'Student uploads' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create assignment' }).click();
  const detail = page.getByRole('region', { name: `Assignment ${ASSIGNMENT}` });
  await expect(detail).toBeVisible();

  await detail.getByRole('tab', { name: 'Rubric' }).click();
  await detail.getByRole('button', { name: 'Add category' }).click();
  await detail.getByLabel('Category name').fill(CATEGORY);
  await detail.getByLabel('Point limit').fill('-5');
  await detail.getByRole('button', { name: 'Add category' }).last().click();
  const category = detail.getByRole('region', { name: `Category ${CATEGORY}` });
  await expect(category).toBeVisible();
  await category.getByRole('button', { name: `Add a comment to ${CATEGORY}` }).click();
  await category.getByLabel('Comment text').fill('Prints the wrong greeting');
  await category.getByLabel('Points').fill('-2');
  await category.getByRole('button', { name: 'Add comment' }).click();
  // The comment's text, and its generated name beneath it, which repeats the text.
  await expect(category.getByText('Prints the wrong greeting').first()).toBeVisible();
}

test('an assignment goes from creation to a published grade the student sees', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  await createAssignmentWithRubric(page);

  // The student uploads a folder from the student console.
  const studentPage = await browser.newPage();
  await signInAs(studentPage, USERS.student4, { path: studentPath(ASSIGNMENT) });
  await expect(studentPage.getByRole('heading', { name: ASSIGNMENT })).toBeVisible();
  const folder = projectFolder();
  try {
    const chooser = studentPage.waitForEvent('filechooser');
    await studentPage.getByRole('button', { name: 'Choose a folder' }).click();
    await (await chooser).setFiles(folder);
    await studentPage.getByRole('button', { name: 'Upload 2 files' }).click();
    // Uploading and storing takes a moment on a busy machine.
    await expect(studentPage.getByText('Uploaded 2 files.')).toBeVisible({ timeout: 20_000 });
  } finally {
    rmSync(path.dirname(folder), { recursive: true, force: true });
  }
  // The uploaded files' tree (the list of chosen files may still name it too).
  await expect(studentPage.getByRole('tree', { name: 'Uploaded files' }).getByText('Main.java')).toBeVisible();
  await studentPage.goto(studentPath());
  const row = studentPage.getByRole('row').filter({ hasText: ASSIGNMENT });
  await expect(row.getByText('Submitted')).toBeVisible();

  // A grader claims it from the queue; the submission view opens.
  const graderPage = await browser.newPage();
  await signInAs(graderPage, USERS.grader1, { path: graderPath(ASSIGNMENT) });
  await graderPage.getByRole('button', { name: 'Grade next submission' }).click();
  await expect(graderPage).toHaveURL(/\/code\/\d+$/, { timeout: 15_000 });
  const submissionId = Number(new URL(graderPage.url()).pathname.split('/').pop());

  // The grader applies the rubric comment to a selected line in the submission view and marks it Done.
  await graderPage.getByRole('navigation', { name: 'Files' }).getByText('Main.java', { exact: true }).click();
  await expect(codeLines(graderPage).nth(2)).toContainText('System.out.println');
  await selectLines(graderPage, 2, 2);
  await graderPage.getByRole('region', { name: 'Rubric' }).getByRole('button', { name: /^Apply / }).first().click();
  await expect(commentCards(graderPage).filter({ hasText: 'Prints the wrong greeting' })).toBeVisible();
  await expect(gradeTag(graderPage)).toHaveText('8 / 10');
  await graderPage.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(graderPage.getByText('Finalized')).toBeVisible();

  const graderToken = await fetchToken(request, USERS.grader1);
  const finalized = await api<{ isFinalized: boolean; grade: number; students: string[] }>(request, graderToken, 'GET', `/submissions/${submissionId}/`);
  expect(finalized).toMatchObject({ isFinalized: true, grade: 8, students: [USERS.student4] });

  // Before publishing, the student's feedback is not out.
  await studentPage.reload();
  await expect(studentPage.getByRole('row').filter({ hasText: ASSIGNMENT }).getByText('In grading')).toBeVisible();

  // The admin publishes from the assignments panel.
  await page.goto(adminPath(COURSE, PERIOD, 'assignments'));
  const published = page.getByRole('switch', { name: `Published: ${ASSIGNMENT}` });
  await expect(published).not.toBeChecked();
  await published.click();
  // Publishing asks first, saying who will see a grade.
  const confirm = await openedDialog(page.getByRole('dialog').filter({ hasText: `Publish ${ASSIGNMENT}?` }));
  await expect(confirm.getByText('1 student will see their grade and feedback (1 finalized submission).')).toBeVisible();
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(published).toBeChecked();

  // The student sees the grade and a way to the feedback.
  await studentPage.reload();
  const released = studentPage.getByRole('row').filter({ hasText: ASSIGNMENT });
  await expect(released.getByText('Feedback available')).toBeVisible();
  await expect(released.getByText('8 / 10')).toBeVisible();
  await released.getByRole('link', { name: ASSIGNMENT }).click();
  await expect(studentPage.getByRole('link', { name: 'View feedback' })).toHaveAttribute('href', `/code/${submissionId}`);
});
