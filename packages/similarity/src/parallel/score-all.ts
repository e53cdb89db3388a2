import type { SimilarityIndex } from '../fingerprint-index';
import { concatPairColumns, pairObjects, sortPairColumns } from '../pair-columns';
import type { PairScore, ScoredPairs } from '../types';
import type { ScoreColumns } from './messages';
import { THREADED_FROM, type EngineThreads } from './threads';

// Scoring every pair of a check (SimilarityIndex.score) is its second-longest step: each engine thread builds the
// same index from the same fingerprints and scores one part of the pairs while this thread scores another. A part
// whose thread fails is scored here; the result is the same either way.

export async function scoreAll(index: SimilarityIndex, threads: EngineThreads | null | undefined): Promise<PairScore[]> {
  return pairObjects(await scoreAllColumns(index, threads));
}

/**
 * `scoreAll` as columns (the same pairs in the same order): no object per pair, on either side of a thread. Pairs
 * under `linesFrom` get no line counts (SimilarityIndex.scoreColumns).
 */
export async function scoreAllColumns(index: SimilarityIndex, threads: EngineThreads | null | undefined, linesFrom = 0): Promise<ScoredPairs> {
  const handles = threads?.handles ?? [];
  if (handles.length === 0 || index.size < THREADED_FROM) return index.scoreColumns(undefined, linesFrom);
  const fingerprints = index.fingerprints();
  const parts = handles.length + 1;
  const asked = handles.map((handle, at) =>
    handle.ask<ScoreColumns>({ kind: 'score', fingerprints, part: at + 1, parts, linesFrom }).then(
      (columns) => columns,
      () => null,
    ),
  );
  const own = index.scoreColumns({ part: 0, parts }, linesFrom);
  const theirs = await Promise.all(asked);
  const all = [own, ...theirs.map((columns, at) => columns ?? index.scoreColumns({ part: at + 1, parts }, linesFrom))];
  // Each part comes most similar first; the parts together are sorted as one, equal pairs in the parts' order.
  return { ids: own.ids, ...sortPairColumns(concatPairColumns(all)) };
}
