import { bySimilarity, type SimilarityIndex } from '../fingerprint-index';
import type { PairScore } from '../types';
import type { ScoreColumns } from './messages';
import { THREADED_FROM, type EngineThreads } from './threads';

// Scoring every pair of a check (SimilarityIndex.score) is its second-longest step: each engine thread builds the
// same index from the same fingerprints and scores one part of the pairs while this thread scores another. A part
// whose thread fails is scored here; the result is the same either way.

export async function scoreAll(index: SimilarityIndex, threads: EngineThreads | null | undefined): Promise<PairScore[]> {
  const handles = threads?.handles ?? [];
  if (handles.length === 0 || index.size < THREADED_FROM) return index.score();
  const fingerprints = index.fingerprints();
  const parts = handles.length + 1;
  const asked = handles.map((handle, at) =>
    handle.ask<ScoreColumns>({ kind: 'score', fingerprints, part: at + 1, parts }).then(
      (columns) => fromColumns(columns, fingerprints.map((entry) => entry.id)),
      () => null,
    ),
  );
  const own = index.score({ part: 0, parts });
  const theirs = await Promise.all(asked);
  const all = [own, ...theirs.map((scores, at) => scores ?? index.score({ part: at + 1, parts }))];
  return all.flat().sort(bySimilarity);
}

function fromColumns(columns: ScoreColumns, ids: readonly string[]): PairScore[] {
  return Array.from(columns.a, (a, i) => ({
    a: ids[a]!,
    b: ids[columns.b[i]!]!,
    similarity: columns.similarity[i]!,
    longestMatch: columns.longestMatch[i]!,
    matchedLines: columns.matchedLines[i]!,
  }));
}
