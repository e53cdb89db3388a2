import { loadEngine, type SimilarityEngine } from '@marginalia/similarity';

// The engine loads its tree-sitter runtime once per process, and each grammar the first time a check's files take
// it (engine.prepare): every check and every pair aligned on request shares what is loaded. A failed load is
// forgotten, so that the next check tries again.

let loading: Promise<SimilarityEngine> | undefined;

export function similarityEngine(): Promise<SimilarityEngine> {
  loading ??= loadEngine({ grammars: 'on-demand' }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
