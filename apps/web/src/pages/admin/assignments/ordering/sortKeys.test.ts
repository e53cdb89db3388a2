import { describe, expect, it } from 'vitest';
import { moveItem, sortKeyChanges, withPositions } from './sortKeys';

describe('reordering by sortKey', () => {
  it('writes only the keys that change after a move', () => {
    const items = [0, 1, 2, 3].map((position) => ({ id: 10 + position, sortKey: position }));
    expect(sortKeyChanges(moveItem(items, 3, 1))).toEqual([
      { id: 13, sortKey: 1 },
      { id: 11, sortKey: 2 },
      { id: 12, sortKey: 3 },
    ]);
    expect(sortKeyChanges(moveItem(items, 2, 2))).toEqual([]);
  });

  it('gives equal keys distinct positions', () => {
    const items = [1, 2, 3].map((id) => ({ id, sortKey: 0 }));
    const moved = moveItem(items, 0, 2);
    expect(sortKeyChanges(moved)).toEqual([
      { id: 3, sortKey: 1 },
      { id: 1, sortKey: 2 },
    ]);
    expect(withPositions(moved).map((item) => [item.id, item.sortKey])).toEqual([[2, 0], [3, 1], [1, 2]]);
  });
});
