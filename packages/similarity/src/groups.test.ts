import { describe, expect, it } from 'vitest';
import { allMerges, groupLevels, groupsAt, type IndexedPair } from './groups';

/** Average linkage the slow, obvious way: merge the two groups with the highest mean pair score, again and again. */
function greedyLevels(count: number, pairs: readonly IndexedPair[]): number[][] {
  const score = Array.from({ length: count }, () => new Array<number>(count).fill(0));
  for (const { a, b, similarity } of pairs) score[a]![b] = score[b]![a] = similarity;
  const level = Array.from({ length: count }, () => new Array<number>(count).fill(0));
  let groups = Array.from({ length: count }, (_, index) => [index]);
  const mean = (x: number[], y: number[]) => x.reduce((sum, i) => sum + y.reduce((inner, j) => inner + score[i]![j]!, 0), 0) / (x.length * y.length);
  while (groups.length > 1) {
    let best: [number, number, number] = [0, 1, -1];
    for (let i = 0; i < groups.length; i += 1) for (let j = i + 1; j < groups.length; j += 1) {
      const value = mean(groups[i]!, groups[j]!);
      if (value > best[2]) best = [i, j, value];
    }
    const [i, j, value] = best;
    if (value <= 0) break;
    for (const x of groups[i]!) for (const y of groups[j]!) level[x]![y] = level[y]![x] = value;
    groups = [...groups.filter((_, at) => at !== i && at !== j), [...groups[i]!, ...groups[j]!]];
  }
  return level;
}

/** A reproducible random check: a few rings of copies among unrelated documents, some pairs not given (below the floor). */
function randomPairs(count: number, seed: number): IndexedPair[] {
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const ring = Array.from({ length: count }, () => Math.floor(random() * (count / 3)));
  const pairs: IndexedPair[] = [];
  for (let a = 0; a < count; a += 1) for (let b = a + 1; b < count; b += 1) {
    const similarity = ring[a] === ring[b] ? 0.3 + random() * 0.7 : random() * 0.4;
    if (similarity >= 0.05) pairs.push({ a, b, similarity });
  }
  return pairs;
}

describe('groups of resembling submissions', () => {
  it('finds every merge the greedy procedure finds, at the same levels', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const count = 24;
      const pairs = randomPairs(count, seed);
      const expected = greedyLevels(count, pairs);
      const levels = groupLevels(count, pairs);
      for (let a = 0; a < count; a += 1) for (let b = a + 1; b < count; b += 1) expect(levels(a, b)).toBeCloseTo(expected[a]![b]!, 12);
      expect(allMerges(count, pairs)).toHaveLength(count - 1);
    }
  });

  it('groups the copies of one program even when two of them share little', () => {
    // 0 is a program; 1, 2 and 3 are rewrites of it that each kept a different part; 4 and 5 are independent.
    const pairs: IndexedPair[] = [
      { a: 0, b: 1, similarity: 0.6 },
      { a: 0, b: 2, similarity: 0.55 },
      { a: 0, b: 3, similarity: 0.6 },
      { a: 1, b: 2, similarity: 0.35 },
      { a: 1, b: 3, similarity: 0.3 },
      { a: 2, b: 3, similarity: 0.05 },
      { a: 3, b: 4, similarity: 0.2 },
      { a: 4, b: 5, similarity: 0.15 },
    ];
    expect(groupsAt(6, pairs, 0.3)).toEqual([[0, 1, 2, 3]]);
    // The rewrites' own pair (0.05) is ranked by the group both belong to.
    expect(groupLevels(6, pairs)(2, 3)).toBeGreaterThanOrEqual(0.3);
    expect(groupsAt(6, pairs, 0.7)).toEqual([]);
  });

  it('does not chain programs that each resemble only the next one', () => {
    // Independent solutions written alike step by step: every neighbour at 0.4, nothing further.
    const pairs = Array.from({ length: 7 }, (_, at) => ({ a: at, b: at + 1, similarity: 0.4 }));
    const groups = groupsAt(8, pairs, 0.3);
    expect(groups.every((group) => group.length <= 2)).toBe(true);
    expect(groupLevels(8, pairs)(0, 7)).toBeLessThan(0.1);
  });

  it('leaves out submissions that resemble nobody, and a check with no pairs has no groups', () => {
    expect(groupsAt(3, [{ a: 0, b: 1, similarity: 0.9 }], 0.5)).toEqual([[0, 1]]);
    expect(groupsAt(3, [], 0.5)).toEqual([]);
    expect(groupLevels(3, [])(0, 2)).toBe(0);
  });
});
