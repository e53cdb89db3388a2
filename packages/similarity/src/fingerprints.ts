import { positionOf, type PreparedDocument } from './document';
import { winnow } from './kgrams';
import type { Fingerprints } from './types';

// A document's analysis (its normalized tokens and k-grams) and the fingerprints made of it. Plain typed arrays, so
// that a worker thread can make an analysis and hand it over (parallel/fingerprint-all.ts).

/** Winnowing's window: any match of at least k + WINDOW - 1 tokens is always found by the fingerprints. */
export function windowFor(minimumMatchTokens: number): number {
  return Math.max(2, Math.round(minimumMatchTokens / 3));
}

/**
 * A document's analysis: what `fingerprint` makes of it and `align` compares (typed arrays, so that a worker thread
 * can hand it over).
 */
export interface Analysed {
  document: PreparedDocument;
  /** The lexical channel (see Fingerprints.lexemes). */
  lexemes: Uint32Array;
  hashes: Uint32Array;
  /** 1 for tokens inside a k-gram of the starter code. */
  starter: Uint8Array;
}

/** A document's fingerprints from its analysis: the winnowed k-grams, the lines they start on, and its size. */
export function fingerprintsOf(id: string, analysed: Analysed, minimumMatchTokens: number): Fingerprints {
  const { document: prepared, hashes, starter, lexemes } = analysed;
  const kept = winnow(hashes, windowFor(minimumMatchTokens));
  const positions = Uint32Array.from(kept);
  const lineOffsets = fileLineOffsets(prepared);
  const { files, starts } = prepared.tokens;
  const lineOf = (token: number) => lineOffsets[files[token]!]! + positionOf(prepared.lineStarts[files[token]!]!, starts[token]!).line;
  const lines = new Set<number>();
  let tokenCount = 0;
  for (let i = 0; i < starter.length; i++) {
    if (starter[i]) continue;
    tokenCount++;
    lines.add(lineOf(i));
  }
  return {
    id,
    hashes: Uint32Array.from(kept, (position) => hashes[position]!),
    positions,
    lines: Uint32Array.from(kept, (position) => lineOf(position)),
    tokenCount,
    lineCount: lines.size,
    lexemes,
  };
}

/** Lines before each file when a document's files are numbered as one (so a fingerprint's line is one number). */
function fileLineOffsets(document: PreparedDocument): number[] {
  const offsets: number[] = [];
  let total = 0;
  for (const starts of document.lineStarts) {
    offsets.push(total);
    total += starts.length;
  }
  return offsets;
}
