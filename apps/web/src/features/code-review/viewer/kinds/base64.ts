// Images, PDFs and binary files keep their bytes base64-encoded in the file's code (contracts file-kinds).

/** The bytes of a base64 text; text that is not base64 (a file uploaded before encoding) is taken as UTF-8. */
export function base64Bytes(code: string): Uint8Array<ArrayBuffer> {
  try {
    const binary = atob(code.replace(/\s+/g, ''));
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return new TextEncoder().encode(code);
  }
}

export function base64Blob(code: string, type: string): Blob {
  return new Blob([base64Bytes(code)], { type });
}

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif' };

/** A data: URL for an image file; the MIME type follows the extension. */
export function imageDataUrl(code: string, extension: string): string {
  const type = IMAGE_TYPES[extension.toLowerCase()] ?? 'application/octet-stream';
  return `data:${type};base64,${code.replace(/\s+/g, '')}`;
}
