import type { PairScore, ScoredPairs } from './types';

// Scored pairs kept as columns (types.ts, ScoredPairs): what scoring every pair of a check makes, and what engine
// threads send back. Objects are made only for the pairs a caller keeps.

/** Pairs' columns without their documents' ids (what a thread sends: positions in the fingerprints it was sent). */
export type PairColumns = Omit<ScoredPairs, 'ids'>;

/** Collects pairs in growing columns. */
export class PairColumnsBuilder {
  private size = 0;
  private a = new Uint32Array(1024);
  private b = new Uint32Array(1024);
  private similarity = new Float64Array(1024);
  private longestMatch = new Float64Array(1024);
  private matchedLines = new Float64Array(1024);

  push(a: number, b: number, similarity: number, longestMatch: number, matchedLines: number): void {
    if (this.size === this.a.length) this.grow();
    const at = this.size++;
    this.a[at] = a;
    this.b[at] = b;
    this.similarity[at] = similarity;
    this.longestMatch[at] = longestMatch;
    this.matchedLines[at] = matchedLines;
  }

  /** The pairs collected, most similar first (sortPairColumns). */
  sorted(): PairColumns {
    const columns = { a: this.a, b: this.b, similarity: this.similarity, longestMatch: this.longestMatch, matchedLines: this.matchedLines };
    return sortPairColumns(columns, this.size);
  }

  private grow(): void {
    const capacity = this.a.length * 2;
    const grown = <T extends Uint32Array | Float64Array>(array: T, make: (length: number) => T): T => {
      const next = make(capacity);
      next.set(array);
      return next;
    };
    this.a = grown(this.a, (n) => new Uint32Array(n));
    this.b = grown(this.b, (n) => new Uint32Array(n));
    this.similarity = grown(this.similarity, (n) => new Float64Array(n));
    this.longestMatch = grown(this.longestMatch, (n) => new Float64Array(n));
    this.matchedLines = grown(this.matchedLines, (n) => new Float64Array(n));
  }
}

/**
 * The first `count` pairs of `columns`, most similar first and, between equals, the one with more matched lines
 * (fingerprint-index.ts, bySimilarity); pairs equal in both keep their order, as a stable sort of objects does.
 */
export function sortPairColumns(columns: PairColumns, count = columns.a.length): PairColumns {
  const { similarity, matchedLines } = columns;
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  order.sort((x, y) => similarity[y]! - similarity[x]! || matchedLines[y]! - matchedLines[x]! || x - y);
  const gather = <T extends Uint32Array | Float64Array>(from: T, into: T): T => {
    for (let i = 0; i < count; i++) into[i] = from[order[i]!]!;
    return into;
  };
  return {
    a: gather(columns.a, new Uint32Array(count)),
    b: gather(columns.b, new Uint32Array(count)),
    similarity: gather(columns.similarity, new Float64Array(count)),
    longestMatch: gather(columns.longestMatch, new Float64Array(count)),
    matchedLines: gather(columns.matchedLines, new Float64Array(count)),
  };
}

/** Several parts' pairs one after the other. */
export function concatPairColumns(parts: readonly PairColumns[]): PairColumns {
  const count = parts.reduce((sum, part) => sum + part.a.length, 0);
  const joined = <T extends Uint32Array | Float64Array>(pick: (part: PairColumns) => T, into: T): T => {
    let at = 0;
    for (const part of parts) {
      into.set(pick(part), at);
      at += part.a.length;
    }
    return into;
  };
  return {
    a: joined((part) => part.a, new Uint32Array(count)),
    b: joined((part) => part.b, new Uint32Array(count)),
    similarity: joined((part) => part.similarity, new Float64Array(count)),
    longestMatch: joined((part) => part.longestMatch, new Float64Array(count)),
    matchedLines: joined((part) => part.matchedLines, new Float64Array(count)),
  };
}

/** Pair `i` as an object. */
export function pairAt(pairs: ScoredPairs, i: number): PairScore {
  return {
    a: pairs.ids[pairs.a[i]!]!,
    b: pairs.ids[pairs.b[i]!]!,
    similarity: pairs.similarity[i]!,
    longestMatch: pairs.longestMatch[i]!,
    matchedLines: pairs.matchedLines[i]!,
  };
}

/** Every pair as an object, in order. */
export function pairObjects(pairs: ScoredPairs): PairScore[] {
  return Array.from(pairs.a, (_, i) => pairAt(pairs, i));
}
