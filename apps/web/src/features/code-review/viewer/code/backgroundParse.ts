import { ensureSyntaxTree } from '@codemirror/language';
import type { EditorView } from '@codemirror/view';

// CodeMirror parses a document as it is scrolled, in slices of up to 100 ms: on a long file, scrolling down then
// stalls the page while it catches up. Parsing the whole file ahead in short idle slices keeps every task short;
// CodeMirror picks the finished tree up itself.

const SLICE_MS = 12;

/** Parses `view`'s document to its end in the background; returns a function that stops it. */
export function parseInBackground(view: EditorView): () => void {
  let stopped = false;
  let handle: ReturnType<typeof setTimeout> | number | undefined;
  const idle = typeof requestIdleCallback === 'function';
  const schedule = () => {
    handle = idle ? requestIdleCallback(step, { timeout: 200 }) : setTimeout(step, 0);
  };
  const step = () => {
    if (stopped) return;
    if (!ensureSyntaxTree(view.state, view.state.doc.length, SLICE_MS)) schedule();
  };
  schedule();
  return () => {
    stopped = true;
    if (handle === undefined) return;
    if (idle) cancelIdleCallback(handle as number);
    else clearTimeout(handle);
  };
}
