// @marginalia/similarity: the similarity engine (docs/SIMILARITY.md).
//
//   const engine = await loadEngine();                       // loads the tree-sitter grammars once per process
//   const language = detectLanguage(paths);                   // for `auto`
//   const fp = engine.fingerprint(document, options);         // tokens -> normalized -> winnowed fingerprints
//   const index = new SimilarityIndex(); index.add(fp) ...    // inverted index: candidate pairs without N² work
//   index.score(): PairScore[]                                // every pair that shares fingerprints, scored
//   const threads = startEngineThreads();                     // worker threads that share a check's work:
//   await engine.fingerprintAll(documents, options, { threads }); await scoreAll(index, threads); threads.close()
//   index.scoreAgainst(fp): PairScore[]                       // a new document against the stored ones (incremental)
//   engine.align(docA, docB, options): Alignment              // exact fragments with line/column ranges
//   discountCommonResemblance(scores, ids)                    // pairs of look-alike documents count less
//   scoreAllColumns / discountCommonResemblanceColumns        // the same as columns: no object per pair
//   refineDiscountedScore(score, alignment): PairScore        // the score to show for an aligned pair
//   encodeFingerprints(fp) / decodeFingerprints(bytes)        // storage of the index between runs
//   groupsAt(count, pairs, threshold) / groupLevels(count, pairs)  // groups of resembling submissions (average linkage)
//   ENGINE_VERSION                                            // stored fingerprints of another version: rebuild
export type * from './types';
export { ENGINE_VERSION, loadEngine, type FingerprintRun, type SimilarityEngine } from './engine';
export { detectLanguage } from './languages';
export { SimilarityIndex } from './fingerprint-index';
export { startEngineThreads, THREADED_FROM, type EngineThreads } from './parallel/threads';
export { scoreAll, scoreAllColumns } from './parallel/score-all';
export { refinePairScore } from './scoring';
export {
  COMMON_RESEMBLANCE_FROM,
  discountAgainst,
  discountCommonResemblance,
  discountCommonResemblanceColumns,
  discountedAt,
  refineDiscountedScore,
  type DiscountedPairs,
  type DiscountedScore,
  type Resemblance,
} from './common-resemblance';
export { encodeFingerprints, decodeFingerprints } from './encoding';
export { allMerges, groupLevels, groupsAt, type GroupMerge, type IndexedPair } from './groups';
