import { and, asc, eq, sql } from 'drizzle-orm';
import { preparedFor, rubricCategories, rubricComments, type Executor } from '@marginalia/db';
import type { RubricCategory, RubricComment } from '@marginalia/contracts';

// Rubric categories and comments' own rows; each read is one statement.

export type RubricCategoryRow = typeof rubricCategories.$inferSelect;
export type RubricCommentRow = typeof rubricComments.$inferSelect;

// `rubric_categories.id` is spelled out: drizzle writes the column of a one-table select unqualified.
const commentIds = sql<number[]>`array(select c.id from ${rubricComments} c where c.category_id = rubric_categories.id order by c.sort_key, c.id)`;

/** A rubric category as the API answers it; shared with the peer rubric's read. */
export const categoryFields = {
  id: rubricCategories.id,
  assignment: rubricCategories.assignmentId,
  name: rubricCategories.name,
  pointLimit: rubricCategories.pointLimit,
  sortKey: rubricCategories.sortKey,
  helpText: rubricCategories.helpText,
  atMostOnce: rubricCategories.atMostOnce,
  peer: rubricCategories.peer,
  rubricComments: commentIds,
};

/** A rubric comment as the API answers it; shared with the submission view's reads. */
export const rubricCommentFields = {
  id: rubricComments.id,
  category: rubricComments.categoryId,
  name: rubricComments.name,
  text: rubricComments.text,
  pointDelta: rubricComments.pointDelta,
  sortKey: rubricComments.sortKey,
  explanation: rubricComments.explanation,
  instructionText: rubricComments.instructionText,
  templateTextOn: rubricComments.templateTextOn,
};

export async function findCategory(db: Executor, categoryId: number): Promise<RubricCategoryRow | null> {
  const [row] = await db.select().from(rubricCategories).where(eq(rubricCategories.id, categoryId)).limit(1);
  return row ?? null;
}

export async function findComment(db: Executor, commentId: number): Promise<RubricCommentRow | null> {
  const [row] = await db.select().from(rubricComments).where(eq(rubricComments.id, commentId)).limit(1);
  return row ?? null;
}

export async function selectCategory(db: Executor, categoryId: number): Promise<RubricCategory | null> {
  const [row] = await db.select(categoryFields).from(rubricCategories).where(eq(rubricCategories.id, categoryId));
  return row ?? null;
}

export async function selectComment(db: Executor, commentId: number): Promise<RubricComment | null> {
  const [row] = await db.select(rubricCommentFields).from(rubricComments).where(eq(rubricComments.id, commentId));
  return row ?? null;
}

/** An assignment's own rubric's categories (not the peer rubric's), by sortKey then id; prepared. */
export function selectAssignmentCategories(db: Executor, assignmentId: number): Promise<RubricCategory[]> {
  const query = preparedFor(db, 'select_assignment_rubric_categories', (d) =>
    d
      .select(categoryFields)
      .from(rubricCategories)
      .where(and(eq(rubricCategories.assignmentId, sql.placeholder('assignmentId')), eq(rubricCategories.peer, false)))
      .orderBy(asc(rubricCategories.sortKey), asc(rubricCategories.id))
      .prepare('select_assignment_rubric_categories'),
  );
  return query.execute({ assignmentId });
}

/** The comment names already used in the assignment, both rubrics (a rubric is small: tens of names). */
export async function selectCommentNames(db: Executor, assignmentId: number): Promise<Set<string>> {
  const rows = await db.select({ name: rubricComments.name }).from(rubricComments).where(eq(rubricComments.assignmentId, assignmentId));
  return new Set(rows.map((row) => row.name));
}

export async function insertCategory(db: Executor, values: typeof rubricCategories.$inferInsert): Promise<RubricCategoryRow> {
  const [row] = await db.insert(rubricCategories).values(values).returning();
  return row!;
}

export async function updateCategoryRow(db: Executor, categoryId: number, values: Partial<typeof rubricCategories.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await db.update(rubricCategories).set(values).where(eq(rubricCategories.id, categoryId));
}

/** Its comments go with it (ON DELETE CASCADE); comments that used them keep their text, unlinked. */
export async function deleteCategory(db: Executor, categoryId: number): Promise<boolean> {
  const rows = await db.delete(rubricCategories).where(eq(rubricCategories.id, categoryId)).returning({ id: rubricCategories.id });
  return rows.length > 0;
}

export async function insertComment(db: Executor, values: typeof rubricComments.$inferInsert): Promise<RubricCommentRow> {
  const [row] = await db.insert(rubricComments).values(values).returning();
  return row!;
}

export async function updateCommentRow(db: Executor, commentId: number, values: Partial<typeof rubricComments.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await db.update(rubricComments).set(values).where(eq(rubricComments.id, commentId));
}

export async function deleteComment(db: Executor, commentId: number): Promise<boolean> {
  const rows = await db.delete(rubricComments).where(eq(rubricComments.id, commentId)).returning({ id: rubricComments.id });
  return rows.length > 0;
}
