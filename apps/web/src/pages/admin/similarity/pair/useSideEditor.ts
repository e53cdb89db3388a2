import { syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, highlightSpecialChars, lineNumbers } from '@codemirror/view';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { codeHighlightStyle } from '../../../../features/code-review/viewer/code/codeHighlight';
import { codeColours, codeSizing } from '../../../../features/code-review/viewer/code/codeTheme';
import { useCodeLook } from '../../../../features/code-review/viewer/code/useCodeLook';
import { explanationMarksField, explanationStyles, setExplanationMarks, type ExplanationSpan } from './explanationMarks';
import { fragmentAt, fragmentMarksField, fragmentStyles, setFragmentMarks, type SideFragment } from './fragmentMarks';

// One side of a pair: a read-only CodeMirror view with the code review's look (colours, highlighting, languages),
// its own scroller of a fixed height, and the fragments drawn over it. Everything that changes afterwards (the file,
// the theme, the marks) goes through effects and compartments; the editor is built once.

export interface SideEditorOptions {
  text: string;
  fileName: string;
  label: string;
  dark: boolean;
  fragments: readonly SideFragment[];
  /** Code ignored or rewritten by the comparison, in the shown file. */
  explanation: readonly ExplanationSpan[];
  active: number | null;
  onFragmentClick(index: number): void;
  /** The user scrolled this side (wheel, touch, keys or the scrollbar), not the page. */
  onUserScroll(view: EditorView): void;
}

const extensionOf = (fileName: string) => /\.([^./]+)$/.exec(fileName)?.[1] ?? '';

export function useSideEditor(options: SideEditorOptions) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [view, setView] = useState<EditorView | null>(null);
  const compartments = useRef({ colours: new Compartment(), language: new Compartment(), label: new Compartment() });

  const hostRef = useCallback((host: HTMLDivElement | null) => {
    if (!host) return;
    const initial = latest.current;
    const { colours, language, label } = compartments.current;
    // Scroll events the page causes (syncing this side to the other) are not the user's: only scrolls that follow
    // the user's own input on this side are passed on.
    let userInput = 0;
    const markInput = () => {
      userInput = Date.now();
      return false;
    };
    const created = new EditorView({
      state: EditorState.create({
        doc: initial.text,
        extensions: [
          lineNumbers(),
          highlightSpecialChars(),
          EditorState.readOnly.of(true),
          EditorView.editable.of(false),
          colours.of([codeColours(initial.dark), syntaxHighlighting(codeHighlightStyle(initial.dark))]),
          codeSizing(1),
          language.of([]),
          label.of(EditorView.contentAttributes.of({ 'aria-label': initial.label })),
          fragmentMarksField,
          fragmentStyles,
          explanationMarksField,
          explanationStyles,
          EditorView.theme({ '&': { height: '100%' }, '.cm-scroller': { overflow: 'auto' } }),
          EditorView.domEventHandlers({
            wheel: markInput,
            touchstart: markInput,
            mousedown: markInput,
            keydown: markInput,
            scroll(_event, target) {
              if (Date.now() - userInput < 1500) latest.current.onUserScroll(target);
              return false;
            },
            click(event) {
              const index = fragmentAt(event.target);
              if (index !== null) latest.current.onFragmentClick(index);
              return false;
            },
          }),
        ],
      }),
      parent: host,
    });
    setView(created);
    return () => {
      created.destroy();
      setView(null);
    };
  }, []);

  const { text, fileName, label, dark, fragments, explanation, active } = options;

  useEffect(() => {
    if (view && view.state.doc.toString() !== text) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
  }, [view, text]);

  useEffect(() => {
    view?.dispatch({ effects: compartments.current.label.reconfigure(EditorView.contentAttributes.of({ 'aria-label': label })) });
  }, [view, label]);

  useCodeLook(view, compartments, extensionOf(fileName), dark);

  // After the text: the marks are built against the document they belong to.
  useEffect(() => {
    view?.dispatch({ effects: setFragmentMarks.of({ fragments, active }) });
  }, [view, text, fragments, active]);

  useEffect(() => {
    view?.dispatch({ effects: setExplanationMarks.of(explanation) });
  }, [view, text, explanation]);

  return { hostRef, view };
}
