import { Readable } from 'node:stream';
import { extensionOf, isStoredAsBase64 } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import { ZipFile } from 'yazl';
import type { AuthUser } from '../../http/auth-user';
import { loadAssignmentForAdmin } from '../assignments/policy';
import { relabel } from '../anonymity/labels';
import { labelsFor } from '../submissions/anonymous';
import { anonymityScope } from '../submissions/service';
import { distinctNames, downloadName, pathInFolder, submissionFolder } from './file-names';
import { selectCurrentFileEntries, selectFileContents, selectSubmissionFolders, type CurrentFileEntry } from './queries';

// Every submission of an assignment as one zip: a folder per submission, named by its students, holding the
// current version of each of its files. The archive is streamed: yazl asks for an entry's contents only when
// it reaches that entry and the client has taken what came before (pipe back-pressure), and contents are read
// from the database a bounded batch at a time, so memory stays flat however large the assignment is.

/** Upper bounds of one batch of file contents read from the database. */
export const ZIP_BATCH = { maxBytes: 8 * 1024 * 1024, maxFiles: 200 } as const;

export interface ZipExport {
  fileName: string;
  stream: Readable;
}

/** The bytes a stored file stands for: kinds kept as base64 (images, PDFs, binaries) are decoded back. */
export function fileBytes(code: string, extension: string, name: string): Buffer {
  return isStoredAsBase64(extension || extensionOf(name)) ? Buffer.from(code, 'base64') : Buffer.from(code, 'utf8');
}

/**
 * Loads file contents in batches, in the order the zip asks for them: asking for the first file not yet
 * loaded reads it and those after it, up to ZIP_BATCH. A file's contents are dropped once handed out.
 */
function batchLoader(db: Executor, entries: readonly CurrentFileEntry[]) {
  const loaded = new Map<number, string>();
  const indexOf = new Map(entries.map((entry, index) => [entry.id, index]));
  return async (fileId: number): Promise<string> => {
    if (!loaded.has(fileId)) {
      const start = indexOf.get(fileId)!;
      const batch: number[] = [];
      let bytes = 0;
      for (let i = start; i < entries.length && batch.length < ZIP_BATCH.maxFiles; i++) {
        if (batch.length > 0 && bytes + entries[i]!.storedBytes > ZIP_BATCH.maxBytes) break;
        batch.push(entries[i]!.id);
        bytes += entries[i]!.storedBytes;
      }
      for (const row of await selectFileContents(db, batch)) loaded.set(row.id, row.code);
    }
    const code = loaded.get(fileId) ?? '';
    loaded.delete(fileId);
    return code;
  };
}

export async function exportSubmissionsZip(db: Executor, assignmentId: number, user: AuthUser): Promise<ZipExport> {
  const { assignment, course } = await loadAssignmentForAdmin(db, assignmentId, user);
  const stored = await selectSubmissionFolders(db, assignment.id);
  // Folders are named as the admin reads the students in the console: pseudonyms until they reveal names.
  const labels = await labelsFor(db, anonymityScope({ ...assignment, assignmentId }), { access: course, userId: user.id }, stored.flatMap((row) => row.students));
  const folders = labels ? stored.map((row) => ({ ...row, students: relabel(row.students, labels) })) : stored;
  const entries = await selectCurrentFileEntries(db, assignment.id);

  const uniqueName = distinctNames();
  const folderOf = new Map(folders.map((submission) => [submission.id, uniqueName(submissionFolder(submission.students, submission.id))]));
  const load = batchLoader(db, entries);
  const zip = new ZipFile();
  const stream = zip.outputStream as Readable;
  // yazl reports a failed read on the ZipFile; passing it to the stream ends the response instead of hanging it.
  zip.on('error', (error: Error) => stream.destroy(error));
  for (const folder of folderOf.values()) zip.addEmptyDirectory(folder);
  for (const entry of entries) {
    const folder = folderOf.get(entry.submissionId);
    if (folder === undefined) continue; // A submission created after the folders were read.
    zip.addReadStreamLazy(uniqueName(`${folder}/${pathInFolder(entry.path, entry.name)}`), { mtime: entry.createdAt }, (callback) => {
      load(entry.id).then(
        (code) => {
          const bytes = fileBytes(code, entry.extension, entry.name);
          callback(null, Readable.from(bytes.length > 0 ? [bytes] : []));
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), undefined as never),
      );
    });
  }
  zip.end();
  return { fileName: downloadName([course.course.name, assignment.name, 'submissions'], 'zip'), stream };
}
