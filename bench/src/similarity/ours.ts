// Marginalia's engine (packages/similarity), through its public interface only: every document fingerprinted,
// the index built and scored as a check does, and exact alignment for fragments.
import { SIMILARITY_MIN_MATCH_TOKENS } from '@marginalia/contracts';
import { loadEngine, SimilarityIndex, type EngineOptions, type SimilarityEngine, type SourceFile } from '@marginalia/similarity';
import { linesOf, pairKey, type EngineUnderTest } from './engine-under-test';

export function javaOptions(starter?: SourceFile[]): EngineOptions {
  return { language: 'java', minimumMatchTokens: SIMILARITY_MIN_MATCH_TOKENS.default, ...(starter ? { starter } : {}) };
}

export async function ourEngine(): Promise<EngineUnderTest> {
  const engine: SimilarityEngine = await loadEngine();
  return {
    name: 'Marginalia',
    async scorePairs(collection, pairs) {
      const options = javaOptions(collection.starter);
      const index = new SimilarityIndex();
      for (const document of collection.documents) index.add(engine.fingerprint(document, options));
      const scores = new Map(index.score().map((pair) => [pairKey(pair.a, pair.b), pair.similarity]));
      return pairs.map(([a, b]) => scores.get(pairKey(a, b)) ?? 0);
    },
    async matchedLines(original, copy, starter) {
      const alignment = engine.align(original, copy, javaOptions(starter));
      const lines = new Set<number>();
      for (const fragment of alignment.fragments) linesOf(fragment.right.startLine, fragment.right.endLine, fragment.right.endColumn, lines);
      return lines;
    },
  };
}
