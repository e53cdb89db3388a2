import type { FastifyRequest } from 'fastify';
import { API_ERRORS, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@marginalia/contracts';
import { HttpError } from '../../http/errors';
import { uploadRefused } from './refused';

// Reading a multipart body of files (a student's upload, an instructor's helper files). Parts are buffered in memory, but never beyond the upload limits: at the first
// problem reading stops and the answer says so, with the connection closed rather than the rest of the body
// read (the web app checks sizes before sending, so only clients that ignore the limits meet the cut).

export interface ReceivedPart {
  /** The part's filename: the file's relative path in the upload. */
  relativePath: string;
  bytes: Buffer;
}

export interface ReceivedUpload {
  parts: ReceivedPart[];
  /** The form's text fields, each with its values in the order sent (a field may be repeated). */
  fields: Map<string, string[]>;
}

export function isZipName(name: string): boolean {
  return name.toLowerCase().endsWith('.zip');
}

const MAX_FIELDS = 60;
const MAX_FIELD_BYTES = 64 * 1024;
// The largest body a permitted upload makes: its files, its fields, and room for each part's headers.
const MAX_BODY_BYTES = UPLOAD_LIMITS.maxTotalBytes + MAX_FIELDS * MAX_FIELD_BYTES + (UPLOAD_LIMITS.maxFiles + MAX_FIELDS) * 1024;

/** The answer to an upload refused while its body is still arriving: the connection closes instead of reading on. */
function refusedMidBody(error: HttpError): HttpError {
  return new HttpError(error.statusCode, error.body, { ...error.headers, Connection: 'close' });
}

/** The part's bytes, or null as soon as it passes `limit` (the rest is not read). */
async function readLimited(stream: AsyncIterable<Buffer>, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The first problem of the body, or its parts and fields. */
async function readParts(request: FastifyRequest): Promise<ReceivedUpload> {
  const parts: ReceivedPart[] = [];
  const fields = new Map<string, string[]>();
  let total = 0;
  const iterator = request.parts({
    preservePath: true,
    limits: { fileSize: UPLOAD_LIMITS.maxZipBytes + 1, files: UPLOAD_LIMITS.maxFiles + 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
  });
  try {
    for await (const part of iterator) {
      if (part.type === 'field') {
        fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), String(part.value)]);
        continue;
      }
      const relativePath = part.filename ?? '';
      const zip = isZipName(relativePath);
      const partLimit = zip ? UPLOAD_LIMITS.maxZipBytes : UPLOAD_LIMITS.maxFileBytes;
      const totalLeft = UPLOAD_LIMITS.maxTotalBytes - total;
      const bytes = await readLimited(part.file, Math.min(partLimit, totalLeft));
      if (bytes === null) {
        if (partLimit <= totalLeft) throw uploadRefused(zip ? UPLOAD_MESSAGES.zipTooLarge(relativePath) : UPLOAD_MESSAGES.fileTooLarge(relativePath));
        throw uploadRefused(UPLOAD_MESSAGES.totalTooLarge);
      }
      total += bytes.length;
      parts.push({ relativePath, bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw uploadRefused(UPLOAD_MESSAGES.tooManyFiles);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(400, { non_field_errors: ['The upload has too many form fields.'] });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new HttpError(415, { detail: API_ERRORS.unsupportedMediaType });
    throw error;
  }
  return { parts, fields };
}

export async function receiveUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  const declared = Number(request.headers['content-length']);
  try {
    // A body announced larger than any permitted upload is refused before a byte of it is read.
    if (declared > MAX_BODY_BYTES) throw uploadRefused(UPLOAD_MESSAGES.totalTooLarge);
    return await readParts(request);
  } catch (error) {
    if (error instanceof HttpError) throw refusedMidBody(error);
    throw error;
  }
}
