import { PairColumnsBuilder, pairObjects, type PairColumns } from './pair-columns';
import { combinedSimilarity } from './scoring';
import type { Fingerprints, PairScore, ScoredPairs } from './types';

// An inverted index of winnowed fingerprints (docs/SIMILARITY.md, Engine). Candidate pairs come only from shared
// postings, never from a loop over all pairs. A fingerprint's weight falls with the number of documents that
// hold it (an idf-like weight, made steeper): code everybody writes the same way, or was given, says little about
// copying. A pair's structural similarity is mostly the weighted share of both documents' fingerprints they have
// in common (2·shared / (W(a) + W(b)), from 0 to 1), partly the share of the smaller one's (pairSimilarity), combined
// with the lexical channel as scoring.ts says.

interface Entry {
  fingerprints: Fingerprints;
  /** Order of adding: pairs from `score()` name the earlier document first. */
  sequence: number;
  /** Place among the indexed documents (`fingerprints()`), set for one scoring. */
  position: number;
  /** Distinct hashes, ascending. */
  unique: Uint32Array;
  /** Every kept hash, ascending, with the line it starts on. */
  sortedHashes: Uint32Array;
  sortedLines: Uint32Array;
  /** The largest of `sortedLines`. */
  maxLine: number;
  /** Scratch for one scoring: candidate gathering, and each kept hash's weight (aligned with sortedHashes). */
  stamp: number;
  weights: Float64Array;
  total: number;
}

/** Lines between two matched fingerprints that a matching fragment is assumed to bridge (estimates only). */
const LINE_GAP = 3;

export class SimilarityIndex {
  private readonly entries = new Map<string, Entry>();
  private readonly postings = new Map<number, Entry[]>();
  private sequence = 0;

  /** Documents in the index. */
  get size(): number {
    return this.entries.size;
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  /** Adds (or replaces) a document. */
  add(fingerprints: Fingerprints): void {
    this.remove(fingerprints.id);
    const entry = entryOf(fingerprints, this.sequence++);
    this.entries.set(fingerprints.id, entry);
    for (const hash of entry.unique) {
      const list = this.postings.get(hash);
      if (list) list.push(entry);
      else this.postings.set(hash, [entry]);
    }
  }

  /** Removes a document (a submission replaced by a newer version). */
  remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    for (const hash of entry.unique) {
      const list = this.postings.get(hash)!;
      const rest = list.filter((other) => other !== entry);
      if (rest.length > 0) this.postings.set(hash, rest);
      else this.postings.delete(hash);
    }
  }

  /** The indexed documents' fingerprints, in the order `score` takes them (a thread's index is built in this order). */
  fingerprints(): Fingerprints[] {
    return [...this.entries.values()].map((entry) => entry.fingerprints);
  }

  /**
   * Every pair of indexed documents that share fingerprints, scored, most similar first. With `part`, only the pairs
   * of every `parts`-th document, from the `part`-th on (0-based), with documents after it: the parts together are
   * every pair, each once, and come to about the same work (threads score one each, parallel/score-all.ts).
   */
  score(part?: { part: number; parts: number }): PairScore[] {
    return pairObjects(this.scoreColumns(part));
  }

