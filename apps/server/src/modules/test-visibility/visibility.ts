import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { TESTS_TEXT_FILE, type ResultVisibility } from '@marginalia/contracts';
import { assignments, files, submissions, submissionTests, testRuns, type Executor } from '@marginalia/db';

// When a student sees a result that carries a visibility (Gradescope's, docs/AUTOGRADER.md "What students see"):
// `visible` at once, `after_due_date` once their deadline has passed (the assignment's due date plus the late
// days their submission used; without a due date, once the feedback is out), `after_published` once the feedback
// is out, `hidden` never. Results without one follow their test case's `exposed` (autograder/runs/visibility.ts).

export interface StudentMoment {
  /** The feedback is out (assignment published and visible, submission finalized). */
  released: boolean;
  /** The student's deadline has passed. */
  dueDatePassed: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function studentSeesVisibility(visibility: ResultVisibility, moment: StudentMoment): boolean {
  switch (visibility) {
    case 'visible':
      return true;
    case 'after_due_date':
      return moment.dueDatePassed;
    case 'after_published':
      return moment.released;
    case 'hidden':
      return false;
  }
}

/** The deadline of the submission's students: the due date plus the late days it used; null without a due date. */
export async function findStudentDeadline(db: Executor, submissionId: number): Promise<Date | null> {
  const [row] = await db
    .select({ due: assignments.uploadDueDate, lateDays: submissions.lateDayCreditsUsed })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .where(eq(submissions.id, submissionId));
  if (!row?.due) return null;
  return new Date(row.due.getTime() + row.lateDays * DAY_MS);
}

function momentOf(row: { due: Date | null; lateDays: number }, released: boolean, now: Date): StudentMoment {
  if (!row.due) return { released, dueDatePassed: released };
  return { released, dueDatePassed: now.getTime() > row.due.getTime() + row.lateDays * DAY_MS };
}

export async function studentMoment(db: Executor, submissionId: number, released: boolean, now = new Date()): Promise<StudentMoment> {
  const deadline = await findStudentDeadline(db, submissionId);
  return { released, dueDatePassed: deadline === null ? released : now.getTime() > deadline.getTime() };
}


/**
 * Ids of the submission's results its students may not read now, for reads that reach students only once the
 * feedback is out (the review, GET /submissions/{id}/testResults/, GET /submissionTests/{id}/).
 */
export async function resultsKeptFromStudents(db: Executor, submissionId: number, now = new Date()): Promise<Set<number>> {
  const rows = await db
    .select({ id: submissionTests.id, visibility: submissionTests.visibility })
    .from(submissionTests)
    .where(and(eq(submissionTests.submissionId, submissionId), isNotNull(submissionTests.visibility)));
  if (rows.length === 0) return new Set();
  const moment = await studentMoment(db, submissionId, true, now);
  return new Set(rows.filter((row) => !studentSeesVisibility(row.visibility!, moment)).map((row) => row.id));
}

/** The autograder's `_tests.txt` (its name at the submission's root): the whole output of a run. */
export function isTestOutputFile(file: { name: string; path: string | null }): boolean {
  return file.path === null && file.name === TESTS_TEXT_FILE;
}

/**
 * Ids of the test-output files (`_tests.txt`, every version) of these submissions that their students may not
 * read now, in one statement, for every route that gives a student files (the review, the files routes, the
 * student console). Such a file holds every test's log, hidden tests' and expected outputs included, so before the
 * feedback is out (`released` lists the submissions whose feedback is) every version is kept. After, a version an
 * autograder zip wrote is its stdout and follows the run's `stdout_visibility` (hidden unless it says otherwise),
 * as the run's stdout does; the product's own runs' versions show.
 */
export async function testOutputFilesKeptFromStudents(
  db: Executor,
  submissionIds: readonly number[],
  released: ReadonlySet<number>,
  now = new Date(),
): Promise<Set<number>> {
  if (submissionIds.length === 0) return new Set();
  const rows = await db
    .select({
      id: files.id,
      submissionId: files.submissionId,
      source: testRuns.source,
      stdoutVisibility: testRuns.stdoutVisibility,
      due: assignments.uploadDueDate,
      lateDays: submissions.lateDayCreditsUsed,
    })
    .from(files)
    .innerJoin(submissions, eq(submissions.id, files.submissionId))
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    // test_runs_tests_text_file_idx (or test_runs_submission_idx) finds the run that wrote each version.
    .leftJoin(testRuns, and(eq(testRuns.submissionId, files.submissionId), eq(testRuns.testsTextFileId, files.id)))
    .where(and(inArray(files.submissionId, [...submissionIds]), isNull(files.path), eq(files.name, TESTS_TEXT_FILE)));
  const kept = rows.filter((row) => {
    if (!released.has(row.submissionId)) return true;
    if (row.source !== 'autograder') return false;
    return !studentSeesVisibility(row.stdoutVisibility ?? 'hidden', momentOf(row, true, now));
  });
  return new Set(kept.map((row) => row.id));
}
