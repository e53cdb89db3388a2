import { lazy, Suspense } from 'react';
import { extensionOf, fileKind, type File } from '@marginalia/contracts';
import { LoadingLines } from '../../../components/LoadingLines';
import { CodeViewer } from './code/CodeViewer';
import { ImageView } from './kinds/ImageView';
import type { ViewerProps } from './kinds/kindViewProps';

// Rendered Markdown files and notebooks bring the Markdown renderer (and the notebook's cell views) with them, so
// they load when such a file is opened: a submission of code files shows its code without them. A chunk that
// cannot load falls to the code panel's error boundary like any other failure to draw the file.
const MarkdownView = lazy(() => import('./kinds/MarkdownView').then((module) => ({ default: module.MarkdownView })));
// A binary file's notice (Ant Design's Result) is rare enough to come on demand too.
const BinaryView = lazy(() => import('./kinds/BinaryView').then((module) => ({ default: module.BinaryView })));
// A PDF's page controls (InputNumber) likewise come with the first PDF opened.
const PdfView = lazy(() => import('./kinds/PdfView').then((module) => ({ default: module.PdfView })));
const NotebookView = lazy(() => import('./notebook/NotebookView').then((module) => ({ default: module.NotebookView })));

/** Holds the file's place while its view's code arrives. */
function FileLoading() {
  return (
    <div role="status" aria-label="Loading the file" style={{ flex: 1, padding: 24 }}>
      <LoadingLines rows={8} />
    </div>
  );
}

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
      {kind === 'markdown' || kind === 'notebook' ? (
        <Suspense fallback={<FileLoading />}>
          {kind === 'markdown' ? <MarkdownView {...props} file={file} extension={extension} /> : <NotebookView {...props} file={file} />}
        </Suspense>
      ) : null}
      {kind === 'image' ? <ImageView {...props} file={file} extension={extension} /> : null}
      {kind === 'pdf' ? (
        <Suspense fallback={<FileLoading />}>
          <PdfView {...props} file={file} />
        </Suspense>
      ) : null}
      {kind === 'binary' ? (
        <Suspense fallback={<FileLoading />}>
          <BinaryView file={file} />
        </Suspense>
      ) : null}
    </div>
  );
}
