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

/** `scoreAll` as columns (the same pairs in the same order): no object per pair, on either side of a thread. */
export async function scoreAllColumns(index: SimilarityIndex, threads: EngineThreads | null | undefined): Promise<ScoredPairs> {
  const handles = threads?.handles ?? [];
  if (handles.length === 0 || index.size < THREADED_FROM) return index.scoreColumns();
  const fingerprints = index.fingerprints();
  const parts = handles.length + 1;
  const asked = handles.map((handle, at) =>
    handle.ask<ScoreColumns>({ kind: 'score', fingerprints, part: at + 1, parts }).then(
      (columns) => columns,
      () => null,
    ),
  );
  const own = index.scoreColumns({ part: 0, parts });
  const theirs = await Promise.all(asked);
  const all = [own, ...theirs.map((columns, at) => columns ?? index.scoreColumns({ part: at + 1, parts }))];
  // Each part comes most similar first; the parts together are sorted as one, equal pairs in the parts' order.
  return { ids: own.ids, ...sortPairColumns(concatPairColumns(all)) };
}
