import { Readable } from 'node:stream';
import type { Executor } from '@marginalia/db';
import { ZipFile } from 'yazl';
import type { AuthUser } from '../../http/auth-user';
import { loadAssignmentForAdmin } from '../assignments/policy';
import { relabel } from '../anonymity/labels';
import { labelsFor } from '../submissions/anonymous';
import { anonymityScope } from '../submissions/service';
import { selectBlobBytes } from '../file-blobs/queries';
import { distinctNames, downloadName, pathInFolder, submissionFolder } from './file-names';
import { selectCurrentFileEntries, selectSubmissionFolders, type CurrentFileEntry } from './queries';

// Every submission of an assignment as one zip: a folder per submission, named by its students, holding the
// current version of each of its files byte for byte as handed in (its blob). The archive is streamed: yazl
// asks for an entry's contents only when it reaches that entry and the client has taken what came before (pipe
// back-pressure), and bytes are read from the database a bounded batch at a time, so memory stays flat however
// large the assignment is.

/** Upper bounds of one batch of file contents read from the database. */
export const ZIP_BATCH = { maxBytes: 8 * 1024 * 1024, maxFiles: 200 } as const;

export interface ZipExport {
  fileName: string;
  stream: Readable;
}

/**
 * Loads file bytes in batches, in the order the zip asks for them: asking for the first file not yet loaded
 * reads its blob and those of the files after it, up to ZIP_BATCH. A file's bytes are dropped once handed out.
 */
function batchLoader(db: Executor, entries: readonly CurrentFileEntry[]) {
  const loaded = new Map<number, Buffer>();
  const indexOf = new Map(entries.map((entry, index) => [entry.id, index]));
  return async (fileId: number): Promise<Buffer> => {
    if (!loaded.has(fileId)) {
      const start = indexOf.get(fileId)!;
      const batch: CurrentFileEntry[] = [];
      let bytes = 0;
      for (let i = start; i < entries.length && batch.length < ZIP_BATCH.maxFiles; i++) {
        if (batch.length > 0 && bytes + entries[i]!.size > ZIP_BATCH.maxBytes) break;
        batch.push(entries[i]!);
        bytes += entries[i]!.size;
      }
      const blobs = await selectBlobBytes(db, batch.map((entry) => entry.blobSha256));
      for (const entry of batch) loaded.set(entry.id, blobs.get(entry.blobSha256) ?? Buffer.alloc(0));
    }
    const bytes = loaded.get(fileId) ?? Buffer.alloc(0);
    loaded.delete(fileId);
    return bytes;
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
        (bytes) => callback(null, Readable.from(bytes.length > 0 ? [bytes] : [])),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), undefined as never),
      );
    });
  }
  zip.end();
  return { fileName: downloadName([course.course.name, assignment.name, 'submissions'], 'zip'), stream };
}
