import { submissionTests, testCases, testCategories, type Database } from '@marginalia/db';

// Test categories, test cases and results written straight to the database, for tests that need an
// assignment's tests in a given state before the call under test.

let sequence = 0;

export async function createTestCategory(db: Database, assignmentId: number, values: Partial<typeof testCategories.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db.insert(testCategories).values({ assignmentId, name: `Tests ${sequence}`, ...values }).returning();
  return row!;
}

export async function createTestCase(db: Database, testCategoryId: number, values: Partial<typeof testCases.$inferInsert> = {}) {
  const [row] = await db.insert(testCases).values({ testCategoryId, description: 'returns 42', pointsPass: 0, pointsFail: 0, ...values }).returning();
  return row!;
}

export async function createSubmissionTest(
  db: Database,
  submissionId: number,
  testCaseId: number,
  values: Partial<typeof submissionTests.$inferInsert> = {},
) {
  const [row] = await db.insert(submissionTests).values({ submissionId, testCaseId, passed: true, logs: 'ok', ...values }).returning();
  return row!;
}
