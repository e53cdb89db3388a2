import { and, eq, sql } from 'drizzle-orm';
import { assignments, comments, courses, files, jsonRow, notPeerComment, preparedFor, submissions, users, type Executor } from '@marginalia/db';
import { courseAccessColumns } from '../assignments/course-access';
import { caller, callerColumns, callerJoin } from '../auth/queries';
import { submissionScopeColumns } from '../submissions/access-queries';
import { commentFields } from './queries';

// A comment (or the file a new one goes on) with what its rules need — the file, its submission's scope, the
// course and the caller's roles there — in one prepared statement (see submissions/access-queries.ts). A peer
// reviewer's comment is not found here: it is read and written through peer review (docs/PEER-REVIEW.md).

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
export const commentFileColumns = {
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
 * (http/session-caller.ts): what reading a comment needs, answered as one JSON value (see
 * submissions/access-queries.ts). Only the columns of the answer and of the access rules are read; writers use
 * findCommentWithAccessForWrite.
 */
/** The statement's row as one JSON value (its `fields` are what a test maps row by row to compare). */
export const commentWithAccess = jsonRow(
  { shown: commentFields, file: commentPlaceColumns, submission: submissionScopeColumns, ...courseAccessColumns, caller: callerColumns },
  { caller: caller.id },
);

export async function findCommentWithAccess(db: Executor, commentId: number, userId: number) {
  const query = preparedFor(db, 'find_comment_with_access', (d) =>
    d
      .select({ json: commentWithAccess.sql })
      .from(comments)
      .innerJoin(files, eq(files.id, comments.fileId))
      .innerJoin(submissions, eq(submissions.id, files.submissionId))
      .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .leftJoin(users, eq(users.id, comments.authorId))
      .leftJoin(caller, callerJoin)
      .where(and(eq(comments.id, sql.placeholder('commentId')), notPeerComment(comments.id)))
      .limit(1)
      .prepare('find_comment_with_access'),
  );
  const [found] = await query.execute({ commentId, userId });
  return found ? commentWithAccess.revive(found.json) : null;
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
      .where(and(eq(comments.id, sql.placeholder('commentId')), notPeerComment(comments.id)))
      .limit(1)
      .prepare('find_comment_with_access_for_write'),
  );
  const [row] = await query.execute({ commentId, userId });
  return row ?? null;
}
