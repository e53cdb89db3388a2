import { beforeAll, describe, expect, it } from 'vitest';
import { loadEngine } from './engine';
import { fingerprintWeight, SimilarityIndex } from './fingerprint-index';
import { lookalikeCheck } from './testing';
import type { ScoredPairs } from './types';

describe('fingerprint weights', () => {
  it('count fully for code at most a tenth of the check (and ten documents) shares and fall faster than an inverse document frequency as more share it', () => {
    expect(fingerprintWeight(1, 100)).toBe(1);
    expect(fingerprintWeight(2, 100)).toBe(1);
    // A group of ten copying one source in a class of a hundred is not the class writing alike.
    expect(fingerprintWeight(10, 100)).toBe(1);
    expect(fingerprintWeight(11, 100)).toBeLessThan(1);
    // Large checks: at most ten holders, whatever a tenth of them is.
    expect(fingerprintWeight(10, 500)).toBe(1);
    expect(fingerprintWeight(11, 500)).toBeLessThan(1);
    // Small checks: from two holders on, as a tenth of them is fewer.
    expect(fingerprintWeight(3, 20)).toBeLessThan(1);
    const idf = (holders: number, count: number) => Math.log((count + 1) / holders) / Math.log((count + 1) / 10);
    for (const holders of [15, 20, 50, 90]) {
      expect(fingerprintWeight(holders, 100)).toBeLessThan(idf(holders, 100));
      expect(fingerprintWeight(holders, 100)).toBeGreaterThan(0);
    }
    expect(fingerprintWeight(50, 100)).toBeLessThan(fingerprintWeight(20, 100));
    // What every submission holds still weighs something (a pair of nothing but common code compares by it).
    expect(fingerprintWeight(100, 100)).toBeGreaterThan(0);
  });
});

describe('scoring with line counts from a score on', () => {
  let index: SimilarityIndex;
  beforeAll(async () => {
    const engine = await loadEngine();
    index = new SimilarityIndex();
    for (const [id, text] of lookalikeCheck()) index.add(engine.fingerprint({ id, files: [{ path: `${id}.py`, text }] }, { language: 'python', minimumMatchTokens: 12 }));
  });

  const byPair = (columns: ScoredPairs) =>
    new Map(Array.from(columns.a, (a, i) => [`${a}|${columns.b[i]}`, { similarity: columns.similarity[i]!, longestMatch: columns.longestMatch[i]!, matchedLines: columns.matchedLines[i]! }]));

  it('gives every pair the same similarity, and the same line counts to pairs scoring at least that much', () => {
    const all = byPair(index.scoreColumns());
    const from = 0.3;
    const some = byPair(index.scoreColumns(undefined, from));
    expect([...some.keys()].sort()).toEqual([...all.keys()].sort());
    let counted = 0;
    for (const [key, pair] of some) {
      const full = all.get(key)!;
      expect(pair.similarity).toBe(full.similarity);
      if (pair.similarity >= from) {
        counted++;
        expect(pair).toEqual(full);
      } else {
        expect(pair).toMatchObject({ longestMatch: 0, matchedLines: 0 });
      }
    }
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThan(some.size);
  });
});
