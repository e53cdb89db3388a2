// The engine's public types (docs/SIMILARITY.md). The engine is pure: it reads text it is given and returns
// numbers and ranges; storing, scheduling and naming people are the server's business.

/** The languages the engine parses with tree-sitter, and `text`, the lexical channel for anything else. */
export type EngineLanguage = 'python' | 'java' | 'c' | 'cpp' | 'javascript' | 'typescript' | 'text';

export interface SourceFile {
  /** The file's path in the submission (shown in fragments). */
  path: string;
  text: string;
}

/** One submission: all its files are one document (their order is the order of `files`). */
export interface SubmissionDocument {
  /** The caller's key for this document (the server uses the submission id as a string). */
  id: string;
  files: SourceFile[];
}

export interface EngineOptions {
  language: EngineLanguage;
  /** The shortest run of matching tokens that counts as a match (contracts' SIMILARITY_MIN_MATCH_TOKENS). */
  minimumMatchTokens: number;
  /** Starter code (file templates and a base submission): nothing that matches it ever counts. */
  starter?: SourceFile[];
}

/** A document's fingerprints, ready to index and to store (see `encodeFingerprints`). */
export interface Fingerprints {
  id: string;
  /** The hashes kept after winnowing and starter-code subtraction, with where each one starts (token index). */
  hashes: Uint32Array;
  positions: Uint32Array;
  /**
   * The line each kept hash starts on, counting the document's files as one (the second file's first line
   * follows the first file's last): the index estimates a pair's longest match and matched lines from them.
   */
  lines: Uint32Array;
  /**
   * The lexical channel: distinct ids of the literal values written in the document (strings, numbers and the
   * like, outside starter code), ascending. Where independent solutions share the whole AST shape (tiny
   * programs), these separate copies from independent work.
   */
  lexemes: Uint32Array;
  /** Normalized tokens in the document (for scores relative to size). */
  tokenCount: number;
  /** Lines of code the tokens span. */
  lineCount: number;
}

/** A pair's scores, from fingerprints (every candidate pair) or refined by exact alignment. */
export interface PairScore {
  a: string;
  b: string;
  /** 0..1 */
  similarity: number;
  /** Lines of the longest matching fragment (the longer side). */
  longestMatch: number;
  /** Matching lines summed over both sides. */
  matchedLines: number;
}

/**
 * Scored pairs as columns rather than objects: pair i is documents `ids[a[i]]` and `ids[b[i]]`. A check of 500
 * submissions scores about 125,000 pairs, tens of megabytes as objects and a few as columns.
 */
export interface ScoredPairs {
  ids: string[];
  a: Uint32Array;
  b: Uint32Array;
  similarity: Float64Array;
  longestMatch: Float64Array;
  matchedLines: Float64Array;
}

export interface Range {
  file: string;
  /** From 1. */
  startLine: number;
  /** From 0, UTF-16 code units. */
  startColumn: number;
  endLine: number;
  /** Exclusive. */
  endColumn: number;
}

export interface Fragment {
  left: Range;
  right: Range;
  tokens: number;
}

export interface Alignment {
  score: PairScore;
  fragments: Fragment[];
}

/**
 * Why code weighs nothing (docs/SIMILARITY.md, Normalization): a variable written and never read, a value computed
 * and dropped, code that never runs (a branch or loop whose condition never holds, statements after a jump), a
 * function nothing calls, or a declaration or loop that does nothing once the rest is gone.
 */
export type DeadCodeReason = 'unread-variable' | 'discarded-value' | 'never-runs' | 'unreachable' | 'uncalled-function' | 'no-effect';

/** What a rewrite before comparing did: a named constant, a wrapper call or type, an extracted local, a helper. */
export type RewriteKind = 'constant' | 'wrapper' | 'local' | 'helper';

export interface DeadCodeSpan {
  reason: DeadCodeReason;
  range: Range;
}

export interface RewriteSpan {
  kind: RewriteKind;
  /** `use`: read as something else where written; `declaration`: the declaration weighs nothing. */
  part: 'use' | 'declaration';
  range: Range;
}

/** What normalization did to one side of a pair. */
export interface SideExplanation {
  /** Statements and declarations that weigh nothing, one span each (the outermost one dropped). */
  deadCode: DeadCodeSpan[];
  /** Rewrites applied before comparing (nested ones inside another are left out). */
  rewrites: RewriteSpan[];
  /** Lines whose code matches the starter code (never counted). */
  starterLines: number;
  /** Share (0..1) of this side's compared tokens (starter code left out) inside matching fragments. */
  matchedShare: number;
}

/** A name that reads differently on the two sides wherever the matching code uses it. */
export interface Rename {
  left: string;
  right: string;
  /** Aligned places where the pair occurs. */
  occurrences: number;
}

/** Facts behind a pair's score, for people (engine.explain). */
export interface Explanation {
  left: SideExplanation;
  right: SideExplanation;
  /** Names changed consistently inside matching fragments: how many, and the most frequent of them. */
  renameCount: number;
  renames: Rename[];
  /** Distinct literals (strings, numbers) written differently inside matching fragments. */
  changedLiterals: number;
  /** Matching code whose declarations come in another order on the two sides. */
  reordered: boolean;
  /** Matching code that sits in files that do not correspond one to one (moved to other files). */
  movedBetweenFiles: boolean;
  /** The alignment, exactly as `align` gives it. */
  alignment: Alignment;
}
