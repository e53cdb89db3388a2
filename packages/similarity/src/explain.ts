import { matchableTokens } from './alignment';
import { positionOf, type NormalizationReport, type PreparedDocument } from './document';
import type { Tile } from './tiling';
import { kindId } from './tokens';
import type { Alignment, DeadCodeSpan, Explanation, Fragment, Range, Rename, RewriteSpan, SideExplanation } from './types';

// Facts behind a pair's score, for an instructor who has to say why two submissions are alike (docs/SIMILARITY.md,
// "Explaining a score"): what normalization set aside or rewrote on each side, which names and literals differ
// inside the matching code, and whether that code comes in another order or in other files. Everything here is
// read off what the comparison already did; nothing in it feeds back into a score.

export interface ExplainSide {
  document: PreparedDocument;
  /** 1 for tokens inside starter code. */
  starter: Uint8Array;
  report: NormalizationReport;
}

/** The renames listed (the most frequent first); `renameCount` counts them all. */
const LISTED_RENAMES = 10;

export function explainAlignment(left: ExplainSide, right: ExplainSide, alignment: Alignment, tiles: readonly Tile[], minimum: number): Explanation {
  const matched = tiles.reduce((sum, tile) => sum + tile.length, 0);
  const { renames, renameCount, changedLiterals } = namesAndLiterals(left, right, tiles);
  return {
    left: sideFacts(left, matched, minimum),
    right: sideFacts(right, matched, minimum),
    renameCount,
    renames,
    changedLiterals,
    reordered: isReordered(alignment.fragments, minimum),
    movedBetweenFiles: isMovedBetweenFiles(alignment.fragments, minimum),
    alignment,
  };
}

function sideFacts(side: ExplainSide, matched: number, minimum: number): SideExplanation {
  const { document, report } = side;
  const deadCode: DeadCodeSpan[] = outermost(report.dropped, () => '').map((span) => ({
    reason: span.reason,
    range: rangeAt(document, span.file, span.start, span.end),
  }));
  // A rewrite inside another of its kind (`Optional.of(x).get()`) is one disguise, not two.
  const rewrites: RewriteSpan[] = outermost(report.rewrites, (span) => span.kind).map((span) => ({
    kind: span.kind,
    part: span.part,
    range: rangeAt(document, span.file, span.start, span.end),
  }));
  const own = matchableTokens(side.starter, minimum);
  return {
    deadCode: sortByRange(deadCode),
    rewrites: sortByRange(rewrites),
    starterLines: starterLines(side),
    matchedShare: own === 0 ? 0 : Math.min(1, matched / own),
  };
}

interface Span {
  file: number;
  start: number;
  end: number;
}

/**
 * The spans that lie inside no other span of the same group (an equal span counts as inside: the same node
 * reported twice is one). Spans come from syntax trees, so they nest or are apart: sorted by start, a span is
 * inside the last kept span of its group exactly when it ends before that one does.
 */
function outermost<T extends Span>(spans: readonly T[], groupOf: (span: T) => string): T[] {
  const sorted = [...spans].sort((x, y) => x.file - y.file || x.start - y.start || y.end - x.end);
  const last = new Map<string, T>();
  return sorted.filter((span) => {
    const group = groupOf(span);
    const outer = last.get(group);
    if (outer && outer.file === span.file && span.start >= outer.start && span.end <= outer.end) return false;
    last.set(group, span);
    return true;
  });
}

function sortByRange<T extends { range: Range }>(spans: T[]): T[] {
  return spans.sort(
    (x, y) =>
      (x.range.file < y.range.file ? -1 : x.range.file > y.range.file ? 1 : 0) ||
      x.range.startLine - y.range.startLine ||
      x.range.startColumn - y.range.startColumn,
  );
}

function rangeAt(document: PreparedDocument, file: number, start: number, end: number): Range {
  const lineStarts = document.lineStarts[file]!;
  const from = positionOf(lineStarts, start);
  const to = positionOf(lineStarts, end);
  return { file: document.files[file]!.path, startLine: from.line, startColumn: from.column, endLine: to.line, endColumn: to.column };
}

/** Distinct lines on which tokens of starter code start. */
function starterLines(side: ExplainSide): number {
  const { files, starts } = side.document.tokens;
  const lines = new Set<string>();
  for (let i = 0; i < side.starter.length; i++) {
    if (!side.starter[i]) continue;
    lines.add(`${files[i]} ${positionOf(side.document.lineStarts[files[i]!]!, starts[i]!).line}`);
  }
  return lines.size;
}

const ATOM = kindId('atom');
/** Delimiters a token's range may have grown to cover (ast-tokens.ts), cut off before reading its text. */
const TRAILING_DELIMITERS = /[\s;,(){}[\]:.>-]+$/;
const NAME = /^[A-Za-z_$][\w$]*(?:::~?[A-Za-z_$][\w$]*)*$/;
/** Words that read like names but are values. */
const VALUE_WORDS = new Set(['true', 'false', 'True', 'False', 'null', 'nullptr', 'None', 'undefined', 'NULL']);

/**
 * Names and literals that differ at aligned places of the matching code. A name counts as renamed when most of
 * its aligned places on each side pair it with the same other name (so one accidental pairing is not a rename).
 */
