import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import { loadSubmissionForReader, loadSubmissionForStaffWrite, type SubmissionAccess } from '../submissions/policy';
import { asInvalidPk } from '../../http/invalid-pk';
import { findFileSubmissionId } from './queries';

// A file is part of its submission: whoever may read the submission may read its files (404 otherwise), and
// its course's staff may add, change and delete them while the course is not archived.

async function submissionOf(db: Executor, fileId: number): Promise<number> {
  const submissionId = await findFileSubmissionId(db, fileId);
  if (submissionId === null) throw notFound();
  return submissionId;
}

export async function loadFileForReader(db: Executor, fileId: number, user: AuthUser): Promise<SubmissionAccess> {
  return loadSubmissionForReader(db, await submissionOf(db, fileId), user);
}

export async function loadFileForWrite(db: Executor, fileId: number, user: AuthUser): Promise<SubmissionAccess> {
  return loadSubmissionForStaffWrite(db, await submissionOf(db, fileId), user);
}

/** The submission a new file goes into; one the caller cannot see is a bad `submission` field. */
export async function loadSubmissionForFileCreate(db: Executor, submissionId: number, user: AuthUser): Promise<SubmissionAccess> {
  return asInvalidPk('submission', submissionId, () => loadSubmissionForStaffWrite(db, submissionId, user));
}
