import { refinePairScore } from './scoring';
import type { Alignment, PairScore, ScoredPairs } from './types';

// Code that resembles much of the check (docs/SIMILARITY.md, "Common resemblance"). A copy resembles its source
// far more than anything else; code an AI model wrote for the task, or code built the way the task leads everybody
// to build it, resembles a great many submissions somewhat and several of its kind a lot. Each document's *typical
// similarity* is how much it resembles the check at large: the mean of its scores with the others, all but its
// closest quarter of the check (pairs that share nothing count 0), so that the copies of one program do not lift
// it. A pair whose documents typically resemble the check more than the check's median document does is scored
// lower, by the square of that ratio, unless each of the two is the other's closest document: a copy and its
// source nearly always are, so copies keep their score however common their code, while the many look-alikes of a
// common document sink. No pair is ever raised.
//
// On the AI-era Java task's mixed check (docs/SIMILARITY.md, Benchmarks) this lifts the average precision from
// 0.66 to 0.84, mostly by sinking pairs of AI-written solutions; without the exemption of closest documents (and
// with a cube for the square) it reached 0.91, but copies of tiny programs, whose independent solutions are all
// alike, sank too (generated attacks' AP 0.65).

/** The share of a document's highest scores left out of its typical similarity. */
const TYPICAL_FROM = 0.25;
/** How steeply a pair's score falls with its documents' typical similarity above the check's median. */
const DISCOUNT_POWER = 2;
/** Fewer documents than this: no discount (a quarter of the check would be too few to leave a program's own copies out). */
export const COMMON_RESEMBLANCE_FROM = 40;

/** How a document resembles the rest of its check. */
export interface Resemblance {
  /** The mean of its scores with the others but its closest quarter (0..1). */
  typical: number;
  /** Its highest score with any other document (0..1). */
  nearest: number;
}

/**
 * Each of `ids`' resemblance from `scores`, which must hold every scored pair of those documents with the others
 * (the check has `count` documents; pairs not given scored 0).
 */
export function resemblanceOf(scores: readonly PairScore[], ids: Iterable<string>, count: number): Map<string, Resemblance> {
  return resemblanceFrom(
    (visit) => {
      for (const score of scores) visit(score.a, score.b, score.similarity);
    },
    ids,
    count,
  );
}

/** `resemblanceOf` of the pairs `each` visits. */
function resemblanceFrom(each: (visit: (a: string, b: string, similarity: number) => void) => void, ids: Iterable<string>, count: number): Map<string, Resemblance> {
  const lists = new Map<string, number[]>();
  for (const id of ids) lists.set(id, []);
  each((a, b, similarity) => {
    lists.get(a)?.push(similarity);
    lists.get(b)?.push(similarity);
  });
  const resemblance = new Map<string, Resemblance>();
  for (const [id, list] of lists) {
    list.sort((x, y) => y - x);
    resemblance.set(id, { typical: bandMean(list, count - 1), nearest: list[0] ?? 0 });
  }
  return resemblance;
}

/** The mean of `others` scores but the highest TYPICAL_FROM of them; `ranked` holds the non-zero ones, highest first. */
function bandMean(ranked: readonly number[], others: number): number {
  if (others <= 0) return 0;
  const from = Math.min(others - 1, Math.floor(TYPICAL_FROM * others));
  let sum = 0;
  for (let rank = from; rank < ranked.length; rank++) sum += ranked[rank]!;
  return sum / (others - from);
}

/** The check's median typical similarity: pairs of documents above it are discounted. */
export function medianTypical(resemblances: Iterable<Resemblance>): number {
  const values = Array.from(resemblances, (r) => r.typical).sort((x, y) => x - y);
  return values.length === 0 ? 0 : values[Math.floor(values.length / 2)]!;
}

/**
 * The factor (0..1] a pair's score is multiplied by: 1 when the check is small, when each side is the other's
 * closest document (`similarity`, the pair's score before any discount, is the highest of both), or when the two
 * typically resemble the check no more than its median document; else (median / their mean typical similarity)².
 */
export function commonResemblanceFactor(similarity: number, a: Resemblance, b: Resemblance, median: number, documents: number): number {
  if (documents < COMMON_RESEMBLANCE_FROM) return 1;
  if (similarity >= a.nearest && similarity >= b.nearest) return 1;
  const typical = (a.typical + b.typical) / 2;
  if (median <= 0 || typical <= median) return 1;
  return (median / typical) ** DISCOUNT_POWER;
}

/** A pair's score after the discount (`similarity`), with the score before it and the factor applied. */
export interface DiscountedScore extends PairScore {
  undiscounted: number;
  discount: number;
}

export interface DiscountedScores {
  scores: DiscountedScore[];
  /** The resemblance of the documents scored (every document on a whole check; the new ones on an update). */
  resemblance: Map<string, Resemblance>;
  /** Documents scored before whose nearest score the new pairs raised (an update only). */
  raisedNearest: Map<string, number>;
  median: number;
}

