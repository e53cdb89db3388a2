import { eq, sql } from 'drizzle-orm';
import { assignments, comments, courses, files, preparedFor, submissions, users, type Executor } from '@marginalia/db';
import { courseAccessColumns } from '../assignments/course-access';
import { caller, callerColumns, callerJoin } from '../auth/queries';
import { submissionScopeColumns } from '../submissions/access-queries';
import { commentFields } from './queries';

// A comment (or the file a new one goes on) with what its rules need — the file, its submission's scope, the
// course and the caller's roles there — in one prepared statement (see submissions/access-queries.ts).

export interface CommentPlace {
  id: number;
  submissionId: number;
  name: string;
  extension: string;
}

export interface CommentFile extends CommentPlace {
  lineCount: number;
}

/** The file a comment sits on, with its line count (counted in SQL: the code itself may be large). */
const commentFileColumns = {
  id: files.id,
  submissionId: files.submissionId,
  name: files.name,
  extension: files.extension,
  lineCount: sql<number>`(length(${files.code}) - length(replace(${files.code}, E'\\n', '')) + 1)::int`,
};

export async function findCommentFileWithAccess(db: Executor, fileId: number, userId: number) {
  const query = preparedFor(db, 'find_comment_file_with_access', (d) =>
    d
      .select({ file: commentFileColumns, submission: submissionScopeColumns, ...courseAccessColumns })
      .from(files)
      .innerJoin(submissions, eq(submissions.id, files.submissionId))
      .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .where(eq(files.id, sql.placeholder('fileId')))
      .limit(1)
      .prepare('find_comment_file_with_access'),
  );
  const [row] = await query.execute({ fileId, userId });
  return row ?? null;
}

/** The file a comment sits on, without its line count: reading a comment needs no more, and counting reads the code. */
const commentPlaceColumns = { id: files.id, submissionId: files.submissionId, name: files.name, extension: files.extension };

/**
 * The comment as the API shows it (`shown`), its file, submission and course access, and the caller's user row
 * (http/session-caller.ts): what reading a comment needs. Only the columns of the answer and of the access rules are read; writers use findCommentWithAccessForWrite.
 */
export async function findCommentWithAccess(db: Executor, commentId: number, userId: number) {
  const query = preparedFor(db, 'find_comment_with_access', (d) =>
    d
      .select({ shown: commentFields, file: commentPlaceColumns, submission: submissionScopeColumns, ...courseAccessColumns, caller: callerColumns })
      .from(comments)
      .innerJoin(files, eq(files.id, comments.fileId))
      .innerJoin(submissions, eq(submissions.id, files.submissionId))
      .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .leftJoin(users, eq(users.id, comments.authorId))
      .leftJoin(caller, callerJoin)
      .where(eq(comments.id, sql.placeholder('commentId')))
      .limit(1)
      .prepare('find_comment_with_access'),
  );
  const [row] = await query.execute({ commentId, userId });
  return row ?? null;
}

/** As findCommentWithAccess, with the comment's stored row and its file's line count, which its changes are checked against. */
export async function findCommentWithAccessForWrite(db: Executor, commentId: number, userId: number) {
  const query = preparedFor(db, 'find_comment_with_access_for_write', (d) =>
    d
      .select({ comment: comments, shown: commentFields, file: commentFileColumns, submission: submissionScopeColumns, ...courseAccessColumns })
      .from(comments)
      .innerJoin(files, eq(files.id, comments.fileId))
      .innerJoin(submissions, eq(submissions.id, files.submissionId))
      .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .leftJoin(users, eq(users.id, comments.authorId))
      .where(eq(comments.id, sql.placeholder('commentId')))
      .limit(1)
      .prepare('find_comment_with_access_for_write'),
  );
  const [row] = await query.execute({ commentId, userId });
  return row ?? null;
}
