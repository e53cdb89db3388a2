import { describe, expect, it } from 'vitest';
import type { PairScore } from '@marginalia/similarity';
import { ALIGN_MAX, ALIGN_TOP } from './limits';
import { pairsToAlign } from './run-check';

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
