import { eq, sql } from 'drizzle-orm';
import { assignments, courses, submissions, submissionTests, testCases, type Executor } from '@marginalia/db';
import type { SubmissionTest } from '@marginalia/contracts';

// Submission tests' own rows: one result of one test case run on one submission. Each function is one statement.

export type SubmissionTestRow = typeof submissionTests.$inferSelect;

export async function findSubmissionTest(db: Executor, submissionTestId: number): Promise<SubmissionTestRow | null> {
  const [row] = await db.select().from(submissionTests).where(eq(submissionTests.id, submissionTestId));
  return row ?? null;
}

/** Where a submission stands, for a writer with no course access of its own (the system): its course, assignment, whether archived. */
export async function findSubmissionPlace(db: Executor, submissionId: number): Promise<{ courseId: number; assignmentId: number; archived: boolean } | null> {
  const [row] = await db
    .select({ courseId: assignments.courseId, assignmentId: submissions.assignmentId, archived: courses.archived })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .where(eq(submissions.id, submissionId));
  return row ?? null;
}

/** A result as the API answers it (read joined with its test case, for the category); shared with the submission view. */
export const submissionTestFields = {
  id: submissionTests.id,
  submission: submissionTests.submissionId,
  testCase: submissionTests.testCaseId,
  testCategory: testCases.testCategoryId,
  logs: submissionTests.logs,
  passed: submissionTests.passed,
  isError: submissionTests.isError,
  score: submissionTests.score,
  logsTruncated: submissionTests.logsTruncated,
  durationMs: submissionTests.durationMs,
  testRun: submissionTests.testRunId,
  created: submissionTests.created,
  modified: submissionTests.modified,
};

export function presentSubmissionTest(row: { created: Date; modified: Date } & Omit<SubmissionTest, 'created' | 'modified'>): SubmissionTest {
  return { ...row, created: row.created.toISOString(), modified: row.modified.toISOString() };
}

/** The result as the API answers it, with its test case's category. */
export async function selectSubmissionTest(db: Executor, submissionTestId: number): Promise<SubmissionTest | null> {
  const [row] = await db
    .select(submissionTestFields)
    .from(submissionTests)
    .innerJoin(testCases, eq(testCases.id, submissionTests.testCaseId))
    .where(eq(submissionTests.id, submissionTestId));
  return row ? presentSubmissionTest(row) : null;
}

export async function insertSubmissionTest(db: Executor, values: typeof submissionTests.$inferInsert): Promise<number> {
  const [row] = await db.insert(submissionTests).values(values).returning({ id: submissionTests.id });
  return row!.id;
}

/**
 * `modified` moves with every change, even an empty one: the newest result per test case (by modified) is
 * the one the grade counts, so touching a result makes it current. The clock is the database's.
 */
export async function updateSubmissionTestRow(db: Executor, submissionTestId: number, values: Partial<typeof submissionTests.$inferInsert>): Promise<void> {
  await db.update(submissionTests).set({ ...values, modified: sql`now()` }).where(eq(submissionTests.id, submissionTestId));
}

export async function deleteSubmissionTest(db: Executor, submissionTestId: number): Promise<boolean> {
  const rows = await db.delete(submissionTests).where(eq(submissionTests.id, submissionTestId)).returning({ id: submissionTests.id });
  return rows.length > 0;
}
