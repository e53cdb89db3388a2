import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import { assertStaffWrite, loadSubmissionForStaffWrite, submissionAccessOf, type SubmissionAccess } from '../submissions/policy';
import { asInvalidPk } from '../../http/invalid-pk';
import { findFileWithAccess, type StoredFile } from './queries';

// A file is part of its submission: whoever may read the submission may read its files (404 otherwise), and
// its course's staff may add, change and delete them while the course is not archived.

/** The file (as the API shows it) and the caller's access to its submission, in one statement; 404 as for the submission. */
export async function loadFileForReader(db: Executor, fileId: number, user: AuthUser): Promise<SubmissionAccess & { file: StoredFile }> {
  const row = await findFileWithAccess(db, fileId, user.id);
  if (!row) throw notFound();
  return { ...submissionAccessOf(row, user), file: row.file };
}

export async function loadFileForWrite(db: Executor, fileId: number, user: AuthUser): Promise<SubmissionAccess> {
  const access = await loadFileForReader(db, fileId, user);
  assertStaffWrite(access);
  return access;
}

/** The submission a new file goes into; one the caller cannot see is a bad `submission` field. */
export async function loadSubmissionForFileCreate(db: Executor, submissionId: number, user: AuthUser): Promise<SubmissionAccess> {
  return asInvalidPk('submission', submissionId, () => loadSubmissionForStaffWrite(db, submissionId, user));
}
