import type { FastifyRequest } from 'fastify';
import { API_ERRORS, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@marginalia/contracts';
import { HttpError } from '../../http/errors';
import { uploadRefused } from './errors';

// Reading the multipart body. Parts are buffered in memory, but never beyond the upload limits: once a
// limit is passed the rest of the body is read and dropped (so the client gets the 400 rather than a reset
// connection) and the first problem found is what the caller is told.

export interface ReceivedPart {
  /** The part's filename: the file's relative path in the upload. */
  relativePath: string;
  bytes: Buffer;
}

export interface ReceivedUpload {
  parts: ReceivedPart[];
  /** The `students` field, repeated or as one JSON array; undefined when not sent. */
  students: string[] | undefined;
}

export function isZipName(name: string): boolean {
  return name.toLowerCase().endsWith('.zip');
}

const MAX_FIELDS = 60;

function studentsFrom(value: string, into: string[]): string[] | null {
  const trimmed = value.trim();
  if (!trimmed.startsWith('[')) return [...into, trimmed];
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')) return [...into, ...parsed];
  } catch {
    // Not JSON: answered below as an invalid field.
  }
  return null;
}

async function readLimited(stream: AsyncIterable<Buffer>, limit: number): Promise<{ bytes: Buffer | null; size: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
    else chunks.length = 0;
  }
  return { bytes: size <= limit ? Buffer.concat(chunks) : null, size };
}

export async function receiveUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  const parts: ReceivedPart[] = [];
  let students: string[] | undefined;
  let problem: HttpError | null = null;
  let total = 0;
  const iterator = request.parts({
    preservePath: true,
    limits: { fileSize: UPLOAD_LIMITS.maxZipBytes + 1, files: UPLOAD_LIMITS.maxFiles + 1, fields: MAX_FIELDS, fieldSize: 64 * 1024 },
  });
  try {
    for await (const part of iterator) {
      if (part.type === 'field') {
        if (part.fieldname !== 'students') continue;
        const next = studentsFrom(String(part.value), students ?? []);
        if (next === null) problem ??= new HttpError(400, { students: ['Give the students as e-mails, repeated or as a JSON array.'] });
        else students = next;
        continue;
      }
      const relativePath = part.filename ?? '';
      const limit = isZipName(relativePath) ? UPLOAD_LIMITS.maxZipBytes : UPLOAD_LIMITS.maxFileBytes;
      const { bytes, size } = await readLimited(part.file, problem ? 0 : limit);
      if (problem) continue;
      total += size;
      if (bytes === null || part.file.truncated) problem = uploadRefused(UPLOAD_MESSAGES.fileTooLarge(relativePath));
      else if (total > UPLOAD_LIMITS.maxTotalBytes) problem = uploadRefused(UPLOAD_MESSAGES.totalTooLarge);
      else parts.push({ relativePath, bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw uploadRefused(UPLOAD_MESSAGES.tooManyFiles);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(400, { non_field_errors: ['The upload has too many form fields.'] });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new HttpError(415, { detail: API_ERRORS.unsupportedMediaType });
    throw error;
  }
  if (problem) throw problem;
  return { parts, students };
}
