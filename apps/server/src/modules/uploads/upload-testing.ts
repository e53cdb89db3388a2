import { request as httpRequest } from 'node:http';
import { crc32, deflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
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

/**
 * A zip written byte by byte whose central directory lists `names`, all pointing at one local entry holding
 * `content` deflated: a small archive that inflates to `names.length` times `content`. No archiver writes this.
 */
export function zipSharingOneBlock(names: string[], content: Buffer): Buffer {
  const data = deflateRawSync(content);
  const crc = crc32(content);
  const localName = Buffer.from('shared.txt');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(localName.length, 26);
  const centralEntries = names.map((name) => {
    const nameBytes = Buffer.from(name);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(0x031e, 4); // made by: Unix
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(content.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE((0o100644 << 16) >>> 0, 38);
    entry.writeUInt32LE(0, 42); // every entry's local header is the same one, at the start
    return Buffer.concat([entry, nameBytes]);
  });
  const central = Buffer.concat(centralEntries);
  const centralOffset = local.length + localName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, localName, data, central, end]);
}

type EndlessAnswer = { status: number; body: unknown; written: number };

/**
 * Sends a multipart upload whose one file part never ends (chunks of `chunkBytes` until `capBytes`), and
 * resolves with the server's answer and how much of the body was written by then: a server that reads the
 * whole body answers only after the cap.
 *
 * A server that answers early closes the connection while the client still writes. TCP then may reset the
 * connection before the client has read the answer that already arrived (EPIPE or ECONNRESET on the write); that
 * says nothing about the server, so such an attempt is made again, up to three times.
 */
export async function streamEndlessUpload(baseUrl: string, assignmentId: number, auth: string, options: { capBytes: number; contentLength?: number }): Promise<EndlessAnswer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await sendEndlessUpload(baseUrl, assignmentId, auth, options);
    if (answer !== 'reset') return answer;
    if (attempt === 3) throw new Error('The connection was reset before the answer could be read, three times.');
  }
}

function sendEndlessUpload(baseUrl: string, assignmentId: number, auth: string, options: { capBytes: number; contentLength?: number }) {
  const boundary = 'marginalia-endless';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="endless.txt"\r\nContent-Type: text/plain\r\n\r\n`);
  const chunk = Buffer.alloc(256 * 1024, 97);
  return new Promise<EndlessAnswer | 'reset'>((resolve, reject) => {
    let written = 0;
    let answered = false;
    const headers: Record<string, string | number> = { authorization: `JWT ${auth}`, 'content-type': `multipart/form-data; boundary=${boundary}` };
    if (options.contentLength !== undefined) headers['content-length'] = options.contentLength;
    const request = httpRequest(`${baseUrl}/assignments/${assignmentId}/upload/`, { method: 'POST', headers }, (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (text += part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text), written }));
    });
    // The server closing the connection mid-body is the expected end; the answer has been read by then, or the
    // reset came first (see above).
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') resolve('reset');
      else reject(error);
    });
    const pump = () => {
      while (!answered && written < options.capBytes) {
        const piece = written === 0 ? Buffer.concat([head, chunk]) : chunk;
        written += piece.length;
        if (!request.write(piece)) return void request.once('drain', pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}
