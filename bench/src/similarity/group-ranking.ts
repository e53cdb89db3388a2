import { SIMILARITY_PAIR_FLOOR } from '@marginalia/contracts';
import { groupLevels } from '@marginalia/similarity';

// Pairs ranked by the groups they share (docs/SIMILARITY.md, "Groups"): what the Groups view of a check shows, as a
// ranking the benchmark can score. Groups form, as a check forms them, from the pairs a check keeps (at or above
// the floor); a pair's score is the level at which its two documents join one group, so two copies of one program
// that share little with each other rank with the group they belong to.

/** Each pair's group level, in the order of `pairs`, from the scores a check would store for them. */
export function groupScores(pairs: ReadonlyArray<{ a: string; b: string }>, scores: readonly number[]): number[] {
  const ids = [...new Set(pairs.flatMap((pair) => [pair.a, pair.b]))];
  const index = new Map(ids.map((id, at) => [id, at]));
  const kept = pairs.flatMap((pair, at) =>
    scores[at]! >= SIMILARITY_PAIR_FLOOR ? [{ a: index.get(pair.a)!, b: index.get(pair.b)!, similarity: scores[at]! }] : [],
  );
  const level = groupLevels(ids.length, kept);
  return pairs.map((pair) => level(index.get(pair.a)!, index.get(pair.b)!));
}