  /**
   * `score()` as columns (the same pairs in the same order), pairs naming documents by their place in
   * `fingerprints()`: no object per pair (a check of 500 submissions scores about 125,000). A pair scoring under
   * `linesFrom` gets no line counts (0 and 0; its similarity is the same): finding which lines match takes a pass
   * over both documents' fingerprints, about half of scoring, and a check keeps no pair under its floor unaligned.
   */
  scoreColumns(part?: { part: number; parts: number }, linesFrom = 0): ScoredPairs {
    const count = this.entries.size;
    const weightOf = cachedWeights((hash) => fingerprintWeight(this.postings.get(hash)?.length ?? 0, count));
    let maxLine = 0;
    let position = 0;
    for (const entry of this.entries.values()) {
      entry.stamp = -1;
      entry.position = position++;
      entry.weights = weightsOf(entry, weightOf);
      entry.total = totalWeight(entry);
      maxLine = Math.max(maxLine, entry.maxLine);
    }
    const scratch = new LineScratch(maxLine);
    const pairs = new PairColumnsBuilder();
    const lines: MatchedLines = { longestMatch: 0, matchedLines: 0 };
    // Each candidate's shared weight, summed over the postings in ascending hash order: the very sum a pass over
    // both documents' fingerprints makes (matchLines), without the pass.
    const shared = new Float64Array(count);
    for (const entry of this.entries.values()) {
      if (part && entry.position % part.parts !== part.part) continue;
      for (const other of this.candidates(entry, weightOf, (other) => other.sequence > entry.sequence, shared)) {
        const similarity = pairSimilarity(entry, other, shared[other.position]!, entry.total + other.total, Math.min(entry.total, other.total));
        shared[other.position] = 0;
        if (similarity <= 0) continue;
        if (similarity >= linesFrom) {
          matchLines(entry, other, scratch, lines);
          pairs.push(entry.position, other.position, similarity, lines.longestMatch, lines.matchedLines);
        } else {
          pairs.push(entry.position, other.position, similarity, 0, 0);
        }
      }
    }
    const columns: PairColumns = pairs.sorted();
    return { ids: [...this.entries.keys()], ...columns };
  }

  /**
   * One document (indexed or not) against every other indexed document, most similar first; each pair names
   * this document first. The scores are those `score()` would give after `add(fingerprints)`.
   */
  scoreAgainst(fingerprints: Fingerprints): PairScore[] {
    const stored = this.entries.get(fingerprints.id);
    const entry = entryOf(fingerprints, this.sequence);
    const count = this.entries.size + (stored ? 0 : 1);
    const weightOf = cachedWeights((hash) => {
      const indexed = this.postings.get(hash)?.length ?? 0;
      const holders = indexed - (stored && contains(stored.unique, hash) ? 1 : 0) + (contains(entry.unique, hash) ? 1 : 0);
      return fingerprintWeight(holders, count);
    });
    for (const other of this.entries.values()) other.stamp = -1;
    entry.weights = weightsOf(entry, weightOf);
    entry.total = totalWeight(entry);
    const candidates = this.candidates(entry, weightOf, (other) => other.fingerprints.id !== fingerprints.id);
    let maxLine = entry.maxLine;
    for (const other of candidates) maxLine = Math.max(maxLine, other.maxLine);
    const scratch = new LineScratch(maxLine);
    const pairs: PairScore[] = [];
    const lines: MatchedLines = { longestMatch: 0, matchedLines: 0 };
    for (const other of candidates) {
      // The other document's weights as they would be with this one added (only its own total needs them).
      const total = totalWeight({ ...other, weights: weightsOf(other, weightOf) });
      const similarity = pairSimilarity(entry, other, matchLines(entry, other, scratch, lines), entry.total + total, Math.min(entry.total, total));
      const { longestMatch, matchedLines } = lines;
      if (similarity > 0) pairs.push({ a: entry.fingerprints.id, b: other.fingerprints.id, similarity, longestMatch, matchedLines });
    }
    return pairs.sort(bySimilarity);
  }

  /**
   * Indexed documents sharing a fingerprint of some weight with `entry` (each once, in the order first met). With
   * `shared` (by place), each one's weight in common with `entry` is added up there.
   */
  private candidates(entry: Entry, weightOf: (hash: number) => number, accept: (other: Entry) => boolean, shared?: Float64Array): Entry[] {
    const found: Entry[] = [];
    for (const hash of entry.unique) {
      const list = this.postings.get(hash);
      const weight = weightOf(hash);
      if (!list || weight === 0) continue;
      for (const other of list) {
        if (other === entry) continue;
        if (other.stamp !== entry.sequence) {
          if (!accept(other)) continue;
          other.stamp = entry.sequence;
          found.push(other);
        }
        if (shared) shared[other.position] = shared[other.position]! + weight;
      }
    }
    return found;
  }
}

