import {
  invalidPkMessage,
  SUBMISSION_TEST_MESSAGES,
  TEST_CASE_RUN_DEFAULTS,
  testCaseProblems,
  type TestCase,
  type TestCaseCreate,
  type TestCaseUpdate,
  type TestCategory,
  type TestCategoryCreate,
  type TestCategoryUpdate,
} from '@marginalia/contracts';
import { isUniqueViolation, type Database, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { fieldErrors, notFound } from '../../http/errors';
import { asInvalidPk } from '../../http/invalid-pk';
import { recordEvent } from '../audit/record';
import { recomputeGrades } from '../grades/recompute';
import { loadAssignmentForTestWriter, loadCategoryForReader, loadCategoryForWriter, loadTestCaseForReader, loadTestCaseForWriter } from './policy';
import {
  deleteCategory,
  deleteTestCase,
  findCategoryCourse,
  insertCategory,
  insertTestCase,
  selectCategory,
  selectSubmissionsTestedBy,
  selectSubmissionsTestedIn,
  selectTestCase,
  updateCategoryRow,
  updateTestCaseRow,
} from './queries';

async function presentCategory(db: Executor, categoryId: number): Promise<TestCategory> {
  const category = await selectCategory(db, categoryId);
  if (!category) throw notFound();
  return category;
}

async function presentTestCase(db: Executor, testCaseId: number): Promise<TestCase> {
  const testCase = await selectTestCase(db, testCaseId);
  if (!testCase) throw notFound();
  return testCase;
}

/** The unique (assignment, name) key decides between two writes giving a category the same name. */
async function nameRaceAsFieldError<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'test_categories_assignment_name_unique')) throw fieldErrors({ name: [SUBMISSION_TEST_MESSAGES.duplicateCategoryName] });
    throw error;
  }
}

export async function createTestCategory(db: Database, user: AuthUser, input: TestCategoryCreate): Promise<TestCategory> {
  const { assignment: assignmentId, ...fields } = input;
  const { assignment } = await asInvalidPk('assignment', assignmentId, () => loadAssignmentForTestWriter(db, assignmentId, user));
  const created = await nameRaceAsFieldError(() =>
    db.transaction(async (tx) => {
      const row = await insertCategory(tx, { ...fields, assignmentId });
      const data = { assignment: assignmentId, name: row.name };
      await recordEvent(tx, user, { type: 'test_category.created', courseId: assignment.courseId, object: { type: 'testCategory', id: row.id }, data });
      return row;
    }),
  );
  return presentCategory(db, created.id);
}

export async function getTestCategory(db: Executor, categoryId: number, user: AuthUser): Promise<TestCategory> {
  await loadCategoryForReader(db, categoryId, user);
  return presentCategory(db, categoryId);
}

export async function updateTestCategory(db: Database, categoryId: number, user: AuthUser, input: TestCategoryUpdate): Promise<TestCategory> {
  const { assignment } = await loadCategoryForWriter(db, categoryId, user);
  await nameRaceAsFieldError(() =>
    db.transaction(async (tx) => {
      await updateCategoryRow(tx, categoryId, input);
      const data = { assignment: assignment.id, fields: Object.keys(input) };
      await recordEvent(tx, user, { type: 'test_category.updated', courseId: assignment.courseId, object: { type: 'testCategory', id: categoryId }, data });
    }),
  );
  return presentCategory(db, categoryId);
}

export async function removeTestCategory(db: Database, categoryId: number, user: AuthUser): Promise<void> {
  const { assignment, category } = await loadCategoryForWriter(db, categoryId, user);
  await db.transaction(async (tx) => {
    // Found before the delete, which takes the category's results with it: those grades lose their test points.
    const affected = await selectSubmissionsTestedIn(tx, categoryId);
    if (!(await deleteCategory(tx, categoryId))) throw notFound();
    await recomputeGrades(tx, affected, { cause: 'tests', actorId: user.id });
    const data = { assignment: assignment.id, name: category.name, gradesRecomputed: affected.length };
    await recordEvent(tx, user, { type: 'test_category.deleted', courseId: assignment.courseId, object: { type: 'testCategory', id: categoryId }, data });
  });
}

