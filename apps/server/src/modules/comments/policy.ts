import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden, notFound } from '../../http/errors';
import { assertCourseWritable } from '../courses/policy';
import type { Comment } from '@marginalia/contracts';
import { assertMayWriteGrading } from '../submissions/grading-writes';
import { submissionAccessOf, type SubmissionAccess } from '../submissions/policy';
import { asInvalidPk } from '../../http/invalid-pk';
import { testOutputFilesKeptFromStudents } from '../test-visibility/visibility';
import { findCommentFileWithAccess, findCommentWithAccess, type CommentFile } from './access-queries';
import type { CommentRow } from './queries';

// A comment belongs to a file, which belongs to a submission: whoever may read the submission reads its comments
// (404 otherwise). Writing is for the people grading it (submissions/grading-writes.ts): other graders get 403,
// as do students who see it. Students give
// feedback on the comments of their own released submission. An archived course takes no writes (400). A comment
// on a version of the tests' output kept from a student (test-visibility/visibility.ts) is 404 to them, as its file is.

export type CommentFileAccess = SubmissionAccess & { file: CommentFile };
export type CommentAccess = CommentFileAccess & { comment: CommentRow };

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

/** The comment, its file and the caller's access to its submission, in one statement; `shown` is the comment as the API shows it. */
export async function loadCommentForReader(db: Executor, commentId: number, user: AuthUser): Promise<CommentAccess & { shown: Comment }> {
  const row = await findCommentWithAccess(db, commentId, user.id);
  if (!row) throw notFound();
  const access = submissionAccessOf(row, user);
  if (access.asStudent) {
    const kept = await testOutputFilesKeptFromStudents(db, [access.submission.id], new Set([access.submission.id]));
    if (kept.has(row.comment.fileId)) throw notFound();
  }
  return { comment: row.comment, shown: row.shown, file: row.file, ...access };
}

export async function loadCommentForWriter(db: Executor, commentId: number, user: AuthUser): Promise<CommentAccess> {
  const access = await loadCommentForReader(db, commentId, user);
  await assertMayWriteGrading(db, access, user);
  return access;
}

/** Feedback: only the submission's students, who read it once released; staff 403. */
export async function loadCommentForFeedback(db: Executor, commentId: number, user: AuthUser): Promise<CommentAccess> {
  const access = await loadCommentForReader(db, commentId, user);
  if (!access.asStudent) throw forbidden();
  assertCourseWritable(access.course.course);
  return access;
}
