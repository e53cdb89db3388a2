import { eq, sql } from 'drizzle-orm';
import { assignments, comments, courses, fileBlobs, files, jsonRow, notPeerComment, preparedFor, submissions, type Executor } from '@marginalia/db';
import { courseAccessColumns } from '../assignments/course-access';
import { caller, callerColumns, callerJoin } from '../auth/queries';
import { submissionScopeColumns } from '../submissions/access-queries';

// Files' own rows. A file's comment ids are a correlated subquery answered from the file_id index, so a
// read is one statement.

// In reading order (docs/PRODUCT.md §5): by start line, then start char, then id.
// Peer reviewers' comments are not the file's feedback (docs/PEER-REVIEW.md, "Peer comments").
const commentIds = sql<number[]>`array(select c.id from ${comments} c where c.file_id = "files"."id" and ${notPeerComment(sql`c.id`)} order by c.start_line, c.start_char, c.id)`;

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

/**
 * The file as the API shows it, with its submission's scope, the caller's access to its course and the caller's
 * user row (http/session-caller.ts), in one prepared statement answered as one JSON value (see
 * submissions/access-queries.ts).
 */
/** The statement's row as one JSON value (its `fields` are what a test maps row by row to compare). */
export const fileWithAccess = jsonRow(
  { file: fileFields, submission: submissionScopeColumns, ...courseAccessColumns, caller: callerColumns },
  { caller: caller.id },
);

export async function findFileWithAccess(db: Executor, fileId: number, userId: number) {
  const query = preparedFor(db, 'find_file_with_access', (d) =>
    d
      .select({ json: fileWithAccess.sql })
      .from(files)
      .innerJoin(submissions, eq(submissions.id, files.submissionId))
      .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .leftJoin(caller, callerJoin)
      .where(eq(files.id, sql.placeholder('fileId')))
      .limit(1)
      .prepare('find_file_with_access'),
  );
  const [found] = await query.execute({ fileId, userId });
  return found ? fileWithAccess.revive(found.json) : null;
}

export async function insertFile(db: Executor, values: typeof files.$inferInsert): Promise<number> {
  const [row] = await db.insert(files).values(values).returning({ id: files.id });
  return row!.id;
}

export async function updateFileRow(db: Executor, fileId: number, values: Partial<typeof files.$inferInsert>): Promise<void> {
  if (Object.values(values).every((value) => value === undefined)) return;
  await db.update(files).set(values).where(eq(files.id, fileId));
}

/** The file's name, extension and exact bytes (its blob), or null if it went away. */
export async function selectFileBytes(db: Executor, fileId: number) {
  const [row] = await db
    .select({ name: files.name, extension: files.extension, bytes: fileBlobs.bytes, sha256: fileBlobs.sha256 })
    .from(files)
    .innerJoin(fileBlobs, eq(fileBlobs.sha256, files.blobSha256))
    .where(eq(files.id, fileId));
  return row ?? null;
}

/** Its comments go with it (ON DELETE CASCADE). */
export async function deleteFile(db: Executor, fileId: number): Promise<boolean> {
  const rows = await db.delete(files).where(eq(files.id, fileId)).returning({ id: files.id });
  return rows.length > 0;
}
