import { eq, sql } from 'drizzle-orm';
import { RUBRIC_CATEGORY_COLORS } from '@marginalia/contracts';
import { assignments, comments, rubricCategories, rubricComments, users, type Executor } from '@marginalia/db';

// Comments' own rows and the few facts their rules need; each function is one statement.

export type CommentRow = typeof comments.$inferSelect;

// The colour of a comment is its rubric category's (rubricCategoryColor in the contracts, computed here in the
// same statement so that every read of comments stays one query); a free comment has none.
const colorList = sql.raw(`array[${RUBRIC_CATEGORY_COLORS.map((color) => `'${color}'`).join(', ')}]::text[]`);
export const commentColor = sql<string>`coalesce((select (${colorList})[1 + (rc.category_id % ${sql.raw(String(RUBRIC_CATEGORY_COLORS.length))})]
  from ${rubricComments} rc where rc.id = ${comments.rubricCommentId}), '')`;

export const commentFields = {
  id: comments.id,
  file: comments.fileId,
  text: comments.text,
  startChar: comments.startChar,
  endChar: comments.endChar,
  startLine: comments.startLine,
  endLine: comments.endLine,
  pointDelta: comments.pointDelta,
  rubricComment: comments.rubricCommentId,
  author: users.email,
  color: commentColor,
  feedback: comments.feedback,
  tags: comments.tags,
};

export async function selectComment(db: Executor, commentId: number) {
  const [row] = await db.select(commentFields).from(comments).leftJoin(users, eq(users.id, comments.authorId)).where(eq(comments.id, commentId));
  return row ?? null;
}

/** The assignment and course of a rubric comment and whether it is the peer rubric's, or null when there is none. */
export async function findRubricCommentPlace(db: Executor, rubricCommentId: number): Promise<{ assignmentId: number; courseId: number; peer: boolean } | null> {
  const [row] = await db
    .select({ assignmentId: rubricComments.assignmentId, courseId: assignments.courseId, peer: rubricCategories.peer })
    .from(rubricComments)
    .innerJoin(rubricCategories, eq(rubricCategories.id, rubricComments.categoryId))
    .innerJoin(assignments, eq(assignments.id, rubricComments.assignmentId))
    .where(eq(rubricComments.id, rubricCommentId));
  return row ?? null;
}

export async function insertComment(db: Executor, values: typeof comments.$inferInsert): Promise<number> {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  return row!.id;
}

export async function updateCommentRow(db: Executor, commentId: number, values: Partial<typeof comments.$inferInsert>): Promise<void> {
  await db.update(comments).set({ ...values, updatedAt: new Date() }).where(eq(comments.id, commentId));
}

export async function deleteComment(db: Executor, commentId: number): Promise<boolean> {
  const rows = await db.delete(comments).where(eq(comments.id, commentId)).returning({ id: comments.id });
  return rows.length > 0;
}
