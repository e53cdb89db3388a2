import { describe, expect, it } from 'vitest';
import type { PairScore } from '@marginalia/similarity';
import { ALIGN_MAX, ALIGN_TOP, PAIR_FLOOR } from './limits';
import { pairsToAlign, pairsToKeep } from './run-check';

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