/**
 * How much a fingerprint held by `holders` of `count` documents counts: 1 when at most a tenth of the check, and
 * at most ten documents, hold it (FULL_SHARE, FULL_MAX; at least two), falling as more do, close to 0 when all do. The fall is an inverse
 * document frequency raised to the power COMMON_STRUCTURE_PENALTY: structure that most submissions of a check share
 * is what the task makes everybody write, so it should say less than an idf alone says, and independent solutions
 * built from it sink below copies, which share rarer code (on the AI-era Java task, refactored copies rise from an
 * average precision of 0.84 to 0.89 and the mixed check from 0.57 to 0.59; 2 would lift Java further but cost the
 * C++ task more). Code a small group holds is not what everybody writes: a solution passed around a group, or one
 * leaked and copied by several students, is held by the whole group, and falling from two holders on would count
 * the group's own copying against it (on the AI-era tasks, where 15 AI rewrites of one program sit in one check,
 * AI obfuscations' AP rises from 0.933 to 0.950 on Java and from 0.869 to 0.881 on C++). Without the ten, a large
 * class would count fully what fifty students write alike (a check of 500 kept a quarter more pairs).
 * It never reaches 0: a pair whose code is all common code still compares by the share it has in common, only
 * with less weight against rarer code.
 */
export function fingerprintWeight(holders: number, count: number): number {
  const full = Math.min(FULL_MAX, Math.max(2, Math.floor(FULL_SHARE * count)));
  if (holders <= full) return 1;
  return Math.min(1, Math.log((count + 1) / holders) / Math.log((count + 1) / full)) ** COMMON_STRUCTURE_PENALTY;
}
const COMMON_STRUCTURE_PENALTY = 1.5;
const FULL_SHARE = 0.1;
const FULL_MAX = 10;

function entryOf(fingerprints: Fingerprints, sequence: number): Entry {
  const order = Array.from(fingerprints.hashes.keys()).sort((x, y) => fingerprints.hashes[x]! - fingerprints.hashes[y]!);
  const sortedHashes = Uint32Array.from(order, (i) => fingerprints.hashes[i]!);
  const sortedLines = Uint32Array.from(order, (i) => fingerprints.lines[i] ?? 0);
  const unique: number[] = [];
  for (const hash of sortedHashes) if (unique[unique.length - 1] !== hash) unique.push(hash);
  let maxLine = 0;
  for (const line of sortedLines) maxLine = Math.max(maxLine, line);
  return {
    fingerprints,
    sequence,
    position: -1,
    unique: Uint32Array.from(unique),
    sortedHashes,
    sortedLines,
    maxLine,
    stamp: -1,
    weights: new Float64Array(0),
    total: 0,
  };
}

function cachedWeights(compute: (hash: number) => number): (hash: number) => number {
  const weights = new Map<number, number>();
  return (hash) => {
    let weight = weights.get(hash);
    if (weight === undefined) {
      weight = compute(hash);
      weights.set(hash, weight);
    }
    return weight;
  };
}

function weightsOf(entry: Entry, weightOf: (hash: number) => number): Float64Array {
  const weights = new Float64Array(entry.sortedHashes.length);
  for (let i = 0; i < weights.length; i++) {
    weights[i] = i > 0 && entry.sortedHashes[i] === entry.sortedHashes[i - 1] ? weights[i - 1]! : weightOf(entry.sortedHashes[i]!);
  }
  return weights;
}

/** The sum of the weights of an entry's distinct hashes, in ascending hash order (so every caller sums alike). */
function totalWeight(entry: Pick<Entry, 'sortedHashes' | 'weights'>): number {
  let total = 0;
  const { sortedHashes, weights } = entry;
  for (let i = 0; i < sortedHashes.length; i++) if (i === 0 || sortedHashes[i] !== sortedHashes[i - 1]) total += weights[i]!;
  return total;
}

