import type { Compartment, Extension } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { useEffect, useState, type RefObject } from 'react';
import { afterNextPaint } from '../../../../components/lazyPart';
import { codeColours } from './codeTheme';
import { languageForExtension, loadLanguage } from './languages';

// How code looks in every CodeMirror view of the app (the submission view, the similarity pair view): the
// language of the file's extension, loaded on demand and parsed in the background, and the theme's colours.
// Each view keeps its own compartments; this hook keeps them in step with the extension and the theme.

export function useCodeLook(
  view: EditorView | null,
  compartments: RefObject<{ language: Compartment; colours: Compartment }>,
  extension: string,
  dark: boolean,
): void {
  // The syntax colours, once the first grammar brought them.
  const [highlighting, setHighlighting] = useState<((dark: boolean) => Extension) | null>(null);
  useEffect(() => {
    if (!view) return;
    const name = languageForExtension(extension);
    if (!name) {
      view.dispatch({ effects: compartments.current.language.reconfigure([]) });
      return;
    }
    let current = true;
    let stopParsing = () => {};
    // Asked for once the plain code is on screen: the grammar (with the syntax colours and the background parse,
    // which only a grammar needs) colours it a moment later instead of holding it up.
    const cancelWait = afterNextPaint(() => {
      void Promise.all([loadLanguage(name), import('./codeHighlight'), import('./backgroundParse')]).then(([loaded, highlight, parsing]) => {
        if (!current || !loaded) return;
        setHighlighting(() => highlight.codeHighlighting);
        view.dispatch({ effects: compartments.current.language.reconfigure(loaded) });
        stopParsing = parsing.parseInBackground(view);
      });
    });
    return () => {
      current = false;
      cancelWait();
      stopParsing();
    };
  }, [view, compartments, extension]);

  useEffect(() => {
    view?.dispatch({ effects: compartments.current.colours.reconfigure([codeColours(dark), highlighting ? highlighting(dark) : []]) });
  }, [view, compartments, dark, highlighting]);
}
