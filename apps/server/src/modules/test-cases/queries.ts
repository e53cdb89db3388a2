import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { assignments, submissionTests, testCases, testCategories, type Executor } from '@marginalia/db';
import { RUNNABLE_TEST_TYPES, type TestCase, type TestCategory } from '@marginalia/contracts';

// Test categories' and test cases' own rows, and which submissions hold results of them (whose grades move
// when a test case's points change or it goes away). Each function is one statement.

export type TestCategoryRow = typeof testCategories.$inferSelect;
export type TestCaseRow = typeof testCases.$inferSelect & { assignmentId: number; courseId: number };

// `test_categories.id` is spelled out: drizzle writes the column of a one-table select unqualified.
const testCaseIds = sql<number[]>`array(select tc.id from ${testCases} tc where tc.test_category_id = test_categories.id order by tc.sort_key, tc.id)`;

const categoryFields = {
  id: testCategories.id,
  assignment: testCategories.assignmentId,
  name: testCategories.name,
  sortKey: testCategories.sortKey,
  testCases: testCaseIds,
};

/** A test case as the API answers it; shared with the submission view's reads. */
export const testCaseFields = {
  id: testCases.id,
  testCategory: testCases.testCategoryId,
  type: testCases.type,
  description: testCases.description,
  sortKey: testCases.sortKey,
  pointsPass: testCases.pointsPass,
  pointsFail: testCases.pointsFail,
  explanation: testCases.explanation,
  exposed: testCases.exposed,
  timeLimitSeconds: testCases.timeLimitSeconds,
  command: testCases.command,
  input: testCases.input,
  expectedOutput: testCases.expectedOutput,
  expectedOutputFile: testCases.expectedOutputFile,
  isFlexible: testCases.isFlexible,
  outputIsRegexp: testCases.outputIsRegexp,
  fileName: testCases.fileName,
  function: testCases.function,
  arguments: testCases.arguments,
  compareOutput: testCases.compareOutput,
  script: testCases.script,
  generatedBy: testCases.generatedBy,
};

export async function findCategory(db: Executor, categoryId: number): Promise<TestCategoryRow | null> {
  const [row] = await db.select().from(testCategories).where(eq(testCategories.id, categoryId));
  return row ?? null;
}

/** The course of a category's assignment (to tell a category of another course, which does not exist for the caller). */
export async function findCategoryCourse(db: Executor, categoryId: number): Promise<{ assignmentId: number; courseId: number } | null> {
  const [row] = await db
    .select({ assignmentId: testCategories.assignmentId, courseId: assignments.courseId })
    .from(testCategories)
    .innerJoin(assignments, eq(assignments.id, testCategories.assignmentId))
    .where(eq(testCategories.id, categoryId));
  return row ?? null;
}

export async function selectCategory(db: Executor, categoryId: number): Promise<TestCategory | null> {
  const [row] = await db.select(categoryFields).from(testCategories).where(eq(testCategories.id, categoryId));
  return row ?? null;
}

/** An assignment's categories, by sortKey then id. */
export function selectAssignmentCategories(db: Executor, assignmentId: number): Promise<TestCategory[]> {
  return db
    .select(categoryFields)
    .from(testCategories)
    .where(eq(testCategories.assignmentId, assignmentId))
    .orderBy(asc(testCategories.sortKey), asc(testCategories.id));
}

/** A test case with the assignment its category belongs to, and that assignment's course. */
export async function findTestCase(db: Executor, testCaseId: number): Promise<TestCaseRow | null> {
  const [row] = await db
    .select({
      ...getTableColumns(testCases),
      assignmentId: testCategories.assignmentId,
      courseId: assignments.courseId,
    })
    .from(testCases)
    .innerJoin(testCategories, eq(testCategories.id, testCases.testCategoryId))
    .innerJoin(assignments, eq(assignments.id, testCategories.assignmentId))
    .where(eq(testCases.id, testCaseId));
  return row ?? null;
}

export async function selectTestCase(db: Executor, testCaseId: number): Promise<TestCase | null> {
  const [row] = await db.select(testCaseFields).from(testCases).where(eq(testCases.id, testCaseId));
  return row ?? null;
}

