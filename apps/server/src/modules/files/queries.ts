import { eq, sql } from 'drizzle-orm';
import { comments, files, type Executor } from '@marginalia/db';

// Files' own rows. A file's comment ids are a correlated subquery answered from the file_id index, so a
// read is one statement.

// In reading order (spec §5): by start line, then start char, then id.
const commentIds = sql<number[]>`array(select c.id from ${comments} c where c.file_id = "files"."id" order by c.start_line, c.start_char, c.id)`;

const fileFields = {
  id: files.id,
  name: files.name,
  code: files.code,
  extension: files.extension,
  submission: files.submissionId,
  path: files.path,
  comments: commentIds,
  created: files.createdAt,
};

export type StoredFile = NonNullable<Awaited<ReturnType<typeof selectFile>>>;

export async function selectFile(db: Executor, fileId: number) {
  const [row] = await db.select(fileFields).from(files).where(eq(files.id, fileId));
  return row ?? null;
}

export async function findFileSubmissionId(db: Executor, fileId: number): Promise<number | null> {
  const [row] = await db.select({ submissionId: files.submissionId }).from(files).where(eq(files.id, fileId));
  return row?.submissionId ?? null;
}

export async function insertFile(db: Executor, values: typeof files.$inferInsert): Promise<number> {
  const [row] = await db.insert(files).values(values).returning({ id: files.id });
  return row!.id;
}

export async function updateFileRow(db: Executor, fileId: number, values: Partial<typeof files.$inferInsert>): Promise<void> {
  if (Object.values(values).every((value) => value === undefined)) return;
  await db.update(files).set(values).where(eq(files.id, fileId));
}

/** Its comments go with it (ON DELETE CASCADE). */
export async function deleteFile(db: Executor, fileId: number): Promise<boolean> {
  const rows = await db.delete(files).where(eq(files.id, fileId)).returning({ id: files.id });
  return rows.length > 0;
}
