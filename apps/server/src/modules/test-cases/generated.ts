import { and, eq } from 'drizzle-orm';
import { LIMITS } from '@marginalia/contracts';
import { testCases, testCategories, type Executor } from '@marginalia/db';

// Test cases a run creates: each test function of a unit test, each result a file test reports, becomes a case
// of its own (docs/AUTOGRADER.md), made the first time it is reported, as codePost did for unknown names. They
// start with no points (the instructor sets them) and the parent's visibility; a unique index makes two runs
// reporting the same new name at once make one case.

export interface GeneratingCase {
  id: number;
  testCategoryId: number;
  type: (typeof testCases.$inferSelect)['type'];
  exposed: boolean;
  sortKey: number;
}

const clip = (text: string, limit: number) => text.trim().slice(0, limit) || '(unnamed)';

/** The category named in the parent's assignment, made when missing. */
async function categoryNamed(tx: Executor, assignmentId: number, name: string): Promise<number> {
  const clipped = clip(name, LIMITS.testCategoryName);
  await tx.insert(testCategories).values({ assignmentId, name: clipped }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: testCategories.id })
    .from(testCategories)
    .where(and(eq(testCategories.assignmentId, assignmentId), eq(testCategories.name, clipped)));
  return row!.id;
}

/** The case `parent` reported as `name` (in `categoryName`, else the parent's category), made when new. */
export async function generatedCase(
  tx: Executor,
  assignmentId: number,
  parent: GeneratingCase,
  categoryName: string | null,
  name: string,
): Promise<{ testCaseId: number; testCategoryId: number }> {
  const testCategoryId = categoryName === null ? parent.testCategoryId : await categoryNamed(tx, assignmentId, categoryName);
  const description = clip(name, LIMITS.testCaseDescription);
  await tx
    .insert(testCases)
    .values({ testCategoryId, description, type: parent.type, generatedBy: parent.id, exposed: parent.exposed, sortKey: parent.sortKey })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: testCases.id })
    .from(testCases)
    .where(and(eq(testCases.generatedBy, parent.id), eq(testCases.testCategoryId, testCategoryId), eq(testCases.description, description)));
  return { testCaseId: row!.id, testCategoryId };
}
