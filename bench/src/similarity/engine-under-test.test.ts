import { describe, expect, it } from 'vitest';
import { linesOf, pairKey } from './engine-under-test';

describe('pairKey', () => {
  it('names a pair the same whichever side comes first', () => {
    expect(pairKey('a', 'b')).toBe(pairKey('b', 'a'));
    expect(pairKey('a', 'b')).not.toBe(pairKey('a', 'c'));
  });
});

describe('linesOf', () => {
  it('covers every line of a range, and not a last line the range ends at the start of', () => {
    const lines = new Set<number>();
    linesOf(3, 5, 2, lines);
    linesOf(8, 10, 0, lines);
    linesOf(12, 12, 0, lines);
    expect([...lines]).toEqual([3, 4, 5, 8, 9, 12]);
  });
});
