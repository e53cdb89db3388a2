import { extensionOf, fileKind, type File } from '@marginalia/contracts';
import { CodeViewer } from './code/CodeViewer';
import { BinaryView } from './kinds/BinaryView';
import { ImageView } from './kinds/ImageView';
import { MarkdownView } from './kinds/MarkdownView';
import { PdfView } from './kinds/PdfView';
import { NotebookView } from './notebook/NotebookView';
import type { ViewerProps } from './kinds/kindViewProps';

// The file being reviewed, drawn according to its kind (docs/PRODUCT.md §5): code in a CodeMirror view with the comment
// margin beside it, Markdown rendered or as source, notebooks cell by cell, images, PDFs, and a notice for binary
// files.

export type FileViewProps = ViewerProps & { file: File };

/** The extension that decides how a file is shown: its own, or the one in its name. */
export function extensionOfFile(file: File): string {
  return (file.extension || extensionOf(file.name)).toLowerCase().replace(/^\./, '');
}

export function FileView({ file, ...props }: FileViewProps) {
  const extension = extensionOfFile(file);
  const kind = fileKind(extension);
  // Keyed by file so that switching files starts a fresh view (scroll, selection, measured cards).
  return (
    <div key={file.id} style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      {kind === 'code' ? <CodeViewer {...props} fileId={file.id} code={file.code} extension={extension} /> : null}
      {kind === 'markdown' ? <MarkdownView {...props} file={file} extension={extension} /> : null}
      {kind === 'notebook' ? <NotebookView {...props} file={file} /> : null}
      {kind === 'image' ? <ImageView {...props} file={file} extension={extension} /> : null}
      {kind === 'pdf' ? <PdfView {...props} file={file} /> : null}
      {kind === 'binary' ? <BinaryView file={file} /> : null}
    </div>
  );
}
