import type { ResultVisibility, SubmissionTest, SubmissionTestCreate, SubmissionTestUpdate } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import { actorUserId, type Actor } from '../../core/actor';
import type { AuthUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import { recordEvent, type AuditEvent } from '../audit/record';
import { lockSubmissions } from '../grades/queries';
import { recomputeGrades } from '../grades/recompute';
import { assertTestCasesOf, loadForResultsWrite, loadSubmissionTestForReader, loadSubmissionTestForWriter, type ResultsTarget } from './policy';
import { resultsKeptFromStudents } from '../test-visibility/visibility';
import { deleteSubmissionTest, insertSubmissionTest, selectSubmissionTest, updateSubmissionTestRow } from './queries';

// Every write of a result recomputes its submission's grade in the same transaction: the newest result per
// test case brings pointsPass or pointsFail. storeTestResults is the domain rule a request (POST) and a
// background worker (as SYSTEM_ACTOR) both call.

async function present(db: Executor, submissionTestId: number): Promise<SubmissionTest> {
  const result = await selectSubmissionTest(db, submissionTestId);
  if (!result) throw notFound();
  return result;
}

/** One test result to store: which test case, and how the run went (an autograder run says more). */
export type TestResultInput = Omit<SubmissionTestCreate, 'submission'> & {
  logsTruncated?: boolean;
  durationMs?: number | null;
  testRunId?: number | null;
  /** Who students show the result to (Gradescope's visibility); null: the test case's `exposed` decides. */
  visibility?: ResultVisibility | null;
};

/** The submission results go on, once the actor may write them and every test case is of its assignment. */
async function checkedTarget(db: Executor, submissionId: number, results: readonly TestResultInput[], actor: Actor): Promise<ResultsTarget> {
  const target = await loadForResultsWrite(db, submissionId, actor);
  await assertTestCasesOf(db, target, results.map((result) => result.testCase));
  return target;
}

/**
 * The writes of checked results, in the caller's transaction: the submission's row locked first (the lock order
 * of docs/ARCHITECTURE.md, "Row locks"), the rows, then the grade.
 */
async function writeTestResults(tx: Executor, submissionId: number, results: readonly TestResultInput[], actor: Actor): Promise<SubmissionTest[]> {
  await lockSubmissions(tx, [submissionId]);
  const ids: number[] = [];
  for (const { testCase: testCaseId, ...fields } of results) ids.push(await insertSubmissionTest(tx, { ...fields, submissionId, testCaseId }));
  await recomputeGrades(tx, [submissionId], { cause: 'tests', actorId: actorUserId(actor) });
  const stored: SubmissionTest[] = [];
  for (const id of ids) stored.push(await present(tx, id));
  return stored;
}

/**
 * Stores results of test cases run on a submission, for an actor (a user who grades it, or the system), and
 * recomputes its grade in the same transaction (`db` may be the caller's transaction), with the actor in the
 * grade history (null for the system). Checks every result before storing any: all or nothing. The caller
 * records what the results are part of (a run, a batch of posted results).
 */
export async function storeTestResults(db: Executor, submissionId: number, results: readonly TestResultInput[], actor: Actor): Promise<SubmissionTest[]> {
  await checkedTarget(db, submissionId, results, actor);
  return db.transaction((tx) => writeTestResults(tx, submissionId, results, actor));
}

/** A result's event: its submission's course, the result, and its submission in data (never its logs). */
function resultEvent(type: AuditEvent['type'], resultId: number, place: { courseId: number; submissionId: number }, data: Record<string, unknown> = {}): AuditEvent {
  return { type, courseId: place.courseId, object: { type: 'submissionTest', id: resultId }, data: { submission: place.submissionId, ...data } };
}

/** POST /submissionTests/: one result, stored as storeTestResults does and recorded with it. */
export async function createSubmissionTest(db: Database, user: AuthUser, input: SubmissionTestCreate): Promise<SubmissionTest> {
  const { submission: submissionId, ...result } = input;
  const target = await checkedTarget(db, submissionId, [result], user);
  return db.transaction(async (tx) => {
    const [stored] = await writeTestResults(tx, submissionId, [result], user);
    await recordEvent(tx, user, resultEvent('test_result.created', stored!.id, target, { testCase: result.testCase, passed: result.passed }));
    return stored!;
  });
}

export async function getSubmissionTest(db: Executor, submissionTestId: number, user: AuthUser): Promise<SubmissionTest> {
  const { asStudent, result } = await loadSubmissionTestForReader(db, submissionTestId, user);
  // A result its visibility keeps from students is as unknown to them as another course's.
  if (asStudent && (await resultsKeptFromStudents(db, result.submissionId)).has(submissionTestId)) throw notFound();
  return present(db, submissionTestId);
}

export async function updateSubmissionTest(db: Database, submissionTestId: number, user: AuthUser, input: SubmissionTestUpdate): Promise<SubmissionTest> {
  const { result, submission } = await loadSubmissionTestForWriter(db, submissionTestId, user);
  return db.transaction(async (tx) => {
    await lockSubmissions(tx, [result.submissionId]);
    await updateSubmissionTestRow(tx, submissionTestId, input);
    await recomputeGrades(tx, [result.submissionId], { cause: 'tests', actorId: user.id });
    const place = { courseId: submission.courseId, submissionId: result.submissionId };
    await recordEvent(tx, user, resultEvent('test_result.updated', submissionTestId, place, { fields: Object.keys(input) }));
    return present(tx, submissionTestId);
  });
}

export async function removeSubmissionTest(db: Database, submissionTestId: number, user: AuthUser): Promise<void> {
  const { result, submission } = await loadSubmissionTestForWriter(db, submissionTestId, user);
  await db.transaction(async (tx) => {
    await lockSubmissions(tx, [result.submissionId]);
    if (!(await deleteSubmissionTest(tx, submissionTestId))) throw notFound();
    await recomputeGrades(tx, [result.submissionId], { cause: 'tests', actorId: user.id });
    await recordEvent(tx, user, resultEvent('test_result.deleted', submissionTestId, { courseId: submission.courseId, submissionId: result.submissionId }));
  });
}