export async function insertCategory(db: Executor, values: typeof testCategories.$inferInsert): Promise<TestCategoryRow> {
  const [row] = await db.insert(testCategories).values(values).returning();
  return row!;
}

export async function updateCategoryRow(db: Executor, categoryId: number, values: Partial<typeof testCategories.$inferInsert>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(testCategories).set(values).where(eq(testCategories.id, categoryId));
}

/** Its test cases and their results go with it (ON DELETE CASCADE). */
export async function deleteCategory(db: Executor, categoryId: number): Promise<boolean> {
  const rows = await db.delete(testCategories).where(eq(testCategories.id, categoryId)).returning({ id: testCategories.id });
  return rows.length > 0;
}

export async function insertTestCase(db: Executor, values: typeof testCases.$inferInsert): Promise<number> {
  const [row] = await db.insert(testCases).values(values).returning({ id: testCases.id });
  return row!.id;
}

export async function updateTestCaseRow(db: Executor, testCaseId: number, values: Partial<typeof testCases.$inferInsert>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(testCases).set(values).where(eq(testCases.id, testCaseId));
}

/** Its results go with it (ON DELETE CASCADE). */
export async function deleteTestCase(db: Executor, testCaseId: number): Promise<boolean> {
  const rows = await db.delete(testCases).where(eq(testCases.id, testCaseId)).returning({ id: testCases.id });
  return rows.length > 0;
}

/** Submissions holding a result of this test case. */
export async function selectSubmissionsTestedBy(db: Executor, testCaseId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ submissionId: submissionTests.submissionId })
    .from(submissionTests)
    .where(eq(submissionTests.testCaseId, testCaseId));
  return rows.map((row) => row.submissionId);
}

/** Submissions holding a result of one of this category's test cases. */
export async function selectSubmissionsTestedIn(db: Executor, categoryId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ submissionId: submissionTests.submissionId })
    .from(submissionTests)
    .innerJoin(testCases, eq(testCases.id, submissionTests.testCaseId))
    .where(eq(testCases.testCategoryId, categoryId));
  return rows.map((row) => row.submissionId);
}

/** Test cases of the assignment the autograder runs itself (not external ones, nor those a run created). */
export async function countRunnableTestCases(db: Executor, assignmentId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(testCases)
    .innerJoin(testCategories, eq(testCategories.id, testCases.testCategoryId))
    .where(and(eq(testCategories.assignmentId, assignmentId), inArray(testCases.type, [...RUNNABLE_TEST_TYPES]), isNull(testCases.generatedBy)));
  return row?.n ?? 0;
}

/** What a run's reader is told of each test case of the assignment: its names, explanation, points, exposure. */
export interface TestCaseSummary {
  exposed: boolean;
  description: string;
  categoryName: string;
  explanation: string;
  pointsPass: number;
  pointsFail: number;
}

export async function selectCaseSummaries(db: Executor, assignmentId: number): Promise<Map<number, TestCaseSummary>> {
  const rows = await db
    .select({
      id: testCases.id,
      exposed: testCases.exposed,
      description: testCases.description,
      categoryName: testCategories.name,
      explanation: testCases.explanation,
      pointsPass: testCases.pointsPass,
      pointsFail: testCases.pointsFail,
    })
    .from(testCases)
    .innerJoin(testCategories, eq(testCategories.id, testCases.testCategoryId))
    .where(eq(testCategories.assignmentId, assignmentId));
  return new Map(rows.map(({ id, ...summary }) => [id, summary]));
}

/** The assignment's test cases as the API shows them, by category (sortKey, id) then case (sortKey, id). */
export function selectAssignmentTestCases(db: Executor, assignmentId: number): Promise<TestCase[]> {
  return db
    .select(testCaseFields)
    .from(testCases)
    .innerJoin(testCategories, eq(testCategories.id, testCases.testCategoryId))
    .where(eq(testCategories.assignmentId, assignmentId))
    .orderBy(asc(testCategories.sortKey), asc(testCategories.id), asc(testCases.sortKey), asc(testCases.id));
}
