import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';
import type { EngineLanguage } from './types';

// The tree-sitter runtime and the grammars (the `.wasm` files shipped inside the tree-sitter-<lang> packages),
// loaded once per process: every later call shares the first promise.

export type GrammarName = 'python' | 'java' | 'c' | 'cpp' | 'javascript' | 'typescript' | 'tsx';

const GRAMMAR_FILES: Record<GrammarName, string> = {
  python: 'tree-sitter-python/tree-sitter-python.wasm',
  java: 'tree-sitter-java/tree-sitter-java.wasm',
  c: 'tree-sitter-c/tree-sitter-c.wasm',
  cpp: 'tree-sitter-cpp/tree-sitter-cpp.wasm',
  javascript: 'tree-sitter-javascript/tree-sitter-javascript.wasm',
  typescript: 'tree-sitter-typescript/tree-sitter-typescript.wasm',
  tsx: 'tree-sitter-typescript/tree-sitter-tsx.wasm',
};

export interface Grammars {
  /** One parser per grammar, reused for every file (parsing is synchronous, so sharing is safe). */
  parserFor(grammar: GrammarName): Parser;
}

let loading: Promise<Grammars> | undefined;

export function loadGrammars(): Promise<Grammars> {
  loading ??= load().catch((error: unknown) => {
    // A failed load (a missing grammar) is retried by the next caller rather than cached for good.
    loading = undefined;
    throw error;
  });
  return loading;
}

async function load(): Promise<Grammars> {
  const require = createRequire(import.meta.url);
  await Parser.init();
  const names = Object.keys(GRAMMAR_FILES) as GrammarName[];
  const languages = await Promise.all(names.map((name) => Language.load(require.resolve(GRAMMAR_FILES[name]))));
  const parsers = new Map<GrammarName, Parser>();
  names.forEach((name, i) => {
    const parser = new Parser();
    parser.setLanguage(languages[i]!);
    parsers.set(name, parser);
  });
  return {
    parserFor(grammar) {
      return parsers.get(grammar)!;
    },
  };
}

/** The grammar for one file of a document in `language` (TypeScript's `.tsx` files have their own grammar). */
export function grammarFor(language: Exclude<EngineLanguage, 'text'>, path: string): GrammarName {
  if (language === 'typescript' && path.toLowerCase().endsWith('.tsx')) return 'tsx';
  return language;
}
