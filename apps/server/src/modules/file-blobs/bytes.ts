import { createHash } from 'node:crypto';
import { extensionOf, isStoredAsBase64 } from '@marginalia/contracts';

// A file version's exact bytes live in file_blobs, named by their SHA-256; its `code` is the text view that
// comments anchor to. Uploads keep the bytes as received. Files written as text through the JSON API have the
// bytes their text stands for: the kinds whose text view is base64 (images, PDFs, binaries) decoded, any other
// text as UTF-8 — the rule the migration that introduced blobs applied to the files stored before.

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The bytes a text view stands for (see above); `extension` falls back to the name's. */
export function bytesOfText(code: string, extension: string, name: string): Buffer {
  return isStoredAsBase64(extension || extensionOf(name)) ? Buffer.from(code, 'base64') : Buffer.from(code, 'utf8');
}
