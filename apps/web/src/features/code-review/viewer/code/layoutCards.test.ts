import { describe, expect, it } from 'vitest';
import { layoutCards, type CardSlot } from './layoutCards';

function assertNoOverlap(items: CardSlot<number>[], tops: Map<number, number>, gap: number) {
  for (let index = 1; index < items.length; index += 1) {
    const previous = items[index - 1]!;
    expect(tops.get(items[index]!.id)!).toBeGreaterThanOrEqual(tops.get(previous.id)! + previous.height + gap);
  }
}

describe('layoutCards', () => {
  it('puts cards that fit at their desired tops', () => {
    const items = [
      { id: 1, desiredTop: 0, height: 50 },
      { id: 2, desiredTop: 100, height: 50 },
    ];
    expect([...layoutCards(items, 8)]).toEqual([
      [1, 0],
      [2, 100],
    ]);
  });

  it('pushes later cards down so that none overlaps, keeping the gap and the order', () => {
    const items = [
      { id: 1, desiredTop: 20, height: 60 },
      { id: 2, desiredTop: 40, height: 30 },
      { id: 3, desiredTop: 40, height: 30 },
      { id: 4, desiredTop: 400, height: 30 },
    ];
    const tops = layoutCards(items, 8);
    expect([...tops.keys()]).toEqual([1, 2, 3, 4]);
    expect(tops.get(1)).toBe(20);
    expect(tops.get(2)).toBe(88);
    expect(tops.get(3)).toBe(126);
    expect(tops.get(4)).toBe(400);
    assertNoOverlap(items, tops, 8);
  });

  it('never places a card above its desired top without an active card', () => {
    const items = Array.from({ length: 50 }, (_, index) => ({ id: index, desiredTop: (index * 37) % 300, height: 20 + (index % 5) * 10 }));
    const tops = layoutCards(items, 4);
    for (const item of items) expect(tops.get(item.id)!).toBeGreaterThanOrEqual(item.desiredTop);
    assertNoOverlap(items, tops, 4);
  });

  it('keeps the active card at its desired top by moving earlier cards up', () => {
    const items = [
      { id: 1, desiredTop: 100, height: 40 },
      { id: 2, desiredTop: 110, height: 40 },
      { id: 3, desiredTop: 120, height: 40 },
    ];
    const tops = layoutCards(items, 10, 2);
    expect(tops.get(2)).toBe(110);
    expect(tops.get(1)).toBe(60);
    expect(tops.get(3)).toBe(160);
    assertNoOverlap(items, tops, 10);
  });

  it('moves the active card only as high as the cards above it allow', () => {
    const items = [
      { id: 1, desiredTop: 0, height: 40 },
      { id: 2, desiredTop: 10, height: 40 },
    ];
    const tops = layoutCards(items, 10, 2);
    expect(tops.get(1)).toBe(0);
    expect(tops.get(2)).toBe(50);
  });

  it('handles no cards', () => {
    expect(layoutCards([], 8).size).toBe(0);
  });
});
