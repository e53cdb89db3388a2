import type { EngineLanguage } from './types';

/** File extensions (lower case, with the dot) of the languages the engine parses. */
const EXTENSIONS: Record<Exclude<EngineLanguage, 'text'>, readonly string[]> = {
  python: ['.py', '.pyw'],
  java: ['.java'],
  c: ['.c', '.h'],
  cpp: ['.cpp', '.cc', '.cxx', '.c++', '.hpp', '.hh', '.hxx', '.h++'],
  javascript: ['.js', '.mjs', '.cjs', '.jsx'],
  typescript: ['.ts', '.tsx', '.mts', '.cts'],
};

const LANGUAGE_OF_EXTENSION = new Map<string, EngineLanguage>(
  Object.entries(EXTENSIONS).flatMap(([language, extensions]) =>
    extensions.map((extension) => [extension, language as EngineLanguage] as const),
  ),
);

export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** The language a single file is written in by its extension, or null when the engine does not know it. */
export function languageOfPath(path: string): EngineLanguage | null {
  return LANGUAGE_OF_EXTENSION.get(extensionOf(path)) ?? null;
}

/**
 * The language most of the files are written in, by extension; `text` when none is known. A tie goes to the
 * language listed first above, except that C headers (`.h`) count for C++ when C++ sources are present.
 */
export function detectLanguage(paths: readonly string[]): EngineLanguage {
  const counts = new Map<EngineLanguage, number>();
  let headers = 0;
  for (const path of paths) {
    if (extensionOf(path) === '.h') {
      headers += 1;
      continue;
    }
    const language = languageOfPath(path);
    if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  if (headers > 0) {
    const target = counts.has('cpp') && !counts.has('c') ? 'cpp' : 'c';
    counts.set(target, (counts.get(target) ?? 0) + headers);
  }
  let best: EngineLanguage = 'text';
  let bestCount = 0;
  for (const language of Object.keys(EXTENSIONS) as EngineLanguage[]) {
    const count = counts.get(language) ?? 0;
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}
