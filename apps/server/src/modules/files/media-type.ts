import { extensionOf } from '@marginalia/contracts';

// The Content-Type of a downloaded file. Kinds with a media type of their own get it; anything else is text
// when its bytes are UTF-8 without NUL, and otherwise bytes to save. Nothing is labelled as HTML or script: a
// file is always sent as an attachment, and with nosniff a browser does not guess past this label.

const BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  zip: 'application/zip',
  jar: 'application/java-archive',
  ipynb: 'application/x-ipynb+json',
  json: 'application/json',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function mediaTypeOf(name: string, extension: string, bytes: Buffer): string {
  const known = BY_EXTENSION[(extension || extensionOf(name)).toLowerCase().replace(/^\./, '')];
  if (known) return known;
  return isUtf8Text(bytes) ? 'text/plain; charset=utf-8' : 'application/octet-stream';
}

/** An attachment named as the file: an ASCII fallback, and the exact name in RFC 5987 form. */
export function attachmentFor(name: string): string {
  const fallback = name.replace(/[^A-Za-z0-9@._+-]+/g, '_').replace(/^\.+/, '') || 'file';
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
