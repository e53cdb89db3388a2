import type { Alignment, EngineOptions, Fingerprints, SubmissionDocument } from './types';

export interface SimilarityEngine {
  /** Tokenizes, normalizes and winnows one document. */
  fingerprint(document: SubmissionDocument, options: EngineOptions): Fingerprints;
  /** Aligns two documents exactly: their matching fragments (neighbouring matches merged) and scores. */
  align(a: SubmissionDocument, b: SubmissionDocument, options: EngineOptions): Alignment;
}

/** Loads the tree-sitter runtime and grammars (once per process; later calls share the first). */
export async function loadEngine(): Promise<SimilarityEngine> {
  throw new Error('The similarity engine is not built yet.');
}
