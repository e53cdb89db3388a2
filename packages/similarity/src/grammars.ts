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

let shared: GrammarsOnDemand | undefined;

/** This thread's grammars, loaded as they are asked for: every caller shares the parsers loaded so far. */
export function sharedGrammars(): GrammarsOnDemand {
  shared ??= grammarsOnDemand();
  return shared;
}

/** Every grammar, loaded once per thread (a failed load is tried again by the next caller). */
export async function loadGrammars(): Promise<GrammarsOnDemand> {
  const grammars = sharedGrammars();
  await grammars.ensure(Object.keys(GRAMMAR_FILES) as GrammarName[]);
  return grammars;
}

/** Grammars loaded as they are needed: `ensure` them before parsing with them. */
export interface GrammarsOnDemand extends Grammars {
  ensure(names: readonly GrammarName[]): Promise<void>;
}

/**
 * Grammars loaded one by one, when asked for: an engine thread loads only those its check's files are written in
 * (all of them take about 28 MB a thread).
 */
export function grammarsOnDemand(): GrammarsOnDemand {
  const require = createRequire(import.meta.url);
  const parsers = new Map<GrammarName, Parser>();
  const pending = new Map<GrammarName, Promise<void>>();
  let runtime: Promise<void> | undefined;
  const loadOne = async (name: GrammarName) => {
    runtime ??= Parser.init();
    await runtime;
    const language = await Language.load(require.resolve(GRAMMAR_FILES[name]));
    const parser = new Parser();
    parser.setLanguage(language);
    parsers.set(name, parser);
  };
  return {
    parserFor(grammar) {
      const parser = parsers.get(grammar);
      if (!parser) throw new Error(`The ${grammar} grammar is not loaded.`);
      return parser;
    },
    async ensure(names) {
      await Promise.all(
        names.map((name) => {
          let loaded = pending.get(name);
          if (!loaded) {
            loaded = loadOne(name);
            // A failed load is tried again by the next caller.
            loaded.catch(() => pending.delete(name));
            pending.set(name, loaded);
          }
          return loaded;
        }),
      );
    },
  };
}

/** The grammar for one file of a document in `language` (TypeScript's `.tsx` files have their own grammar). */
export function grammarFor(language: Exclude<EngineLanguage, 'text'>, path: string): GrammarName {
  if (language === 'typescript' && path.toLowerCase().endsWith('.tsx')) return 'tsx';
  return language;
}
