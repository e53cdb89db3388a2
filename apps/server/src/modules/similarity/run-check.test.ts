import { describe, expect, it } from 'vitest';
import { discountCommonResemblanceColumns, discountedAt, type PairScore, type ScoredPairs } from '@marginalia/similarity';
import { ALIGN_MAX, ALIGN_TOP, PAIR_FLOOR, pairsToAlign } from './limits';
import { pairsToKeep, pairsWorthKeeping } from './run-check';

const score = (similarity: number, i: number): PairScore => ({ a: String(i), b: String(i + 1), similarity, longestMatch: 0, matchedLines: 0 });

describe('the pairs a check aligns exactly', () => {
  it('are the most similar ones and every one above one half, within the cap', () => {
    const low = Array.from({ length: ALIGN_TOP + 50 }, (_, i) => score(0.1 + i / 10_000, i));
    const chosen = pairsToAlign(low);
    expect(chosen.size).toBe(ALIGN_TOP);
    expect(Math.min(...[...chosen].map((pair) => pair.similarity))).toBeGreaterThan(Math.max(...low.filter((pair) => !chosen.has(pair)).map((pair) => pair.similarity)));

    const high = Array.from({ length: ALIGN_TOP + 100 }, (_, i) => score(0.6, i));
    expect(pairsToAlign([...high, ...low]).size).toBe(ALIGN_TOP + 100);
    expect(pairsToAlign(Array.from({ length: ALIGN_MAX + 10 }, (_, i) => score(0.9, i))).size).toBe(ALIGN_MAX);
  });
});

describe('the pairs an update aligns exactly', () => {
  it('are the new pairs that rank among the check\'s most similar, and every one above one half', () => {
    const fresh = Array.from({ length: 50 }, (_, i) => score(0.2 + i / 100, i));
    const chosen = pairsToAlign(fresh, 0.4);
    expect(chosen.size).toBe(fresh.filter((pair) => pair.similarity >= 0.4).length);
    expect([...chosen].every((pair) => pair.similarity >= 0.4)).toBe(true);
    // Above one half a pair is aligned whatever the check holds.
    expect(pairsToAlign(fresh, 0.95).size).toBe(fresh.filter((pair) => pair.similarity > 0.5).length);
  });
});

describe('the pairs a check keeps', () => {
  it('are every pair at or above the floor, not a fixed number of the most similar', () => {
    const above = Array.from({ length: 6000 }, (_, i) => score(PAIR_FLOOR + (i % 100) / 200, i));
    const below = Array.from({ length: 50 }, (_, i) => score(PAIR_FLOOR / 2, 10_000 + i));
    expect(pairsToKeep([...above, ...below], 6000)).toEqual(above);
    // Under the ceiling nothing is let go yet: the floor applies to the score shown after alignment.
    expect(pairsToKeep([...above, ...below])).toHaveLength(6050);
  });

  it('keep the most similar when more than the ceiling score above the floor', () => {
    const scores = Array.from({ length: 10 }, (_, i) => score(0.1 + i / 100, i));
    expect(pairsToKeep(scores, 3).map((pair) => pair.similarity)).toEqual([0.19, 0.18, 0.17]);
  });
});

describe('the pairs a first run makes objects of', () => {
  /** `count` pairs of 30 documents as columns (no discount: fewer documents than it needs), scores from `at(i)`. */
  function columns(count: number, at: (i: number) => number): ScoredPairs {
    const ids = Array.from({ length: 30 }, (_, i) => String(i + 1));
    const pairs = Array.from({ length: count }, (_, i) => [i % 29, 29 - (i % 29), at(i)] as const);
    return {
      ids,
      a: Uint32Array.from(pairs, (pair) => pair[0]),
      b: Uint32Array.from(pairs, (pair) => pair[1]),
      similarity: Float64Array.from(pairs, (pair) => pair[2]),
      longestMatch: new Float64Array(count),
      matchedLines: new Float64Array(count),
    };
  }
  const ids = (scores: readonly PairScore[]) => scores.map((pair) => `${pair.a}|${pair.b}|${pair.similarity}`).sort();

  it('are the pairs aligned or kept from all of them: every one at or above the floor, and the most similar below it', () => {
    for (const aboveFloor of [10, ALIGN_TOP + 30]) {
      const scored = columns(aboveFloor + 400, (i) => (i < aboveFloor ? PAIR_FLOOR + (i % 50) / 100 : PAIR_FLOOR * (1 - (1 + (i % 97)) / 100)));
      const discounted = discountCommonResemblanceColumns(scored, scored.ids);
      const all = Array.from(discounted.discount, (_, i) => discountedAt(discounted, i));
      const worth = pairsWorthKeeping(discounted, () => true);
      expect(ids([...pairsToAlign(worth)])).toEqual(ids([...pairsToAlign(pairsToKeep(all))]));
      const kept = (scores: readonly PairScore[]) => scores.filter((pair) => pair.similarity >= PAIR_FLOOR);
      expect(ids(kept(worth))).toEqual(ids(kept(pairsToKeep(all))));
      expect(worth.length).toBe(aboveFloor >= ALIGN_TOP ? aboveFloor : ALIGN_TOP);
    }
  });
});