function discounted(scores: readonly PairScore[], of: (id: string) => Resemblance, median: number, documents: number): DiscountedScore[] {
  return scores.map((score) => {
    const discount = commonResemblanceFactor(score.similarity, of(score.a), of(score.b), median, documents);
    // Written out rather than spread: a check has a hundred thousand of these, and spread copies took about 100 MB
    // more for 500 submissions' pairs, and a second and a half more to check them (docs/SIMILARITY.md).
    const { a, b, similarity, longestMatch, matchedLines } = score;
    return { a, b, similarity: similarity * discount, longestMatch, matchedLines, undiscounted: similarity, discount };
  });
}

/** A whole check's scores (every pair of `ids` that scored above 0), discounted for common resemblance. */
export function discountCommonResemblance(scores: readonly PairScore[], ids: readonly string[]): DiscountedScores {
  const resemblance = resemblanceOf(scores, ids, ids.length);
  const median = medianTypical(resemblance.values());
  return { scores: discounted(scores, (id) => resemblance.get(id)!, median, ids.length), resemblance, median, raisedNearest: new Map() };
}

/** A whole check's pairs as columns (scoreAllColumns), with each pair's discount factor: nothing else is copied. */
export interface DiscountedPairs {
  pairs: ScoredPairs;
  /** Pair i's factor; its score after the discount is `pairs.similarity[i] * discount[i]` (discountedAt). */
  discount: Float64Array;
  resemblance: Map<string, Resemblance>;
  median: number;
}

/** `discountCommonResemblance` of pairs as columns: the same factors, without an object per pair. */
export function discountCommonResemblanceColumns(pairs: ScoredPairs, ids: readonly string[]): DiscountedPairs {
  const count = pairs.a.length;
  const resemblance = resemblanceFrom(
    (visit) => {
      for (let i = 0; i < count; i++) visit(pairs.ids[pairs.a[i]!]!, pairs.ids[pairs.b[i]!]!, pairs.similarity[i]!);
    },
    ids,
    ids.length,
  );
  const median = medianTypical(resemblance.values());
  const byPlace = pairs.ids.map((id) => resemblance.get(id)!);
  const discount = new Float64Array(count);
  for (let i = 0; i < count; i++) discount[i] = commonResemblanceFactor(pairs.similarity[i]!, byPlace[pairs.a[i]!]!, byPlace[pairs.b[i]!]!, median, ids.length);
  return { pairs, discount, resemblance, median };
}

/** Pair i of `discounted` as the object discountCommonResemblance gives for it. */
export function discountedAt({ pairs, discount }: DiscountedPairs, i: number): DiscountedScore {
  const similarity = pairs.similarity[i]!;
  const factor = discount[i]!;
  return {
    a: pairs.ids[pairs.a[i]!]!,
    b: pairs.ids[pairs.b[i]!]!,
    similarity: similarity * factor,
    longestMatch: pairs.longestMatch[i]!,
    matchedLines: pairs.matchedLines[i]!,
    undiscounted: similarity,
    discount: factor,
  };
}

/**
 * An update's scores: every pair of the new documents `added` (with one another and with the `kept` ones, whose
 * resemblance was stored), discounted with the new documents' resemblance and the kept ones' as stored, but for
 * their nearest score, which a new document can raise. Kept documents' typical similarity stays as it was: one
 * new document barely moves a mean of hundreds of scores. A document gone does not lower the nearest score it
 * was for another (only a check run from scratch does), so that one's pairs may be spared the discount less often.
 */
export function discountAgainst(scores: readonly PairScore[], added: readonly string[], kept: ReadonlyMap<string, Resemblance>): DiscountedScores {
  const count = added.length + kept.size;
  const resemblance = resemblanceOf(scores, added, count);
  const raisedNearest = new Map<string, number>();
  for (const score of scores) {
    for (const id of [score.a, score.b]) {
      const before = kept.get(id);
      if (before && score.similarity > Math.max(before.nearest, raisedNearest.get(id) ?? 0)) raisedNearest.set(id, score.similarity);
    }
  }
  const of = (id: string) => resemblance.get(id) ?? { typical: kept.get(id)!.typical, nearest: raisedNearest.get(id) ?? kept.get(id)!.nearest };
  const median = medianTypical([...resemblance.values(), ...kept.values()]);
  return { scores: discounted(scores, of, median, count), resemblance, median, raisedNearest };
}

/** The score to show for an aligned pair: refinePairScore of the score before the discount, discounted alike. */
export function refineDiscountedScore(score: DiscountedScore, alignment: Alignment): PairScore {
  const refined = refinePairScore({ ...score, similarity: score.undiscounted }, alignment);
  return { ...refined, similarity: refined.similarity * score.discount };
}
