import type { z } from 'zod';
import type { File, FileCreate, FileUpdate } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import { loadFileForReader, loadFileForWrite, loadSubmissionForFileCreate } from './policy';
import { deleteFile, insertFile, selectFile, updateFileRow } from './queries';

type FileCreateInput = z.output<typeof FileCreate>;

/** The file as stored now; 404 if it went away meanwhile (deleted by someone else). */
async function present(db: Executor, fileId: number): Promise<File> {
  const row = await selectFile(db, fileId);
  if (!row) throw notFound();
  return { ...row, created: row.created.toISOString() };
}

export async function getFile(db: Executor, fileId: number, user: AuthUser): Promise<File> {
  await loadFileForReader(db, fileId, user);
  return present(db, fileId);
}

/** A new file; one with the same path and name as an earlier one is its newer version (both are kept). */
export async function createFile(db: Executor, user: AuthUser, input: FileCreateInput): Promise<File> {
  await loadSubmissionForFileCreate(db, input.submission, user);
  const fileId = await insertFile(db, {
    submissionId: input.submission,
    name: input.name,
    code: input.code,
    extension: input.extension,
    path: input.path,
  });
  return present(db, fileId);
}

/** PATCH: the fields given change; `submission` cannot (the contract drops it). */
export async function updateFile(db: Executor, fileId: number, user: AuthUser, input: FileUpdate): Promise<File> {
  await loadFileForWrite(db, fileId, user);
  await updateFileRow(db, fileId, { name: input.name, code: input.code, extension: input.extension, path: input.path });
  return present(db, fileId);
}

export async function removeFile(db: Executor, fileId: number, user: AuthUser): Promise<void> {
  await loadFileForWrite(db, fileId, user);
  if (!(await deleteFile(db, fileId))) throw notFound();
}
