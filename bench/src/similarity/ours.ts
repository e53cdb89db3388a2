// Marginalia's engine (packages/similarity), through its public interface only: every document fingerprinted,
// the index built and scored as a check does, and the pairs a check aligns (the server's own choice, limits.ts)
// aligned exactly for fragments.
import { SIMILARITY_MIN_MATCH_TOKENS } from '@marginalia/contracts';
import { discountCommonResemblance, loadEngine, refineDiscountedScore, SimilarityIndex, type EngineOptions, type SimilarityEngine, type SourceFile } from '@marginalia/similarity';
import { pairsToAlign } from '@marginalia/server/similarity/limits';
import { linesOf, pairKey, type Collection, type EngineUnderTest } from './engine-under-test';

export function javaOptions(starter?: SourceFile[], language: Collection['language'] = 'java'): EngineOptions {
  return { language, minimumMatchTokens: SIMILARITY_MIN_MATCH_TOKENS.default, ...(starter ? { starter } : {}) };
}

export async function ourEngine(): Promise<EngineUnderTest> {
  const engine: SimilarityEngine = await loadEngine();
  return {
    name: 'Marginalia',
    async scorePairs(collection, pairs) {
      const options = javaOptions(collection.starter, collection.language);
      const index = new SimilarityIndex();
      for (const document of collection.documents) index.add(engine.fingerprint(document, options));
      const raw = index.score();
      const ids = collection.documents.map((document) => document.id);
      // As a check scores (docs/SIMILARITY.md, "Common resemblance"): pairs of look-alike documents count less.
      const { scores: scored } = discountCommonResemblance(raw, ids);
      const scores = new Map(scored.map((pair) => [pairKey(pair.a, pair.b), pair.similarity]));
      const byId = new Map(collection.documents.map((document) => [document.id, document]));
      const shown = new Map(scores);
      for (const pair of pairsToAlign(scored)) {
        // The score a check shows for an aligned pair: the engine's own combination of estimate and alignment.
        const alignment = engine.align(byId.get(pair.a)!, byId.get(pair.b)!, options);
        shown.set(pairKey(pair.a, pair.b), refineDiscountedScore(pair, alignment).similarity);
      }
      return {
        scores: pairs.map(([a, b]) => scores.get(pairKey(a, b)) ?? 0),
        shown: pairs.map(([a, b]) => shown.get(pairKey(a, b)) ?? 0),
      };
    },
    async matchedLines(original, copy, starter) {
      const alignment = engine.align(original, copy, javaOptions(starter));
      const lines = new Set<number>();
      for (const fragment of alignment.fragments) linesOf(fragment.right.startLine, fragment.right.endLine, fragment.right.endColumn, lines);
      return lines;
    },
  };
}