/** A test of a kind that runs here must say what to run. */
function assertRunnable(testCase: Parameters<typeof testCaseProblems>[0]): void {
  const problems = testCaseProblems(testCase);
  if (problems) throw fieldErrors(problems);
}

/** The category a test case goes into; one the caller cannot see is a bad `testCategory` field. */
function loadTargetCategory(db: Executor, categoryId: number, user: AuthUser) {
  return asInvalidPk('testCategory', categoryId, () => loadCategoryForWriter(db, categoryId, user));
}

export async function createTestCase(db: Database, user: AuthUser, input: TestCaseCreate): Promise<TestCase> {
  const { testCategory: testCategoryId, ...fields } = input;
  const { assignment } = await loadTargetCategory(db, testCategoryId, user);
  assertRunnable({ ...TEST_CASE_RUN_DEFAULTS, ...fields });
  // Without a `type`, a test case made through the API is run by the course's own system (`external`).
  const id = await db.transaction(async (tx) => {
    const created = await insertTestCase(tx, { ...fields, testCategoryId });
    const data = { assignment: assignment.id, testCategory: testCategoryId };
    await recordEvent(tx, user, { type: 'test_case.created', courseId: assignment.courseId, object: { type: 'testCase', id: created }, data });
    return created;
  });
  return presentTestCase(db, id);
}

export async function getTestCase(db: Executor, testCaseId: number, user: AuthUser): Promise<TestCase> {
  await loadTestCaseForReader(db, testCaseId, user);
  return presentTestCase(db, testCaseId);
}

export async function updateTestCase(db: Database, testCaseId: number, user: AuthUser, input: TestCaseUpdate): Promise<TestCase> {
  const { testCase } = await loadTestCaseForWriter(db, testCaseId, user);
  const { testCategory: testCategoryId, ...fields } = input;
  if (testCategoryId !== undefined && testCategoryId !== testCase.testCategoryId) {
    // A category of another course does not exist for the caller: the same answer as an unknown id.
    const target = await findCategoryCourse(db, testCategoryId);
    if (!target || target.courseId !== testCase.courseId) throw fieldErrors({ testCategory: [invalidPkMessage(testCategoryId)] });
    if (target.assignmentId !== testCase.assignmentId) throw fieldErrors({ testCategory: [SUBMISSION_TEST_MESSAGES.otherAssignmentCategory] });
  }
  assertRunnable({ ...testCase, ...fields });
  return db.transaction(async (tx) => {
    await updateTestCaseRow(tx, testCaseId, { ...fields, ...(testCategoryId === undefined ? {} : { testCategoryId }) });
    // New points change the grade of every submission with a result of this test case.
    const affected = await selectSubmissionsTestedBy(tx, testCaseId);
    await recomputeGrades(tx, affected, { cause: 'tests', actorId: user.id });
    const data = { assignment: testCase.assignmentId, fields: Object.keys(input), gradesRecomputed: affected.length };
    await recordEvent(tx, user, { type: 'test_case.updated', courseId: testCase.courseId, object: { type: 'testCase', id: testCaseId }, data });
    return presentTestCase(tx, testCaseId);
  });
}

export async function removeTestCase(db: Database, testCaseId: number, user: AuthUser): Promise<void> {
  const { testCase } = await loadTestCaseForWriter(db, testCaseId, user);
  await db.transaction(async (tx) => {
    const affected = await selectSubmissionsTestedBy(tx, testCaseId);
    if (!(await deleteTestCase(tx, testCaseId))) throw notFound();
    await recomputeGrades(tx, affected, { cause: 'tests', actorId: user.id });
    const data = { assignment: testCase.assignmentId, testCategory: testCase.testCategoryId, gradesRecomputed: affected.length };
    await recordEvent(tx, user, { type: 'test_case.deleted', courseId: testCase.courseId, object: { type: 'testCase', id: testCaseId }, data });
  });
}
