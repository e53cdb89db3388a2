import { syntaxHighlighting } from '@codemirror/language';
import type { Compartment } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { useEffect, type RefObject } from 'react';
import { parseInBackground } from './backgroundParse';
import { codeColours, codeHighlightStyle } from './codeTheme';
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
  useEffect(() => {
    if (!view) return;
    const name = languageForExtension(extension);
    if (!name) {
      view.dispatch({ effects: compartments.current.language.reconfigure([]) });
      return;
    }
    let current = true;
    let stopParsing = () => {};
    void loadLanguage(name).then((loaded) => {
      if (!current || !loaded) return;
      view.dispatch({ effects: compartments.current.language.reconfigure(loaded) });
      stopParsing = parseInBackground(view);
    });
    return () => {
      current = false;
      stopParsing();
    };
  }, [view, compartments, extension]);

  useEffect(() => {
    view?.dispatch({ effects: compartments.current.colours.reconfigure([codeColours(dark), syntaxHighlighting(codeHighlightStyle(dark))]) });
  }, [view, compartments, dark]);
}
