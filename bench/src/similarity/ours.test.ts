import { describe, expect, it } from 'vitest';
import { pairsToAlign } from './ours';

const pair = (index: number, similarity: number) => ({ a: `a${index}`, b: `b${index}`, similarity, longestMatch: 0, matchedLines: 0 });

describe('pairsToAlign', () => {
  it('takes the 200 most similar pairs and every one above 0.5, at most 1,000', () => {
    const low = Array.from({ length: 300 }, (_, index) => pair(index, 0.1 + index / 10_000));
    const chosen = pairsToAlign(low);
    expect(chosen).toHaveLength(200);
    expect(Math.min(...chosen.map((entry) => entry.similarity))).toBeGreaterThan(Math.max(...low.filter((entry) => !chosen.includes(entry)).map((entry) => entry.similarity)));
    const high = Array.from({ length: 1500 }, (_, index) => pair(index, 0.6));
    expect(pairsToAlign([...high, ...low])).toHaveLength(1000);
    expect(pairsToAlign(Array.from({ length: 400 }, (_, index) => pair(index, 0.9)))).toHaveLength(400);
  });
});
