import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { fileBlobs, files, type Executor } from '@marginalia/db';
import { isCurrentVersion } from './current-version';

// The files of a submission as they were handed in, byte for byte: what a program run on the submission (the
// autograder) works on. It checks no access: the web role asks it after its own policy check, a worker for the
// submission its job names.

export interface SubmissionFileBytes {
  fileId: number;
  name: string;
  /** The folder inside the submission ("src/util"), or null at the top level. */
  path: string | null;
  bytes: Buffer;
  /** SHA-256 of `bytes`, lowercase hex. */
  sha256: string;
}

/** The current version of each file of the submission with its exact bytes, by path then name; [] if none. */
export async function currentSubmissionFileBytes(db: Executor, submissionId: number): Promise<SubmissionFileBytes[]> {
  return (await currentFileBytesOfSubmissions(db, [submissionId])).get(submissionId)!;
}

/** The same for several submissions in one statement, by submission id (each in that order; [] if none). */
export async function currentFileBytesOfSubmissions(db: Executor, submissionIds: readonly number[]): Promise<Map<number, SubmissionFileBytes[]>> {
  const rows = await db
    .select({ submissionId: files.submissionId, fileId: files.id, name: files.name, path: files.path, bytes: fileBlobs.bytes, sha256: fileBlobs.sha256 })
    .from(files)
    .innerJoin(fileBlobs, eq(fileBlobs.sha256, files.blobSha256))
    .where(and(inArray(files.submissionId, [...submissionIds]), isCurrentVersion()))
    .orderBy(asc(files.submissionId), sql`${files.path} collate "C" nulls first`, sql`${files.name} collate "C"`, asc(files.id));
  const bySubmission = new Map<number, SubmissionFileBytes[]>(submissionIds.map((id) => [id, []]));
  for (const { submissionId, ...file } of rows) bySubmission.get(submissionId)?.push(file);
  return bySubmission;
}
