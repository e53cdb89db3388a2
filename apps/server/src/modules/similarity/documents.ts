import { asc, eq } from 'drizzle-orm';
import { isStoredAsBase64, extensionOf } from '@marginalia/contracts';
import { fileTemplates, type Executor, type StoredComparedFile, type StoredStarterFile } from '@marginalia/db';
import type { SourceFile, SubmissionDocument } from '@marginalia/similarity';
import { selectBlobBytes } from '../file-blobs/queries';
import { currentFileBytesOfSubmissions, currentSubmissionFileBytes, type SubmissionFileBytes } from '../files/submission-bytes';

// What a check compares: each submission's current files as text (binary files left out), and the starter code
// that never counts (the assignment's file templates and the base submission's files).

/** The text of a file's bytes as the files module keeps it, or null for a binary file (the check skips it). */
export function textOfBytes(name: string, bytes: Buffer): string | null {
  if (isStoredAsBase64(extensionOf(name))) return null;
  // As uploads decode text: invalid UTF-8 becomes U+FFFD, a leading byte-order mark is dropped, CRLF becomes LF.
  const text = new TextDecoder('utf-8').decode(bytes).replace(/\r\n/g, '\n');
  return text.includes('\u0000') ? null : text;
}

/** A file's path in its submission as fragments and the pair view name it ("src/util.py"). */
export function displayPath(path: string | null, name: string): string {
  const folder = (path ?? '').replace(/^\/+|\/+$/g, '');
  return folder === '' ? name : `${folder}/${name}`;
}

export interface ReadDocument {
  submissionId: number;
  document: SubmissionDocument;
  files: StoredComparedFile[];
  /** Every current file version, text or not, sorted: the document is outdated once this set changes. */
  fileIds: number[];
}

/** A submission's current files as one document (its id is the submission id as a string). */
export async function readSubmissionDocument(db: Executor, submissionId: number): Promise<ReadDocument> {
  return documentOf(submissionId, await currentSubmissionFileBytes(db, submissionId));
}

/** Submissions read per statement: one round trip per submission costs seconds in a class of hundreds. */
export const READ_BATCH = 50;

/**
 * The documents of many submissions, in the order given, read READ_BATCH submissions per statement (the same
 * files, in the same order, as readSubmissionDocument reads for each). `onBatch` hears how many are read so far.
 */
export async function readSubmissionDocuments(
  db: Executor,
  submissionIds: readonly number[],
  onBatch: (read: number) => void = () => {},
  batch = READ_BATCH,
): Promise<ReadDocument[]> {
  const documents: ReadDocument[] = [];
  for (let start = 0; start < submissionIds.length; start += batch) {
    const ids = submissionIds.slice(start, start + batch);
    const bySubmission = await currentFileBytesOfSubmissions(db, ids);
    for (const id of ids) documents.push(documentOf(id, bySubmission.get(id)!));
    onBatch(documents.length);
  }
  return documents;
}

function documentOf(submissionId: number, current: readonly SubmissionFileBytes[]): ReadDocument {
  const sources: SourceFile[] = [];
  const compared: StoredComparedFile[] = [];
  for (const file of current) {
    const text = textOfBytes(file.name, file.bytes);
    if (text === null) continue;
    const path = displayPath(file.path, file.name);
    sources.push({ path, text });
    compared.push({ fileId: file.fileId, path, sha256: file.sha256 });
  }
  return {
    submissionId,
    document: { id: String(submissionId), files: sources },
    files: compared,
    fileIds: current.map((file) => file.fileId).sort((a, b) => a - b),
  };
}

/** The texts of the files a document compared, exactly as compared (blobs are never changed). */
export async function readComparedFiles(db: Executor, files: readonly StoredComparedFile[]): Promise<SourceFile[]> {
  return comparedTexts(files, await selectBlobBytes(db, files.map((file) => file.sha256)));
}

/** Several stored documents' compared texts, READ_BATCH documents per statement, in the order given. */
export async function readComparedDocuments(
  db: Executor,
  stored: readonly { id: string; files: readonly StoredComparedFile[] }[],
  batch = READ_BATCH,
): Promise<SubmissionDocument[]> {
  const documents: SubmissionDocument[] = [];
  for (let start = 0; start < stored.length; start += batch) {
    const slice = stored.slice(start, start + batch);
    const bytes = await selectBlobBytes(db, slice.flatMap((document) => document.files.map((file) => file.sha256)));
    for (const document of slice) documents.push({ id: document.id, files: comparedTexts(document.files, bytes) });
  }
  return documents;
}

function comparedTexts(files: readonly StoredComparedFile[], bytes: Map<string, Buffer>): SourceFile[] {
  return files.map((file) => ({ path: file.path, text: textOfBytes(file.path, bytes.get(file.sha256) ?? Buffer.alloc(0)) ?? '' }));
}

/** The starter code: the assignment's file templates, then the base submission's files. */
export async function readStarter(db: Executor, assignmentId: number, baseSubmissionId: number | null): Promise<StoredStarterFile[]> {
  const templates = await db
    .select({ name: fileTemplates.name, path: fileTemplates.path, extension: fileTemplates.extension, code: fileTemplates.code })
    .from(fileTemplates)
    .where(eq(fileTemplates.assignmentId, assignmentId))
    .orderBy(asc(fileTemplates.id));
  const starter: StoredStarterFile[] = templates
    .filter((template) => !isStoredAsBase64(template.extension || extensionOf(template.name)) && template.code.trim() !== '')
    .map((template) => ({ path: displayPath(template.path, template.name), text: template.code }));
  if (baseSubmissionId !== null) {
    const base = await readSubmissionDocument(db, baseSubmissionId);
    starter.push(...base.document.files);
  }
  return starter;
}
