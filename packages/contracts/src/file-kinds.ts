// How a file is shown and stored, by its extension (docs/PRODUCT.md §5, case-insensitive). Kinds that are not text are
// stored base64-encoded in the file's `code` (uploads do this), so the viewer can render them.

export type FileKind = 'notebook' | 'markdown' | 'image' | 'pdf' | 'binary' | 'code';

const IMAGE = new Set(['png', 'jpeg', 'jpg', 'gif']);
const BINARY = new Set(['class', 'jar', 'gar', 'dds', 'eot', 'ico', 'swf', 'tga', 'ttf', 'docx', 'exe', 'xlsx']);

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

export function fileKind(extension: string): FileKind {
  const ext = extension.toLowerCase().replace(/^\./, '');
  if (ext === 'ipynb') return 'notebook';
  if (ext === 'md') return 'markdown';
  if (IMAGE.has(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  if (BINARY.has(ext)) return 'binary';
  return 'code';
}

/** Whether a file of this extension keeps its bytes base64-encoded in `code`. */
export function isStoredAsBase64(extension: string): boolean {
  const kind = fileKind(extension);
  return kind === 'image' || kind === 'pdf' || kind === 'binary';
}
