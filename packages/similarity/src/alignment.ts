import { positionOf, type PreparedDocument } from './document';
import { greedyStringTiling, type Tile } from './tiling';
import type { Alignment, Fragment, Range } from './types';

// Exact alignment of two prepared documents: the tiles of greedy string tiling, cut where the code as written is
// not contiguous (normalization reordered or dropped a large part there), neighbouring pieces merged across small
// gaps, and each fragment mapped back to the lines and columns of the files as written.

/** Tokens of normalized stream a merged fragment may skip on each side. */
const MERGE_GAP = 4;
/** Places (about tokens of the code as written) two neighbouring tokens may be apart within one fragment. */
const PLACE_GAP = 16;

export interface AlignInput {
  document: PreparedDocument;
  /** 1 for tokens that belong to starter code (never matched, not counted). */
  starter: Uint8Array;
}

/** The alignment and the tiles behind it (token positions in each normalized stream, which engine.explain reads). */
export function alignWithTiles(
  idA: string,
  idB: string,
  left: AlignInput,
  right: AlignInput,
  minimum: number,
): { alignment: Alignment; tiles: Tile[] } {
  const a = left.document.tokens;
  const b = right.document.tokens;
  const tiles = greedyStringTiling(a.kinds, b.kinds, minimum, Uint8Array.from(left.starter), Uint8Array.from(right.starter));
  const matchedA = tiles.reduce((sum, tile) => sum + tile.length, 0);
  const ownA = matchableTokens(left.starter, minimum);
  const ownB = matchableTokens(right.starter, minimum);
  const similarity = ownA + ownB === 0 ? 0 : Math.min(1, (2 * matchedA) / (ownA + ownB));

  const breaksA = contiguityBreaks(left.document);
  const breaksB = contiguityBreaks(right.document);
  const pieces = tiles.flatMap((tile) => splitTile(tile, breaksA, breaksB)).sort((x, y) => x.a - y.a || x.b - y.b);
  // A sliver cut off its tile where normalization reordered code (the end of one declaration running into the
  // next one's first tokens) shows nothing copied on its own.
  const merged = mergeNeighbours(pieces, breaksA, breaksB).filter((piece) => piece.tokens * 2 >= minimum);

  const fragments: Fragment[] = merged.map((piece) => ({
    left: rangeOf(left.document, piece.a, piece.aEnd),
    right: rangeOf(right.document, piece.b, piece.bEnd),
    tokens: piece.tokens,
  }));
  fragments.sort((x, y) => compareRanges(x.left, y.left) || compareRanges(x.right, y.right));

  let longestMatch = 0;
  for (const fragment of fragments) {
    longestMatch = Math.max(longestMatch, linesOf(fragment.left), linesOf(fragment.right));
  }
  const matchedLines = distinctLines(fragments.map((f) => f.left)) + distinctLines(fragments.map((f) => f.right));
  return { alignment: { score: { a: idA, b: idB, similarity, longestMatch, matchedLines }, fragments }, tiles };
}

/**
 * Tokens that could be part of a match: those outside starter code, in runs of at least `minimum` (a student's
 * few-token edit inside the template can match nothing, so it does not dilute the score either).
 */
export function matchableTokens(starter: Uint8Array, minimum: number): number {
  let total = 0;
  let run = 0;
  for (let i = 0; i <= starter.length; i++) {
    if (i < starter.length && !starter[i]) {
      run++;
      continue;
    }
    if (run >= minimum || run === starter.length) total += run;
    run = 0;
  }
  return total;
}

/** breaks[i] = 1 when token i + 1 does not continue token i in the code as written. */
function contiguityBreaks(document: PreparedDocument): Uint8Array {
  const { files, places } = document.tokens;
  const breaks = new Uint8Array(places.length);
  for (let i = 0; i + 1 < places.length; i++) {
    const step = places[i + 1]! - places[i]!;
    if (files[i] !== files[i + 1] || step <= 0 || step > PLACE_GAP) breaks[i] = 1;
  }
  return breaks;
}

interface Piece {
  a: number;
  /** Inclusive. */
  aEnd: number;
  b: number;
  bEnd: number;
  tokens: number;
}

/** A tile cut wherever either side's code is not contiguous. */
function splitTile(tile: Tile, breaksA: Uint8Array, breaksB: Uint8Array): Piece[] {
  const pieces: Piece[] = [];
  let start = 0;
  for (let t = 0; t < tile.length; t++) {
    if (t === tile.length - 1 || breaksA[tile.a + t] || breaksB[tile.b + t]) {
      pieces.push({ a: tile.a + start, aEnd: tile.a + t, b: tile.b + start, bEnd: tile.b + t, tokens: t - start + 1 });
      start = t + 1;
    }
  }
  return pieces;
}

/** Pieces that follow each other on both sides, with small gaps and no break between them, become one fragment. */
function mergeNeighbours(pieces: Piece[], breaksA: Uint8Array, breaksB: Uint8Array): Piece[] {
  const merged: Piece[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (
      last &&
      piece.a > last.aEnd &&
      piece.b > last.bEnd &&
      piece.a - last.aEnd - 1 <= MERGE_GAP &&
      piece.b - last.bEnd - 1 <= MERGE_GAP &&
      !anyBreak(breaksA, last.aEnd, piece.a) &&
      !anyBreak(breaksB, last.bEnd, piece.b)
    ) {
      last.aEnd = piece.aEnd;
      last.bEnd = piece.bEnd;
      last.tokens += piece.tokens;
    } else {
      merged.push({ ...piece });
    }
  }
  return merged;
}

function anyBreak(breaks: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (breaks[i]) return true;
  return false;
}

/** The range tokens first..last (inclusive, one file) cover in the code as written. */
export function rangeOf(document: PreparedDocument, first: number, last: number): Range {
  const { files, starts, ends } = document.tokens;
  const file = files[first]!;
  let start = starts[first]!;
  let end = ends[first]!;
  for (let i = first; i <= last; i++) {
    start = Math.min(start, starts[i]!);
    end = Math.max(end, ends[i]!);
  }
  const lineStarts = document.lineStarts[file]!;
  const from = positionOf(lineStarts, start);
  const to = positionOf(lineStarts, end);
  return { file: document.files[file]!.path, startLine: from.line, startColumn: from.column, endLine: to.line, endColumn: to.column };
}

function compareRanges(x: Range, y: Range): number {
  return x.file < y.file ? -1 : x.file > y.file ? 1 : x.startLine - y.startLine || x.startColumn - y.startColumn;
}

function linesOf(range: Range): number {
  return range.endLine - range.startLine + 1;
}

function distinctLines(ranges: Range[]): number {
  const seen = new Set<string>();
  for (const range of ranges) {
    for (let line = range.startLine; line <= range.endLine; line++) seen.add(`${range.file}\n${line}`);
  }
  return seen.size;
}
