import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden, notFound } from '../../http/errors';
import { assertCourseWritable } from '../courses/policy';
import type { Comment } from '@marginalia/contracts';
import { assertMayWriteGrading } from '../submissions/grading-writes';
import { submissionAccessOf, type SubmissionAccess } from '../submissions/policy';
import type { SubmissionScope } from '../submissions/queries';
import type { CourseAccessRow } from '../assignments/course-access';
import { asInvalidPk } from '../../http/invalid-pk';
import { callerId, confirmCaller, type Caller } from '../../http/session-caller';
import { testOutputFilesKeptFromStudents } from '../test-visibility/visibility';
import { findCommentFileWithAccess, findCommentWithAccess, findCommentWithAccessForWrite, type CommentFile, type CommentPlace } from './access-queries';
import type { CommentRow } from './queries';

// A comment belongs to a file, which belongs to a submission: whoever may read the submission reads its comments
// (404 otherwise). Writing is for the people grading it (submissions/grading-writes.ts): other graders get 403,
// as do students who see it. Students give
// feedback on the comments of their own released submission. An archived course takes no writes (400). A comment
// on a version of the tests' output kept from a student (test-visibility/visibility.ts) is 404 to them, as its file is.

export type CommentFileAccess = SubmissionAccess & { file: CommentFile };
export type CommentReadAccess = SubmissionAccess & { file: CommentPlace; shown: Comment };
export type CommentAccess = CommentFileAccess & { comment: CommentRow; shown: Comment };

async function loadFileForReader(db: Executor, fileId: number, user: AuthUser): Promise<CommentFileAccess> {
  const row = await findCommentFileWithAccess(db, fileId, user.id);
  if (!row) throw notFound();
  return { file: row.file, ...submissionAccessOf(row, user) };
}

/** The file a new comment goes on; one the caller cannot see is a bad `file` field. */
export async function loadFileForCommentCreate(db: Executor, fileId: number, user: AuthUser): Promise<CommentFileAccess> {
  const access = await asInvalidPk('file', fileId, () => loadFileForReader(db, fileId, user));
  await assertMayWriteGrading(db, access, user);
  return access;
}

/**
 * The caller's access to a comment read with its submission's scope, or 404: as for the submission, and a comment
 * on a version of the tests' output kept from a student is 404 to them.
 */
async function commentAccessOf<Row extends CourseAccessRow & { submission: SubmissionScope; shown: Comment }>(
  db: Executor,
  row: Row | null,
  user: AuthUser,
): Promise<SubmissionAccess & { row: Row }> {
  if (!row) throw notFound();
  const access = submissionAccessOf(row, user);
  if (access.asStudent) {
    const kept = await testOutputFilesKeptFromStudents(db, [access.submission.id], new Set([access.submission.id]));
    if (kept.has(row.shown.file)) throw notFound();
  }
  return { ...access, row };
}

/**
 * The comment as the API shows it (`shown`), its file and the caller's access to its submission, in one statement
 * with the caller's row; `user` is the caller confirmed from it (401 before anything else when refused).
 */
export async function loadCommentForReader(db: Executor, commentId: number, caller: Caller): Promise<CommentReadAccess & { user: AuthUser }> {
  const found = await findCommentWithAccess(db, commentId, callerId(caller));
  const user = await confirmCaller(caller, found?.caller);
  const { row, ...access } = await commentAccessOf(db, found, user);
  return { shown: row.shown, file: row.file, ...access, user };
}

/** As loadCommentForReader, with the stored row and the file's line count, for the people grading the submission. */
export async function loadCommentForWriter(db: Executor, commentId: number, user: AuthUser): Promise<CommentAccess> {
  const { row, ...access } = await commentAccessOf(db, await findCommentWithAccessForWrite(db, commentId, user.id), user);
  const writable: CommentAccess = { comment: row.comment, shown: row.shown, file: row.file, ...access };
  await assertMayWriteGrading(db, writable, user);
  return writable;
}

/** Feedback: only the submission's students, who read it once released; staff 403. */
export async function loadCommentForFeedback(db: Executor, commentId: number, user: AuthUser): Promise<CommentReadAccess> {
  const access = await loadCommentForReader(db, commentId, user);
  if (!access.asStudent) throw forbidden();
  assertCourseWritable(access.course.course);
  return access;
}
