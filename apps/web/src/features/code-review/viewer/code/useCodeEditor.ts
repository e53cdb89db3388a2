import { Compartment, EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightSpecialChars, lineNumbers, type ViewUpdate } from '@codemirror/view';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CodeRange, ReviewComment } from '../../model/types';
import { codeColours, codeSizing } from './codeTheme';
import { commentIdAt, commentMarksField, rangeOfOffsets, setCommentMarks } from './commentMarks';
import { commentSlotsField } from './commentWidgets';
import { useCodeLook } from './useCodeLook';

// One CodeMirror view per file. It is created once when its host mounts; everything that can change afterwards
// (theme, zoom, caret mode, language, comment marks) goes through compartments and effects, so comments changing
// never rebuild the editor.

export interface CodeEditorOptions {
  code: string;
  extension: string;
  dark: boolean;
  zoom: number;
  cursorMode: boolean;
  canComment: boolean;
  comments: readonly ReviewComment[];
  /** Narrow screens: long lines wrap instead of scrolling sideways, and comments sit below their lines. */
  commentsBelow: boolean;
  activeCommentId: number | null;
  hoveredCommentId: number | null;
  onHoverComment(id: number | null): void;
  onActivateComment(id: number | null): void;
  onSelectionChange(range: CodeRange | null): void;
  onSelectionDone(range: CodeRange): void;
}

/** Where the document's first line starts below the editor's top, and a counter bumped when line positions move. */
export interface EditorGeometry {
  documentOffset: number;
  version: number;
}

/** The editor grows to its full height inside the page's scroll container; only long lines scroll, sideways. */
const FULL_HEIGHT = EditorView.theme({ '&': { height: 'auto' }, '.cm-scroller': { overflowY: 'visible', overflowX: 'auto' } });

const sameRange = (a: CodeRange | null, b: CodeRange | null) =>
  a === b || (!!a && !!b && a.startLine === b.startLine && a.startChar === b.startChar && a.endLine === b.endLine && a.endChar === b.endChar);

export function useCodeEditor(options: CodeEditorOptions) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [view, setView] = useState<EditorView | null>(null);
  const [geometry, setGeometry] = useState<EditorGeometry>({ documentOffset: 0, version: 0 });
  const compartments = useRef({ editable: new Compartment(), colours: new Compartment(), size: new Compartment(), language: new Compartment(), wrapping: new Compartment() });

  const hostRef = useCallback((host: HTMLDivElement | null) => {
    if (!host) return;
    const initial = latest.current;
    const { editable, colours, size, language, wrapping } = compartments.current;
    let lastSelection: CodeRange | null = null;
    let measuring = false;

    const measureGeometry = (target: EditorView) => {
      if (measuring) return;
      measuring = true;
      target.requestMeasure({
        read: (v) => v.documentTop - v.dom.getBoundingClientRect().top,
        write: (documentOffset) => {
          measuring = false;
          setGeometry((previous) => ({ documentOffset, version: previous.version + 1 }));
        },
      });
    };

    const currentRange = (target: EditorView): CodeRange | null => {
      const { from, to } = target.state.selection.main;
      return from === to ? null : rangeOfOffsets(target.state.doc, from, to);
    };

    const onUpdate = (update: ViewUpdate) => {
      if (update.geometryChanged || update.heightChanged) measureGeometry(update.view);
      if (update.selectionSet && latest.current.canComment) {
        const range = currentRange(update.view);
        if (!sameRange(range, lastSelection)) {
          lastSelection = range;
          latest.current.onSelectionChange(range);
        }
      }
    };

    // A mouse selection is done when the button is released, wherever the pointer is by then. CodeMirror applies
    // its last selection in its own mouseup handler, so the range is read once that handler has run.
    const finishMouseSelection = (target: EditorView) => {
      setTimeout(() => {
        if (!latest.current.canComment || target.dom.isConnected === false) return;
        const range = currentRange(target);
        if (range) latest.current.onSelectionDone(range);
      }, 0);
    };

    const created = new EditorView({
      state: EditorState.create({
        doc: initial.code,
        extensions: [
          FULL_HEIGHT,
          lineNumbers(),
          highlightSpecialChars(),
          drawSelection(),
          EditorState.readOnly.of(true),
          editable.of(EditorView.editable.of(initial.cursorMode)),
          // The syntax colours come with the file's grammar (useCodeLook.ts).
          colours.of([codeColours(initial.dark)]),
          size.of(codeSizing(initial.zoom)),
          language.of([]),
          wrapping.of(initial.commentsBelow ? EditorView.lineWrapping : []),
          commentMarksField,
          commentSlotsField,
          EditorView.contentAttributes.of({ 'aria-label': 'Code', 'data-testid': 'code-content' }),
          EditorView.updateListener.of(onUpdate),
          EditorView.domEventHandlers({
            mousedown(event, target) {
              if (event.button !== 0) return false;
              target.dom.ownerDocument.addEventListener('mouseup', () => finishMouseSelection(target), { once: true });
              return false;
            },
            click(event, target) {
              const id = commentIdAt(event.target);
              if (id !== null && target.state.selection.main.empty) latest.current.onActivateComment(id);
              return false;
            },
            mouseover(event) {
              const id = commentIdAt(event.target);
              if (id !== latest.current.hoveredCommentId) latest.current.onHoverComment(id);
              return false;
            },
            mouseleave() {
              if (latest.current.hoveredCommentId !== null) latest.current.onHoverComment(null);
              return false;
            },
          }),
        ],
      }),
      parent: host,
    });
    setView(created);
    measureGeometry(created);
    return () => {
      created.destroy();
      setView(null);
    };
  }, []);

  const { code, extension, dark, zoom, cursorMode, comments, commentsBelow, activeCommentId, hoveredCommentId } = options;

  // The same file with new code (rare: the page reloaded it): replace the document, keep the editor.
  useEffect(() => {
    if (view && view.state.doc.toString() !== code) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
  }, [view, code]);

  useCodeLook(view, compartments, extension, dark);

  useEffect(() => {
    view?.dispatch({ effects: compartments.current.size.reconfigure(codeSizing(zoom)) });
  }, [view, zoom]);

  useEffect(() => {
    view?.dispatch({ effects: compartments.current.wrapping.reconfigure(commentsBelow ? EditorView.lineWrapping : []) });
  }, [view, commentsBelow]);

  useEffect(() => {
    if (!view) return;
    view.dispatch({ effects: compartments.current.editable.reconfigure(EditorView.editable.of(cursorMode)) });
    if (cursorMode) view.focus();
  }, [view, cursorMode]);

  useEffect(() => {
    view?.dispatch({ effects: setCommentMarks.of({ comments, activeId: activeCommentId, hoveredId: hoveredCommentId }) });
  }, [view, comments, activeCommentId, hoveredCommentId]);

  return { hostRef, view, geometry };
}
