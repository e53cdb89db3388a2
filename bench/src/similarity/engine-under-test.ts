// What the benchmark asks of an engine, so that ours and the baseline answer the same questions on the same inputs.
import type { SourceFile, SubmissionDocument } from '@marginalia/similarity';

/** One check: documents compared with one another, with the starter code nothing may match. */
export interface Collection {
  documents: SubmissionDocument[];
  starter?: SourceFile[];
  /** Java unless said otherwise. */
  language?: 'java' | 'cpp';
}

/** Each asked pair's similarity (0..1), in the order asked; a pair the engine does not report scores 0. */
export interface ScoredPairs {
  /** The engine's score of every pair of the check (Marginalia: the fingerprint index's, discounted as a check does). */
  scores: number[];
  /**
   * Marginalia only: the scores a check shows, where its closest pairs are re-scored with their exact alignment
   * (`refineDiscountedScore`, as the server's check does) and the others keep the index's score.
   */
  shown?: number[];
}

export interface EngineUnderTest {
  name: string;
  scorePairs(collection: Collection, pairs: ReadonlyArray<readonly [string, string]>): Promise<ScoredPairs>;
  /** The lines (from 1) of `copy` that the engine's fragments between `original` and `copy` cover. */
  matchedLines(original: SubmissionDocument, copy: SubmissionDocument, starter?: SourceFile[]): Promise<Set<number>>;
}

export const pairKey = (a: string, b: string) => (a < b ? `${a}\0${b}` : `${b}\0${a}`);

/** Lines from..to (from 1), an end at column 0 of a later line not counting that line. */
export function linesOf(startLine: number, endLine: number, endColumn: number, into: Set<number>) {
  const last = endColumn === 0 && endLine > startLine ? endLine - 1 : endLine;
  for (let line = startLine; line <= last; line += 1) into.add(line);
}
