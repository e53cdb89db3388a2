import type { Language, LanguageSupport, StreamParser } from '@codemirror/language';

// Syntax highlighting per file extension. Every language is a dynamic import so that the viewer's own chunk stays
// small and a file only pays for the grammar it needs. Grammars without a Lezer package use CodeMirror's legacy
// (stream) modes.

/** What a loader gives: a Lezer language with its support extensions, or a stream-mode language. */
export type LoadedLanguage = Language | LanguageSupport;
export type LanguageLoader = () => Promise<LoadedLanguage>;

/** The names a loader is known by; tests and the notebook view use them. */
export type LanguageName =
  | 'python' | 'java' | 'c' | 'cpp' | 'javascript' | 'typescript' | 'jsx' | 'tsx' | 'json' | 'css' | 'html'
  | 'markdown' | 'rust' | 'go' | 'sql' | 'php' | 'xml' | 'yaml' | 'ruby' | 'shell' | 'haskell' | 'scheme'
  | 'ocaml' | 'r' | 'kotlin' | 'scala' | 'csharp' | 'swift' | 'lua' | 'perl' | 'julia' | 'clojure' | 'erlang'
  | 'toml' | 'dockerfile' | 'octave';

async function legacy<State>(parser: Promise<StreamParser<State>>): Promise<LoadedLanguage> {
  // CodeMirror's language support comes with the first grammar, not with the code view.
  const [{ StreamLanguage }, mode] = await Promise.all([import('@codemirror/language'), parser]);
  return StreamLanguage.define(mode);
}

export const LANGUAGE_LOADERS: Record<LanguageName, LanguageLoader> = {
  python: () => import('@codemirror/lang-python').then((m) => m.python()),
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
  // lang-cpp parses C well enough; the legacy C mode would be less precise.
  c: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  cpp: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  typescript: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ typescript: true })),
  jsx: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ jsx: true })),
  tsx: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ jsx: true, typescript: true })),
  json: () => import('@codemirror/lang-json').then((m) => m.json()),
  css: () => import('@codemirror/lang-css').then((m) => m.css()),
  html: () => import('@codemirror/lang-html').then((m) => m.html()),
  markdown: () => import('@codemirror/lang-markdown').then((m) => m.markdown()),
  rust: () => import('@codemirror/lang-rust').then((m) => m.rust()),
  go: () => import('@codemirror/lang-go').then((m) => m.go()),
  sql: () => import('@codemirror/lang-sql').then((m) => m.sql()),
  php: () => import('@codemirror/lang-php').then((m) => m.php()),
  xml: () => import('@codemirror/lang-xml').then((m) => m.xml()),
  yaml: () => import('@codemirror/lang-yaml').then((m) => m.yaml()),
  ruby: () => legacy(import('@codemirror/legacy-modes/mode/ruby').then((m) => m.ruby)),
  shell: () => legacy(import('@codemirror/legacy-modes/mode/shell').then((m) => m.shell)),
  haskell: () => legacy(import('@codemirror/legacy-modes/mode/haskell').then((m) => m.haskell)),
  scheme: () => legacy(import('@codemirror/legacy-modes/mode/scheme').then((m) => m.scheme)),
  ocaml: () => legacy(import('@codemirror/legacy-modes/mode/mllike').then((m) => m.oCaml)),
  r: () => legacy(import('@codemirror/legacy-modes/mode/r').then((m) => m.r)),
  kotlin: () => legacy(import('@codemirror/legacy-modes/mode/clike').then((m) => m.kotlin)),
  scala: () => legacy(import('@codemirror/legacy-modes/mode/clike').then((m) => m.scala)),
  csharp: () => legacy(import('@codemirror/legacy-modes/mode/clike').then((m) => m.csharp)),
  swift: () => legacy(import('@codemirror/legacy-modes/mode/swift').then((m) => m.swift)),
  lua: () => legacy(import('@codemirror/legacy-modes/mode/lua').then((m) => m.lua)),
  perl: () => legacy(import('@codemirror/legacy-modes/mode/perl').then((m) => m.perl)),
  julia: () => legacy(import('@codemirror/legacy-modes/mode/julia').then((m) => m.julia)),
  clojure: () => legacy(import('@codemirror/legacy-modes/mode/clojure').then((m) => m.clojure)),
  erlang: () => legacy(import('@codemirror/legacy-modes/mode/erlang').then((m) => m.erlang)),
  toml: () => legacy(import('@codemirror/legacy-modes/mode/toml').then((m) => m.toml)),
  dockerfile: () => legacy(import('@codemirror/legacy-modes/mode/dockerfile').then((m) => m.dockerFile)),
  octave: () => legacy(import('@codemirror/legacy-modes/mode/octave').then((m) => m.octave)),
};

const BY_EXTENSION: Record<string, LanguageName> = {
  py: 'python', pyw: 'python', pyi: 'python',
  java: 'java',
  c: 'c', h: 'c',
  cpp: 'cpp', cc: 'cpp', cxx: 'cpp', 'c++': 'cpp', hpp: 'cpp', hh: 'cpp', hxx: 'cpp', ino: 'cpp',
  js: 'javascript', mjs: 'javascript', cjs: 'javascript',
  jsx: 'jsx', ts: 'typescript', mts: 'typescript', cts: 'typescript', tsx: 'tsx',
  json: 'json',
  css: 'css',
  html: 'html', htm: 'html',
  md: 'markdown', markdown: 'markdown',
  rs: 'rust',
  go: 'go',
  sql: 'sql',
  php: 'php',
  xml: 'xml', svg: 'xml', xsd: 'xml',
  yaml: 'yaml', yml: 'yaml',
  rb: 'ruby',
  sh: 'shell', bash: 'shell', zsh: 'shell',
  hs: 'haskell', lhs: 'haskell',
  scm: 'scheme', ss: 'scheme', rkt: 'scheme',
  ml: 'ocaml', mli: 'ocaml',
  r: 'r',
  kt: 'kotlin', kts: 'kotlin',
  scala: 'scala', sc: 'scala',
  cs: 'csharp',
  swift: 'swift',
  lua: 'lua',
  pl: 'perl', pm: 'perl',
  jl: 'julia',
  clj: 'clojure', cljs: 'clojure', cljc: 'clojure',
  erl: 'erlang', hrl: 'erlang',
  toml: 'toml',
  dockerfile: 'dockerfile',
  m: 'octave',
};

/** The language of a file extension (case-insensitive, leading dot allowed), or null for plain text. */
export function languageForExtension(extension: string): LanguageName | null {
  const ext = extension.toLowerCase().replace(/^\./, '');
  return Object.hasOwn(BY_EXTENSION, ext) ? BY_EXTENSION[ext]! : null;
}

/** The language a notebook declares (metadata.language_info.name / kernelspec.language), python when unknown. */
export function languageForNotebook(name: string | undefined): LanguageName {
  const lower = (name ?? '').toLowerCase();
  if (Object.hasOwn(LANGUAGE_LOADERS, lower)) return lower as LanguageName;
  return languageForExtension(lower) ?? 'python';
}

const loaded = new Map<LanguageName, Promise<LoadedLanguage | null>>();

/** Loads (once) the highlighting of a language; a failed load resolves to null (plain text) rather than an error. */
export function loadLanguage(name: LanguageName): Promise<LoadedLanguage | null> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = LANGUAGE_LOADERS[name]().catch(() => {
      loaded.delete(name);
      return null;
    });
    loaded.set(name, pending);
  }
  return pending;
}
