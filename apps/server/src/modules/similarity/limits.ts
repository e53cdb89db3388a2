import { SIMILARITY_PAIR_FLOOR } from '@marginalia/contracts';
import type { PairScore } from '@marginalia/similarity';

// How much of a check is kept and how much is aligned exactly (docs/SIMILARITY.md, "Checks").

/**
 * Every pair scoring at least this is kept, however many there are (a copy disguised well can score low, and a
 * fixed number of "top" pairs would drop it in a large class); pairs below it all fall in the histogram's first
 * bucket anyway.
 */
export const PAIR_FLOOR = SIMILARITY_PAIR_FLOOR;
/**
 * A ceiling, not a ranking cut: the pairs a run holds in memory and writes in one transaction stay bounded. Every
 * pair of about 700 submissions fits under it; a larger check keeps its most similar pairs (reviewed pairs are
 * always kept).
 */
export const PAIR_KEEP_MAX = 250_000;
/** The check aligns its most similar pairs exactly: this many, and every pair above ALIGN_ABOVE... */
export const ALIGN_TOP = 200;
export const ALIGN_ABOVE = 0.5;
/** ...but never more than this many in one run (other pairs are aligned when someone opens them). */
export const ALIGN_MAX = 1000;

/**
 * Which scored pairs to align exactly: the ALIGN_TOP most similar and every one above ALIGN_ABOVE, at most
 * ALIGN_MAX. An update scores only the new submissions' pairs, and of those aligns the ones that rank among the
 * check's ALIGN_TOP most similar, that is those scoring at least `atLeast`, the ALIGN_TOP-th stored score: a new
 * submission like no other is not aligned with the 200 others it resembles least.
 */
export function pairsToAlign<T extends PairScore>(scores: readonly T[], atLeast = 0): Set<T> {
  const ranked = [...scores].sort((x, y) => y.similarity - x.similarity);
  return new Set(ranked.filter((score, rank) => (rank < ALIGN_TOP && score.similarity >= atLeast) || score.similarity > ALIGN_ABOVE).slice(0, ALIGN_MAX));
}
