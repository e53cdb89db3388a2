import { eq } from 'drizzle-orm';
import yazl from 'yazl';
import { files, submissions, submissionStudents, type Database } from '@marginalia/db';
import type { ApiResponse } from '../../testing/http-client';

// Helpers for the upload API tests: multipart bodies as a browser sends them, zips built in memory, and the
// stored rows an upload may have changed.

export interface UploadPart {
  /** The part's filename: the file's relative path. */
  name: string;
  content: string | Buffer;
}

export async function postUpload(
  baseUrl: string,
  assignmentId: number,
  auth: string,
  parts: UploadPart[],
  fields: { students?: string[]; studentsJson?: string[] } = {},
): Promise<ApiResponse> {
  const form = new FormData();
  for (const student of fields.students ?? []) form.append('students', student);
  if (fields.studentsJson) form.append('students', JSON.stringify(fields.studentsJson));
  for (const part of parts) form.append('files', new Blob([part.content]), part.name);
  const response = await fetch(`${baseUrl}/assignments/${assignmentId}/upload/`, { method: 'POST', headers: { authorization: `JWT ${auth}` }, body: form });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: tests asserting on JSON will say so.
  }
  return { status: response.status, body: body as ApiResponse['body'], headers: response.headers, text };
}

export interface ZipEntry {
  name: string;
  content?: string | Buffer;
  /** Unix mode bits, e.g. 0o120777 for a symbolic link. */
  mode?: number;
  directory?: boolean;
  /** Written as given, bypassing the archiver's own name checks (for "../x" or "/etc/x"). ASCII only. */
  raw?: boolean;
}

/** A stand-in of the same byte length, swapped for the real name once the archive is built. */
function placeholder(name: string, index: number): string {
  const tag = `~${index}~`;
  return (tag + 'q'.repeat(Math.max(0, name.length - tag.length))).slice(0, name.length);
}

function swapBytes(buffer: Buffer, from: string, to: string): Buffer {
  const out = Buffer.from(buffer);
  const needle = Buffer.from(from);
  for (let at = out.indexOf(needle); at !== -1; at = out.indexOf(needle, at + 1)) out.write(to, at, 'latin1');
  return out;
}

export async function buildZip(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const swaps: [string, string][] = [];
  entries.forEach((entry, index) => {
    const name = entry.raw ? placeholder(entry.name, index) : entry.name;
    if (entry.raw) swaps.push([name, entry.name]);
    if (entry.directory) zip.addEmptyDirectory(name);
    else zip.addBuffer(Buffer.from(entry.content ?? ''), name, entry.mode === undefined ? {} : { mode: entry.mode });
  });
  zip.end();
  const built = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
  return swaps.reduce((buffer, [from, to]) => swapBytes(buffer, from, to), built);
}

/** The assignment's submissions with their students and files, for "nothing changed" checks. */
export async function storedUploadState(db: Database, assignmentId: number) {
  const rows = await db.select().from(submissions).where(eq(submissions.assignmentId, assignmentId)).orderBy(submissions.id);
  const students = await db.select().from(submissionStudents).where(eq(submissionStudents.assignmentId, assignmentId)).orderBy(submissionStudents.id);
  const stored = await db
    .select({ id: files.id, submissionId: files.submissionId, name: files.name, path: files.path, code: files.code, extension: files.extension })
    .from(files)
    .innerJoin(submissions, eq(submissions.id, files.submissionId))
    .where(eq(submissions.assignmentId, assignmentId))
    .orderBy(files.id);
  return { submissions: rows, students, files: stored };
}

export async function storedFiles(db: Database, submissionId: number) {
  return db.select().from(files).where(eq(files.submissionId, submissionId)).orderBy(files.id);
}
