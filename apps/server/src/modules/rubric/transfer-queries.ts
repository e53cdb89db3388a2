import { and, asc, eq, sql } from 'drizzle-orm';
import { assignmentRubricOnly, assignments, rubricCategories, rubricComments, type Executor } from '@marginalia/db';

// The statements of a rubric import: a lock, an emptiness check and two multi-row inserts, whatever the size.

/** Holds the assignment row until the transaction ends, so that two imports into it run one after the other. */
export async function lockAssignment(db: Executor, assignmentId: number): Promise<boolean> {
  const rows = await db.select({ id: assignments.id }).from(assignments).where(eq(assignments.id, assignmentId)).for('update');
  return rows.length > 0;
}

/** Whether the assignment's own rubric has a category (the peer rubric is not copied in or out, docs/PEER-REVIEW.md). */
export async function hasRubric(db: Executor, assignmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(rubricCategories)
    .where(and(eq(rubricCategories.assignmentId, assignmentId), eq(rubricCategories.peer, false)))
    .limit(1);
  return row !== undefined;
}

/**
 * Inserts the categories in one statement and answers their ids in the order given: serial ids are drawn
 * row by row in VALUES order, so sorting the returned ids restores that order.
 */
export async function insertCategories(db: Executor, values: (typeof rubricCategories.$inferInsert)[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(rubricCategories).values(values).returning({ id: rubricCategories.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export async function insertComments(db: Executor, values: (typeof rubricComments.$inferInsert)[]): Promise<void> {
  if (values.length === 0) return;
  await db.insert(rubricComments).values(values);
}

/** The assignment's own rubric's comments with the fields an export carries, by sortKey then id. */
export function selectCommentsForExport(db: Executor, assignmentId: number) {
  return db
    .select({
      categoryId: rubricComments.categoryId,
      name: rubricComments.name,
      text: rubricComments.text,
      pointDelta: rubricComments.pointDelta,
      sortKey: rubricComments.sortKey,
      explanation: rubricComments.explanation,
      instructionText: rubricComments.instructionText,
      templateTextOn: rubricComments.templateTextOn,
    })
    .from(rubricComments)
    .where(and(eq(rubricComments.assignmentId, assignmentId), assignmentRubricOnly(rubricComments.categoryId)))
    .orderBy(asc(rubricComments.sortKey), asc(rubricComments.id));
}