function contains(sorted: Uint32Array, value: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = sorted[middle]!;
    if (at === value) return true;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** Marks of matched lines on each side, reused across pairs. */
class LineScratch {
  readonly a: Uint8Array;
  readonly b: Uint8Array;

  constructor(maxLine: number) {
    this.a = new Uint8Array(maxLine + 1);
    this.b = new Uint8Array(maxLine + 1);
  }
}

/**
 * The structural similarity is mostly Dice's share of both documents' weighted fingerprints in common, partly
 * (CONTAINMENT_SHARE) the share of the smaller document's: a copy that an AI model or a refactoring tool grew or
 * shrank keeps most of the smaller side inside the larger, which Dice alone reads as less similar (on the AI-era
 * Java task, refactored copies' average precision rises from 0.89 to 0.91 and AI obfuscations' from 0.89 to 0.91,
 * C++ obfuscations' from 0.87 to 0.88; a larger share lifts them further but costs PROGpedia and IR-Plag).
 */
const CONTAINMENT_SHARE = 0.3;

/** A pair's line counts, written by matchLines into one object reused for every pair. */
interface MatchedLines {
  longestMatch: number;
  matchedLines: number;
}

/** One pass over both documents' fingerprints: the lines they match on (into `into`), and the weight they share. */
function matchLines(x: Entry, y: Entry, scratch: LineScratch, into: MatchedLines): number {
  const marksX = scratch.a;
  const marksY = scratch.b;
  let shared = 0;
  let i = 0;
  let j = 0;
  const hx = x.sortedHashes;
  const hy = y.sortedHashes;
  const lx = x.sortedLines;
  const ly = y.sortedLines;
  let lowX = Infinity;
  let highX = -1;
  let lowY = Infinity;
  let highY = -1;
  while (i < hx.length && j < hy.length) {
    const a = hx[i]!;
    const b = hy[j]!;
    if (a < b) i++;
    else if (b < a) j++;
    else {
      // Both sides hold the hash, so its weight is the same in either's array.
      const weight = x.weights[i]!;
      shared += weight;
      for (; i < hx.length && hx[i] === a; i++) {
        marksX[lx[i]!] = 1;
        lowX = Math.min(lowX, lx[i]!);
        highX = Math.max(highX, lx[i]!);
      }
      for (; j < hy.length && hy[j] === a; j++) {
        marksY[ly[j]!] = 1;
        lowY = Math.min(lowY, ly[j]!);
        highY = Math.max(highY, ly[j]!);
      }
    }
  }
  const [linesA, longestA] = lineRuns(marksX, lowX, highX);
  const [linesB, longestB] = lineRuns(marksY, lowY, highY);
  into.longestMatch = Math.max(longestA, longestB);
  into.matchedLines = linesA + linesB;
  return shared;
}

/** A pair's similarity from the weight its documents' fingerprints have in common (what matchLines returns). */
function pairSimilarity(x: Entry, y: Entry, shared: number, totalWeights: number, smaller: number): number {
  const dice = totalWeights > 0 ? (2 * shared) / totalWeights : 0;
  const containment = smaller > 0 ? shared / smaller : 0;
  const structural = Math.min(1, (1 - CONTAINMENT_SHARE) * dice + CONTAINMENT_SHARE * containment);
  return structural > 0
    ? combinedSimilarity(structural, x.fingerprints.lexemes, y.fingerprints.lexemes, Math.max(x.fingerprints.tokenCount, y.fingerprints.tokenCount))
    : 0;
}

/** Distinct marked lines in low..high and the longest run of them (small gaps bridged); clears the marks. */
function lineRuns(marks: Uint8Array, low: number, high: number): [number, number] {
  if (high < 0) return [0, 0];
  let distinct = 0;
  let longest = 0;
  let runStart = -1;
  let previous = -1;
  for (let line = low; line <= high; line++) {
    if (!marks[line]) continue;
    marks[line] = 0;
    distinct++;
    if (previous < 0 || line - previous > LINE_GAP) runStart = line;
    longest = Math.max(longest, line - runStart + 1);
    previous = line;
  }
  return [distinct, longest];
}

/** Most similar first; between equals, the one with more matched lines. */
export function bySimilarity(x: PairScore, y: PairScore): number {
  return y.similarity - x.similarity || y.matchedLines - x.matchedLines;
}
