import type { Tree } from 'web-tree-sitter';
import { AstTokenizer, chunkKey, sortChunks, type Chunk, type DroppedCode } from './ast-tokens';
import { findDeadCode } from './dead-code';
import { grammarFor, type GrammarName, type Grammars } from './grammars';
import { languageOfPath } from './languages';
import { lexicalTokens } from './lexical-tokens';
import { Rewrites } from './refactorings';
import { toStream, type Token, type TokenStream } from './tokens';
import type { EngineLanguage, RewriteKind, SourceFile } from './types';

// A document ready to compare: its files' normalized tokens in one stream, in a canonical order, and what it
// takes to map a token back to a line and column of the code as written.

export interface PreparedDocument {
  files: readonly SourceFile[];
  tokens: TokenStream;
  /** Per file, the offset each line starts at (line 1 at index 0). */
  lineStarts: Uint32Array[];
}

/** What normalization did to a document, in offsets of its files as written (engine.explain reads it). */
export interface NormalizationReport {
  dropped: DroppedCode[];
  rewrites: { kind: RewriteKind; part: 'use' | 'declaration'; file: number; start: number; end: number }[];
}

/** Places between files: more than any gap a fragment may bridge. */
const FILE_GAP = 1_000;

/** `report`, when given, receives what normalization dropped and rewrote; the tokens are the same either way. */
export function prepareDocument(
  grammars: Grammars,
  files: readonly SourceFile[],
  language: EngineLanguage,
  report?: NormalizationReport,
): PreparedDocument {
  const declarations: Chunk[] = [];
  const rests: Chunk[] = [];
  let place = 0;
  const parsed: { file: number; tree: Tree }[] = [];
  files.forEach((file, index) => {
    const fileLanguage = parsedLanguage(language, file.path);
    if (!fileLanguage) return;
    // Parsing never throws on bad code: tree-sitter returns a tree with ERROR nodes, whose tokens still count.
    const tree = grammars.parserFor(grammarFor(fileLanguage, file.path)).parse(file.text);
    if (tree) parsed.push({ file: index, tree });
  });
  try {
    // One root object per tree for every walk: a node caches the children it was asked for, so the tokenizer
    // walks what the dead-code and refactoring passes already marshalled out of the parser instead of asking again.
    const roots = parsed.map(({ tree }) => tree.rootNode);
    const dead = withinStack(() => findDeadCode(roots), new Map());
    const rewrites = withinStack(() => new Rewrites(roots, !!report), new Rewrites([], !!report));
    files.forEach((file, index) => {
      const at = parsed.findIndex((entry) => entry.file === index);
      const tree = at >= 0 ? parsed[at]!.tree : undefined;
      let tokens: Token[];
      const tokenizer = new AstTokenizer(index, place, dead, rewrites, report?.dropped ?? null);
      const result = tree ? withinStack(() => tokenizer.tokenize(roots[at]!), null) : null;
      if (result) {
        for (const chunk of result.declarations) declarations.push(chunk);
        tokens = result.rest;
        place = tokenizer.nextPlace + FILE_GAP;
      } else {
        tokens = lexicalTokens(file.text, index, place);
        place += tokens.length + FILE_GAP;
      }
      if (tokens.length > 0) rests.push({ key: chunkKey(tokens), tokens });
    });
    if (report) {
      for (const applied of rewrites.applied ?? []) {
        const file = parsed.find((entry) => entry.tree === applied.tree)?.file;
        if (file !== undefined) report.rewrites.push({ kind: applied.kind, part: applied.part, file, start: applied.start, end: applied.end });
      }
    }
  } finally {
    for (const { tree } of parsed) tree.delete();
  }
  // Declarations from every file in one canonical order (moving a function to another file has no effect),
  // then each file's remaining code, files in a canonical order too.
  const ordered: Token[] = [];
  // (Loops, not spread arguments: a chunk may hold more tokens than a call takes arguments.)
  for (const chunk of [...sortChunks(declarations), ...sortChunks(rests)]) for (const token of chunk.tokens) ordered.push(token);
  return { files, tokens: toStream(ordered), lineStarts: files.map((file) => lineStartsOf(file.text)) };
}

/**
 * `work()`, or `fallback` when it runs out of stack: trees are walked recursively, and a pathological file (an
 * expression of tens of thousands of terms nests as deep) is then compared through the lexical tokenizer instead.
 */
function withinStack<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof RangeError) return fallback;
    throw error;
  }
}

/** The grammars that parsing `files` in `language` takes (grammars.ts loads them on demand in engine threads). */
export function grammarsOf(files: readonly SourceFile[], language: EngineLanguage): GrammarName[] {
  const names = new Set<GrammarName>();
  for (const file of files) {
    const fileLanguage = parsedLanguage(language, file.path);
    if (fileLanguage) names.add(grammarFor(fileLanguage, file.path));
  }
  return [...names];
}

/** The language a file of a document is parsed in, or null for the lexical channel. */
function parsedLanguage(language: EngineLanguage, path: string): Exclude<EngineLanguage, 'text'> | null {
  if (language === 'text') return null;
  const own = languageOfPath(path);
  if (!own || own === 'text') return null;
  if (language === 'cpp' && own === 'c') return 'cpp';
  if (language === 'typescript' && own === 'javascript') return 'typescript';
  return own;
}

export function lineStartsOf(text: string): Uint32Array {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return Uint32Array.from(starts);
}

/** Line (from 1) and column (from 0) of an offset. */
export function positionOf(lineStarts: Uint32Array, offset: number): { line: number; column: number } {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (lineStarts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - lineStarts[low]! };
}
