import type { Fingerprints, PairScore } from './types';

/** An inverted index of winnowed fingerprints: pairs are scored only when they share fingerprints. */
export class SimilarityIndex {
  /** Adds (or replaces) a document. */
  add(fingerprints: Fingerprints): void {
    void fingerprints;
    throw new Error('The similarity engine is not built yet.');
  }
  /** Removes a document (a submission replaced by a newer version). */
  remove(id: string): void {
    void id;
    throw new Error('The similarity engine is not built yet.');
  }
  /** Every pair of indexed documents that share fingerprints, scored, most similar first. */
  score(): PairScore[] {
    throw new Error('The similarity engine is not built yet.');
  }
  /** One document (indexed or not) against every other indexed document, most similar first. */
  scoreAgainst(fingerprints: Fingerprints): PairScore[] {
    void fingerprints;
    throw new Error('The similarity engine is not built yet.');
  }
}
