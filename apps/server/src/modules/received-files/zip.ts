import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@marginalia/contracts';
import type { HttpError } from '../../http/errors';
import { uploadRefused } from './refused';
import { isArchiverNoise, isDirectoryEntry, placeRelativePath } from './paths';

// A zip archive is read in two passes. The central directory first: entry count, names, symlinks, the sizes
// the archive declares and where each entry's data lies, so that a zip-slip, an obvious bomb or entries sharing
// one compressed block (many small entries that each inflate the same data) are refused before a byte is
// inflated. Then each entry is inflated while its real bytes are counted, because declared sizes can lie.
// Entries are named by their place ("./setup.sh" and "setup.sh" are one place), and a place named twice is
// refused: which entry won would depend on the order of extraction (two setup.sh in an autograder zip, say).
// Names count as the same also when they differ only in their Unicode encoding (NFC against NFD).

export interface ExtractedFile {
  relativePath: string;
  bytes: Buffer;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
// Small, repetitive files (a file of blank lines) compress far beyond the bomb ratio without harm; only an
// entry that would also be big after inflating is taken for a bomb.
const RATIO_CHECK_FROM_BYTES = 256 * 1024;

class Refusal extends Error {
  constructor(readonly response: HttpError) {
    super('refused');
  }
}

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, decodeStrings: false, validateEntrySizes: false, autoClose: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    );
  });
}

function entryName(entry: Entry): string {
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileName as unknown as Buffer, entry.extraFields, false);
}

/** Every entry of the central directory, read without inflating anything. */
function readDirectory(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function checkEntry(entry: Entry, name: string): HttpError | null {
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) return uploadRefused(UPLOAD_MESSAGES.zipSymlink(name));
  if (!placeRelativePath(name)) return uploadRefused(UPLOAD_MESSAGES.unsafePath(name));
  if (entry.isEncrypted()) return uploadRefused(UPLOAD_MESSAGES.badZip(name));
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize > RATIO_CHECK_FROM_BYTES && ratio > UPLOAD_LIMITS.maxCompressionRatio) return uploadRefused(UPLOAD_MESSAGES.zipBomb(name));
  if (entry.uncompressedSize > UPLOAD_LIMITS.maxFileBytes) return uploadRefused(UPLOAD_MESSAGES.fileTooLarge(name));
  return null;
}

/** An entry's path as its file is stored: separators as "/", no "." or empty segments (checkEntry found it safe). */
function placeOf(name: string): string {
  const placed = placeRelativePath(name)!;
  return placed.path === null ? placed.name : `${placed.path}/${placed.name}`;
}

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;

/**
 * Where each entry lies in the archive, from its local header to the end of its compressed data. An archiver
 * writes every entry once, one after the other; entries whose ranges overlap were made to share data.
 */
function entriesOverlap(buffer: Buffer, entries: Entry[]): boolean | 'unreadable' {
  const ranges: [number, number][] = [];
  for (const entry of entries) {
    const start = entry.relativeOffsetOfLocalHeader;
    if (start + LOCAL_HEADER_BYTES > buffer.length || buffer.readUInt32LE(start) !== LOCAL_HEADER_SIGNATURE) return 'unreadable';
    const dataStart = start + LOCAL_HEADER_BYTES + buffer.readUInt16LE(start + 26) + buffer.readUInt16LE(start + 28);
    ranges.push([start, dataStart + entry.compressedSize]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  return ranges.some((range, i) => i > 0 && range[0] < ranges[i - 1]![1]);
}

function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))));
}

/** Inflates one entry, stopping as soon as it yields more than it declared or than the budget left. */
async function inflate(zip: ZipFile, entry: Entry, name: string, budget: number): Promise<Buffer> {
  const stream = await openEntry(zip, entry);
  const cap = Math.min(entry.uncompressedSize, UPLOAD_LIMITS.maxFileBytes, budget);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > cap) {
        if (size > budget) throw new Refusal(uploadRefused(UPLOAD_MESSAGES.totalTooLarge));
        throw new Refusal(uploadRefused(UPLOAD_MESSAGES.zipBomb(name)));
      }
      chunks.push(chunk);
    }
  } finally {
    stream.destroy();
  }
  if (size !== entry.uncompressedSize) throw new Refusal(uploadRefused(UPLOAD_MESSAGES.badZip(name)));
  return Buffer.concat(chunks);
}

/**
 * The files of a zip archive (folders and archiver noise left out), with paths relative to the archive's
 * own folder. Throws a 400 HttpError for anything the upload rules refuse; `budget` is what the upload may
 * still add in bytes, `fileBudget` in files.
 */
export async function extractZip(zipName: string, buffer: Buffer, budget: number, fileBudget: number): Promise<ExtractedFile[]> {
  if (buffer.length > UPLOAD_LIMITS.maxZipBytes) throw uploadRefused(UPLOAD_MESSAGES.zipTooLarge(zipName));
  let zip: ZipFile;
  try {
    zip = await openZip(buffer);
  } catch {
    throw uploadRefused(UPLOAD_MESSAGES.badZip(zipName));
  }
  try {
    if (zip.entryCount > UPLOAD_LIMITS.maxZipEntries) throw new Refusal(uploadRefused(UPLOAD_MESSAGES.zipTooManyEntries(zipName)));
    let entries: Entry[];
    try {
      entries = await readDirectory(zip);
    } catch {
      throw new Refusal(uploadRefused(UPLOAD_MESSAGES.badZip(zipName)));
    }
    const overlap = entriesOverlap(buffer, entries);
    if (overlap === 'unreadable') throw new Refusal(uploadRefused(UPLOAD_MESSAGES.badZip(zipName)));
    if (overlap) throw new Refusal(uploadRefused(UPLOAD_MESSAGES.zipOverlap(zipName)));
    const wanted: { entry: Entry; name: string }[] = [];
    const places = new Set<string>();
    let declared = 0;
    for (const entry of entries) {
      const name = entryName(entry);
      if (isDirectoryEntry(name) && ((entry.externalFileAttributes >>> 16) & S_IFMT) !== S_IFLNK) continue;
      const problem = checkEntry(entry, name);
      if (problem) throw new Refusal(problem);
      if (isArchiverNoise(name)) continue;
      const place = placeOf(name);
      if (places.has(place.normalize('NFC'))) throw new Refusal(uploadRefused(UPLOAD_MESSAGES.zipDuplicateEntry(zipName, place)));
      places.add(place.normalize('NFC'));
      declared += entry.uncompressedSize;
      wanted.push({ entry, name: place });
    }
    if (wanted.length > fileBudget) throw new Refusal(uploadRefused(UPLOAD_MESSAGES.tooManyFiles));
    if (declared > budget) throw new Refusal(uploadRefused(UPLOAD_MESSAGES.totalTooLarge));
    const folder = zipName.replace(/\\/g, '/').split('/').slice(0, -1).join('/');
    const files: ExtractedFile[] = [];
    let left = budget;
    for (const { entry, name } of wanted) {
      let bytes: Buffer;
      try {
        bytes = await inflate(zip, entry, name, left);
      } catch (error) {
        if (error instanceof Refusal) throw error;
        throw new Refusal(uploadRefused(UPLOAD_MESSAGES.badZip(zipName)));
      }
      left -= bytes.length;
      files.push({ relativePath: folder ? `${folder}/${name}` : name, bytes });
    }
    return files;
  } catch (error) {
    if (error instanceof Refusal) throw error.response;
    throw error;
  } finally {
    zip.close();
  }
}
