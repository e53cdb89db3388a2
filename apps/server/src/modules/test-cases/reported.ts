import { eq, sql } from 'drizzle-orm';
import { testCases, testCategories, type Executor } from '@marginalia/db';

// The cases of results that arrive as a report (an autograder zip's results.json, results posted through the
// API): each reported test is found by its category's name and its own name (a description), and both are made
// when new: the category, and an `external` case worth the test's max_score. Reports of one assignment take a
// transaction advisory lock on it, so two reports naming the same new test at once make one case.

/** The first key of the two-key advisory locks that serialize reports per assignment. */
const REPORTED_CASES_LOCK = 16_001;

export interface ReportedCaseName {
  /** A case named by id (the native array's `id`); null when named by category and name. */
  testCaseId: number | null;
  category: string;
  name: string;
  /** What a new case is worth: max_score, else the points reported, else 0. */
  maxScore: number | null;
  score: number | null;
}

export type ReportedCases = { ok: true; cases: { testCaseId: number; testCategoryId: number }[] } | { ok: false; message: string };

const pointsOf = (test: ReportedCaseName) => test.maxScore ?? (test.score !== null && test.score > 0 ? test.score : 0);

/** One case per reported test, in order (made when new); a case id of another assignment is a problem. */
export async function casesForReport(tx: Executor, assignmentId: number, tests: readonly ReportedCaseName[]): Promise<ReportedCases> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REPORTED_CASES_LOCK}, ${assignmentId})`);
  const categories = await tx
    .select({ id: testCategories.id, name: testCategories.name, sortKey: testCategories.sortKey })
    .from(testCategories)
    .where(eq(testCategories.assignmentId, assignmentId));
  const cases = await tx
    .select({ id: testCases.id, categoryId: testCases.testCategoryId, description: testCases.description, generatedBy: testCases.generatedBy, sortKey: testCases.sortKey })
    .from(testCases)
    .innerJoin(testCategories, eq(testCategories.id, testCases.testCategoryId))
    .where(eq(testCategories.assignmentId, assignmentId));
  // A case the instructor made wins over one a unit or file test generated under the same name.
  cases.sort((a, b) => Number(a.generatedBy !== null) - Number(b.generatedBy !== null) || a.id - b.id);
  const byId = new Map(cases.map((c) => [c.id, c]));
  let nextCategorySort = Math.max(0, ...categories.map((c) => c.sortKey + 1));
  const nextCaseSort = new Map<number, number>();
  for (const c of cases) nextCaseSort.set(c.categoryId, Math.max(nextCaseSort.get(c.categoryId) ?? 0, c.sortKey + 1));

  const found: { testCaseId: number; testCategoryId: number }[] = [];
  for (const test of tests) {
    if (test.testCaseId !== null) {
      const known = byId.get(test.testCaseId);
      if (!known) return { ok: false, message: `A result names test case ${test.testCaseId}, which is not a test of this assignment.` };
      found.push({ testCaseId: known.id, testCategoryId: known.categoryId });
      continue;
    }
    let category = categories.find((c) => c.name === test.category);
    if (!category) {
      const [made] = await tx.insert(testCategories).values({ assignmentId, name: test.category, sortKey: nextCategorySort }).returning({ id: testCategories.id, name: testCategories.name, sortKey: testCategories.sortKey });
      nextCategorySort += 1;
      category = made!;
      categories.push(category);
    }
    let testCase = cases.find((c) => c.categoryId === category.id && c.description === test.name);
    if (!testCase) {
      const sortKey = nextCaseSort.get(category.id) ?? 0;
      nextCaseSort.set(category.id, sortKey + 1);
      const [made] = await tx
        .insert(testCases)
        .values({ testCategoryId: category.id, type: 'external', description: test.name, pointsPass: pointsOf(test), sortKey })
        .returning({ id: testCases.id, categoryId: testCases.testCategoryId, description: testCases.description, generatedBy: testCases.generatedBy, sortKey: testCases.sortKey });
      testCase = made!;
      cases.push(testCase);
    }
    found.push({ testCaseId: testCase.id, testCategoryId: category.id });
  }
  return { ok: true, cases: found };
}
