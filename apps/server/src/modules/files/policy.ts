import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import { asInvalidPk } from '../../http/invalid-pk';
import { callerId, confirmCaller, type Caller } from '../../http/session-caller';
import { assertMayWriteGrading } from '../submissions/grading-writes';
import { loadSubmissionForReader, submissionAccessOf, type SubmissionAccess } from '../submissions/policy';
import { testOutputFilesKeptFromStudents } from '../test-visibility/visibility';
import { findFileWithAccess, type StoredFile } from './queries';

// A file is part of its submission: whoever may read the submission may read its files (404 otherwise). Adding,
// changing and deleting them is grading work — deleting a file deletes its comments — so it follows the comments'
// write rule (submissions/grading-writes.ts): the people who grade the submission, 403 for other graders and for
// its students, whose own uploads go through the upload route. The tests' output (`_tests.txt`) reaches a student
// only as test-visibility/visibility.ts says; a version kept from them answers 404 like a file they cannot read.

/**
 * The file (as the API shows it) and the caller's access to its submission, in one statement with the caller's
 * row; 404 as for the submission. `user` is the caller confirmed from that row (401 before anything else when refused).
 */
export async function loadFileForReader(db: Executor, fileId: number, caller: Caller): Promise<SubmissionAccess & { file: StoredFile; user: AuthUser }> {
  const row = await findFileWithAccess(db, fileId, callerId(caller));
  const user = await confirmCaller(caller, row?.caller);
  if (!row) throw notFound();
  const access = submissionAccessOf(row, user);
  if (access.asStudent) {
    // submissionAccessOf lets a student read only a submission whose feedback is out.
    const kept = await testOutputFilesKeptFromStudents(db, [access.submission.id], new Set([access.submission.id]));
    if (kept.has(fileId)) throw notFound();
  }
  return { ...access, file: row.file, user };
}

export async function loadFileForWrite(db: Executor, fileId: number, user: AuthUser): Promise<SubmissionAccess & { file: StoredFile }> {
  const access = await loadFileForReader(db, fileId, user);
  await assertMayWriteGrading(db, access, user);
  return access;
}

/** The submission a new file goes into; one the caller cannot see is a bad `submission` field. */
export async function loadSubmissionForFileCreate(db: Executor, submissionId: number, user: AuthUser): Promise<SubmissionAccess> {
  const access = await asInvalidPk('submission', submissionId, () => loadSubmissionForReader(db, submissionId, user));
  await assertMayWriteGrading(db, access, user);
  return access;
}
