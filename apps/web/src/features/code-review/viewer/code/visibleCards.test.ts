import { describe, expect, it } from 'vitest';
import { visibleCardIds } from './visibleCards';

describe('visibleCardIds', () => {
  const cards = Array.from({ length: 300 }, (_, index) => ({ id: index, top: index * 100, height: 80 }));

  it('returns only the cards overlapping the window', () => {
    expect(visibleCardIds(cards, 1000, 1300)).toEqual([10, 11, 12, 13]);
  });

  it('includes a card that starts above the window and reaches into it', () => {
    expect(visibleCardIds(cards, 1050, 1060)).toEqual([10]);
  });

  it('returns nothing past the last card or for no cards', () => {
    expect(visibleCardIds(cards, 40_000, 41_000)).toEqual([]);
    expect(visibleCardIds([], 0, 1000)).toEqual([]);
  });
});
