import { describe, expect, it } from 'vitest';
import { groupScores } from './group-ranking';

describe('pairs ranked by their groups', () => {
  it('ranks two copies that share little with the group they belong to, and leaves pairs under the floor out', () => {
    const pairs = [
      { a: 'source', b: 'one', score: 0.6 },
      { a: 'source', b: 'two', score: 0.6 },
      { a: 'one', b: 'two', score: 0.02 },
      { a: 'two', b: 'other', score: 0.04 },
      { a: 'one', b: 'other', score: 0.03 },
      { a: 'source', b: 'other', score: 0.04 },
    ];
    const levels = groupScores(pairs, pairs.map((pair) => pair.score));
    // source and one join at 0.6, then two at (0.6 + 0) / 2 (its pair with one is under the floor and counts 0):
    // the copies' own pair ranks there.
    expect(levels[0]).toBeCloseTo(0.6);
    expect(levels[1]).toBeCloseTo(0.3);
    expect(levels[2]).toBeCloseTo(0.3);
    // Every pair with "other" is under the floor: it joins no group.
    expect(levels.slice(3)).toEqual([0, 0, 0]);
  });
});
