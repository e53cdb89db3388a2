import { LanguageSupport, type Language } from '@codemirror/language';
import { useEffect, useState } from 'react';
import { languageForNotebook, loadLanguage, type LoadedLanguage } from '../code/languages';

/** The parser of the notebook's language once loaded (null until then, or for plain text). */
export function useNotebookLanguage(name: string | undefined): Language | null {
  const [language, setLanguage] = useState<Language | null>(null);
  useEffect(() => {
    let current = true;
    void loadLanguage(languageForNotebook(name)).then((loaded) => {
      if (current) setLanguage(languageOf(loaded));
    });
    return () => {
      current = false;
    };
  }, [name]);
  return language;
}

function languageOf(loaded: LoadedLanguage | null): Language | null {
  if (!loaded) return null;
  return loaded instanceof LanguageSupport ? loaded.language : loaded;
}
