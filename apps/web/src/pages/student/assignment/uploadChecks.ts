import { UPLOAD_LIMITS, UPLOAD_MESSAGES, UPLOAD_NAME_MAX_LENGTH } from '@marginalia/contracts';

// The checks the server makes on an upload, made in the browser first with the same limits and messages, so
// that a student hears about a too-large file before waiting for it to be sent. The server checks again.

export interface ChosenFile {
  /** Where the file goes: its path inside a chosen or dropped folder, or its bare name. */
  relativePath: string;
  size: number;
}

export function isZip(relativePath: string): boolean {
  return relativePath.toLowerCase().endsWith('.zip');
}

/** What macOS and archivers add without anyone meaning to hand it in; left out of the upload. */
export function isClutter(relativePath: string): boolean {
  const segments = relativePath.replace(/\\/g, '/').split('/');
  return segments[0] === '__MACOSX' || segments[segments.length - 1] === '.DS_Store';
}

/** A path that would leave its folder: "..", absolute, a drive letter, or nothing at all. */
export function isUnsafePath(relativePath: string): boolean {
  const normalized = relativePath.replace(/\\/g, '/');
  if (normalized.trim() === '' || normalized.startsWith('/') || /^[A-Za-z]:/.test(normalized)) return true;
  return normalized.split('/').some((segment) => segment === '..');
}

/** The first problem the server would find, in its words, or null when the upload may be sent. */
export function precheckUpload(files: readonly ChosenFile[]): string | null {
  if (files.length === 0) return UPLOAD_MESSAGES.noFiles;
  if (files.filter((file) => !isZip(file.relativePath)).length > UPLOAD_LIMITS.maxFiles) return UPLOAD_MESSAGES.tooManyFiles;
  for (const file of files) {
    if (isUnsafePath(file.relativePath)) return UPLOAD_MESSAGES.unsafePath(file.relativePath);
    const name = file.relativePath.replace(/\\/g, '/').split('/').pop() ?? '';
    if (name.length > UPLOAD_NAME_MAX_LENGTH) return UPLOAD_MESSAGES.nameTooLong(name);
    if (isZip(file.relativePath)) {
      if (file.size > UPLOAD_LIMITS.maxZipBytes) return UPLOAD_MESSAGES.zipTooLarge(file.relativePath);
    } else if (file.size > UPLOAD_LIMITS.maxFileBytes) return UPLOAD_MESSAGES.fileTooLarge(file.relativePath);
  }
  if (files.reduce((sum, file) => sum + file.size, 0) > UPLOAD_LIMITS.maxTotalBytes) return UPLOAD_MESSAGES.totalTooLarge;
  return null;
}