function namesAndLiterals(left: ExplainSide, right: ExplainSide, tiles: readonly Tile[]): { renames: Rename[]; renameCount: number; changedLiterals: number } {
  const rewrittenLeft = rewrittenUses(left.report);
  const rewrittenRight = rewrittenUses(right.report);
  const pairs = new Map<string, Map<string, number>>();
  const leftTotals = new Map<string, number>();
  const rightTotals = new Map<string, number>();
  const literals = new Set<string>();
  for (const tile of tiles) {
    for (let t = 0; t < tile.length; t++) {
      const i = tile.a + t;
      const j = tile.b + t;
      if (left.document.tokens.kinds[i] !== ATOM) continue;
      const x = atomText(left, i, rewrittenLeft);
      const y = atomText(right, j, rewrittenRight);
      if (x === null || y === null) continue;
      const xIsName = isName(x);
      if (xIsName !== isName(y)) continue;
      if (!xIsName) {
        if (x !== y) literals.add(`${x}\n${y}`);
        continue;
      }
      leftTotals.set(x, (leftTotals.get(x) ?? 0) + 1);
      rightTotals.set(y, (rightTotals.get(y) ?? 0) + 1);
      let row = pairs.get(x);
      if (!row) pairs.set(x, (row = new Map()));
      row.set(y, (row.get(y) ?? 0) + 1);
    }
  }
  const renames: Rename[] = [];
  for (const [x, row] of pairs) {
    for (const [y, occurrences] of row) {
      if (x === y) continue;
      if (occurrences * 2 > leftTotals.get(x)! && occurrences * 2 > rightTotals.get(y)!) renames.push({ left: x, right: y, occurrences });
    }
  }
  renames.sort((p, q) => q.occurrences - p.occurrences || (p.left < q.left ? -1 : p.left > q.left ? 1 : 0));
  return { renames: renames.slice(0, LISTED_RENAMES), renameCount: renames.length, changedLiterals: literals.size };
}

/** Offsets of code read as something else: its tokens carry the range of what was written, not their own text. */
function rewrittenUses(report: NormalizationReport): Set<string> {
  return new Set(report.rewrites.filter((span) => span.part === 'use').map((span) => `${span.file} ${span.start} ${span.end}`));
}

function atomText(side: ExplainSide, token: number, rewritten: ReadonlySet<string>): string | null {
  const { files, starts, ends } = side.document.tokens;
  const file = files[token]!;
  const start = starts[token]!;
  const end = ends[token]!;
  if (rewritten.size > 0 && rewritten.has(`${file} ${start} ${end}`)) return null;
  const source = side.document.files[file]?.text;
  if (source === undefined) return null;
  const text = source.slice(start, end).replace(TRAILING_DELIMITERS, '');
  return text.length === 0 ? null : text;
}

function isName(text: string): boolean {
  return NAME.test(text) && !VALUE_WORDS.has(text);
}

/**
 * Whether matching code comes in another order on the two sides: within each pair of files, fragments taken in
 * the left's order must also ascend on the right, except for a few tokens (greedy tiling may pair two alike
 * statements crosswise).
 */
function isReordered(fragments: readonly Fragment[], minimum: number): boolean {
  const groups = new Map<string, Fragment[]>();
  let total = 0;
  for (const fragment of fragments) {
    const key = `${fragment.left.file}\n${fragment.right.file}`;
    const group = groups.get(key);
    if (group) group.push(fragment);
    else groups.set(key, [fragment]);
    total += fragment.tokens;
  }
  let outOfOrder = 0;
  for (const group of groups.values()) {
    group.sort((x, y) => x.left.startLine - y.left.startLine || x.left.startColumn - y.left.startColumn);
    outOfOrder += group.reduce((sum, fragment) => sum + fragment.tokens, 0) - increasingWeight(group);
  }
  return outOfOrder >= Math.max(minimum, 0.05 * total);
}

/** The most tokens in fragments whose right starts ascend in the given order (a weighted increasing subsequence). */
function increasingWeight(group: readonly Fragment[]): number {
  const best: number[] = [];
  let most = 0;
  group.forEach((fragment, index) => {
    let weight = fragment.tokens;
    for (let previous = 0; previous < index; previous++) {
      if (before(group[previous]!.right, fragment.right)) weight = Math.max(weight, best[previous]! + fragment.tokens);
    }
    best.push(weight);
    most = Math.max(most, weight);
  });
  return most;
}

function before(x: Range, y: Range): boolean {
  return x.startLine < y.startLine || (x.startLine === y.startLine && x.startColumn < y.startColumn);
}

/** Whether matching code of one file sits in several files on the other side (beyond a few tokens). */
function isMovedBetweenFiles(fragments: readonly Fragment[], minimum: number): boolean {
  const leftTo = new Map<string, Map<string, number>>();
  const rightTo = new Map<string, Map<string, number>>();
  const add = (map: Map<string, Map<string, number>>, from: string, to: string, tokens: number) => {
    let row = map.get(from);
    if (!row) map.set(from, (row = new Map()));
    row.set(to, (row.get(to) ?? 0) + tokens);
  };
  for (const fragment of fragments) {
    add(leftTo, fragment.left.file, fragment.right.file, fragment.tokens);
    add(rightTo, fragment.right.file, fragment.left.file, fragment.tokens);
  }
  const spread = (map: Map<string, Map<string, number>>) =>
    [...map.values()].some((row) => [...row.values()].filter((tokens) => tokens >= minimum).length > 1);
  return spread(leftTo) || spread(rightTo);
}
