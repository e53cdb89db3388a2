import type { z } from 'zod';
import { FILE_MESSAGES, type File, type FileCreate, type FileUpdate } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import type { Caller } from '../../http/session-caller';
import { fieldErrors, notFound } from '../../http/errors';
import { recordEvent, type AuditEvent } from '../audit/record';
import { recomputeGrades } from '../grades/recompute';
import { bytesOfText } from '../file-blobs/bytes';
import { storeBlob } from '../file-blobs/queries';
import { lockOpenForGrading } from '../submissions/finalized-lock';
import { attachmentFor, mediaTypeOf } from './media-type';
import { loadFileForReader, loadFileForWrite, loadSubmissionForFileCreate } from './policy';
import { deleteFile, insertFile, selectFile, selectFileBytes, updateFileRow } from './queries';

type FileCreateInput = z.output<typeof FileCreate>;

/** A file's event: its submission's course, and the submission in data (never the file's text). */
function fileEvent(type: AuditEvent['type'], fileId: number, submission: { id: number; courseId: number }, data: Record<string, unknown> = {}): AuditEvent {
  return { type, courseId: submission.courseId, object: { type: 'file', id: fileId }, data: { submission: submission.id, ...data } };
}

/** The file as stored now; 404 if it went away meanwhile (deleted by someone else). */
async function present(db: Executor, fileId: number): Promise<File> {
  const row = await selectFile(db, fileId);
  if (!row) throw notFound();
  return { ...row, created: row.created.toISOString() };
}

/** The file as read with the access check, in the same statement. */
export async function getFile(db: Executor, fileId: number, caller: Caller): Promise<File> {
  const { file } = await loadFileForReader(db, fileId, caller);
  return { ...file, created: file.created.toISOString() };
}

/**
 * A new file; one with the same path and name as an earlier one is its newer version (both are kept). Its bytes
 * are those its text stands for (file-blobs/bytes.ts).
 */
export async function createFile(db: Database, user: AuthUser, input: FileCreateInput): Promise<File> {
  const { submission } = await loadSubmissionForFileCreate(db, input.submission, user);
  return db.transaction(async (tx) => {
    await lockOpenForGrading(tx, input.submission);
    const blobSha256 = await storeBlob(tx, bytesOfText(input.code, input.extension, input.name));
    const fileId = await insertFile(tx, {
      submissionId: input.submission,
      name: input.name,
      code: input.code,
      blobSha256,
      extension: input.extension,
      path: input.path,
    });
    // A new version hides the comments of the one before it from the grade.
    await recomputeGrades(tx, [input.submission], { cause: 'files', actorId: user.id });
    await recordEvent(tx, user, fileEvent('file.created', fileId, submission, { name: input.name }));
    return present(tx, fileId);
  });
}

/**
 * PATCH: the fields given change; `submission` cannot (the contract drops it). New text brings new bytes (those
 * it stands for); a rename alone keeps the bytes, which a name does not change.
 */
export async function updateFile(db: Database, fileId: number, user: AuthUser, input: FileUpdate): Promise<File> {
  const { submission, file } = await loadFileForWrite(db, fileId, user);
  return db.transaction(async (tx) => {
    await lockOpenForGrading(tx, submission.id);
    await assertTextKeepsItsComments(tx, fileId, input);
    const blobSha256 =
      input.code === undefined ? undefined : await storeBlob(tx, bytesOfText(input.code, input.extension ?? file.extension, input.name ?? file.name));
    await updateFileRow(tx, fileId, { name: input.name, code: input.code, blobSha256, extension: input.extension, path: input.path });
    // A new path or name can make this file, or the one it stops shadowing, the current version.
    await recomputeGrades(tx, [submission.id], { cause: 'files', actorId: user.id });
    await recordEvent(tx, user, fileEvent('file.updated', fileId, submission, { fields: Object.keys(input) }));
    return present(tx, fileId);
  });
}

/**
 * Comments belong to the text of the version they were made on: new text for a version that has comments would
 * move them onto other lines, or past the end. New text then comes as a new version (its older one keeps its
 * comments, shown under it); read under the submission's lock, which comment writes take too.
 */
async function assertTextKeepsItsComments(tx: Executor, fileId: number, input: FileUpdate): Promise<void> {
  if (input.code === undefined) return;
  const current = await selectFile(tx, fileId);
  if (!current) throw notFound();
  if (input.code !== current.code && current.comments.length > 0) throw fieldErrors({ code: [FILE_MESSAGES.commentedVersion] });
}

export async function removeFile(db: Database, fileId: number, user: AuthUser): Promise<void> {
  const { submission, file } = await loadFileForWrite(db, fileId, user);
  await db.transaction(async (tx) => {
    await lockOpenForGrading(tx, submission.id);
    if (!(await deleteFile(tx, fileId))) throw notFound();
    await recomputeGrades(tx, [submission.id], { cause: 'files', actorId: user.id });
    await recordEvent(tx, user, fileEvent('file.deleted', fileId, submission, { name: file.name }));
  });
}

export interface FileDownload {
  bytes: Buffer;
  contentType: string;
  contentDisposition: string;
}

/** The file's exact bytes, for whoever may read it (404 as for reading it). */
export async function downloadFile(db: Executor, fileId: number, user: AuthUser): Promise<FileDownload> {
  await loadFileForReader(db, fileId, user);
  const stored = await selectFileBytes(db, fileId);
  if (!stored) throw notFound();
  return { bytes: stored.bytes, contentType: mediaTypeOf(stored.name, stored.extension, stored.bytes), contentDisposition: attachmentFor(stored.name) };
}
