import { loadEngine, type SimilarityEngine } from '@marginalia/similarity';

// The engine loads its tree-sitter runtime and grammars once per process: every check and every pair aligned on
// request shares the first load. A failed load is forgotten, so that the next check tries again.

let loading: Promise<SimilarityEngine> | undefined;

export function similarityEngine(): Promise<SimilarityEngine> {
  loading ??= loadEngine().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
