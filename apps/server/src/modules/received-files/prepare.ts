import { extensionOf, isStoredAsBase64, UPLOAD_LIMITS, UPLOAD_MESSAGES, UPLOAD_NAME_MAX_LENGTH } from '@marginalia/contracts';
import { sha256Hex } from '../file-blobs/bytes';
import { uploadRefused } from './refused';
import { isArchiverNoise, placeRelativePath } from './paths';
import { isZipName, type ReceivedPart } from './receive';
import { extractZip } from './zip';

// From the parts as received to the rows to store: zips extracted, every path checked, every limit applied,
// text decoded. Everything here runs before the database is touched, so a refused upload changes nothing.

export interface PreparedFile {
  name: string;
  path: string | null;
  extension: string;
  code: string;
  /** The file exactly as received, kept as its blob (file-blobs/). */
  bytes: Buffer;
  /** The file as the student sent it (before line endings are normalised), for the upload receipt. */
  received: { bytes: number; sha256: string };
}

// The column holds at most this many characters.
const EXTENSION_MAX_LENGTH = 36;

function decode(bytes: Buffer, extension: string, displayName: string): string {
  if (isStoredAsBase64(extension)) return bytes.toString('base64');
  // Invalid UTF-8 becomes U+FFFD rather than failing; a leading byte-order mark is dropped.
  const text = new TextDecoder('utf-8').decode(bytes).replace(/\r\n/g, '\n');
  // PostgreSQL text cannot hold NUL: such a file is binary whatever its extension says.
  if (text.includes('\u0000')) throw uploadRefused(UPLOAD_MESSAGES.notText(displayName));
  return text;
}

function prepareOne(relativePath: string, bytes: Buffer): PreparedFile {
  const placed = placeRelativePath(relativePath);
  if (!placed) throw uploadRefused(UPLOAD_MESSAGES.unsafePath(relativePath || '(no name)'));
  if (placed.name.length > UPLOAD_NAME_MAX_LENGTH) throw uploadRefused(UPLOAD_MESSAGES.nameTooLong(placed.name));
  if (bytes.length > UPLOAD_LIMITS.maxFileBytes) throw uploadRefused(UPLOAD_MESSAGES.fileTooLarge(relativePath));
  const extension = extensionOf(placed.name).slice(0, EXTENSION_MAX_LENGTH);
  const received = { bytes: bytes.length, sha256: sha256Hex(bytes) };
  return { ...placed, extension, code: decode(bytes, extension, relativePath), bytes, received };
}

export async function prepareFiles(parts: ReceivedPart[]): Promise<PreparedFile[]> {
  if (parts.length === 0) throw uploadRefused(UPLOAD_MESSAGES.noFiles);
  // Paths are checked on every part first, so an unsafe name is refused before any archive is opened.
  for (const part of parts) {
    if (!placeRelativePath(part.relativePath)) throw uploadRefused(UPLOAD_MESSAGES.unsafePath(part.relativePath || '(no name)'));
  }
  const plain = parts.filter((part) => !isZipName(part.relativePath) && !isArchiverNoise(part.relativePath));
  const zips = parts.filter((part) => isZipName(part.relativePath));
  if (plain.length > UPLOAD_LIMITS.maxFiles) throw uploadRefused(UPLOAD_MESSAGES.tooManyFiles);
  let bytesLeft = UPLOAD_LIMITS.maxTotalBytes - plain.reduce((sum, part) => sum + part.bytes.length, 0);
  if (bytesLeft < 0) throw uploadRefused(UPLOAD_MESSAGES.totalTooLarge);
  const prepared = plain.map((part) => prepareOne(part.relativePath, part.bytes));
  for (const zip of zips) {
    const extracted = await extractZip(zip.relativePath, zip.bytes, bytesLeft, UPLOAD_LIMITS.maxFiles - prepared.length);
    for (const file of extracted) {
      bytesLeft -= file.bytes.length;
      prepared.push(prepareOne(file.relativePath, file.bytes));
    }
  }
  if (prepared.length === 0) throw uploadRefused(UPLOAD_MESSAGES.noFiles);
  return prepared;
}
