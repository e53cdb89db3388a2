import { describe, expect, it } from 'vitest';
import { compareRubricComments, orderComments } from './ordering';
import type { ReviewComment } from './types';

function comment(id: number, startLine: number, startChar: number, isSaved = id > 0): ReviewComment {
  return { id, file: 1, text: 'x', startLine, startChar, endLine: startLine, endChar: startChar + 1, pointDelta: null, rubricComment: null, author: null, color: '#888', feedback: 0, tags: [], isSaved };
}

describe('comment ordering (docs/PRODUCT.md §5)', () => {
  it('orders by start line, start char, then id, unsaved after saved', () => {
    const ordered = orderComments([comment(9, 3, 0), comment(-1, 1, 4), comment(4, 1, 4), comment(2, 1, 4), comment(7, 0, 10), comment(-2, 1, 4)]);
    expect(ordered.map((c) => c.id)).toEqual([7, 2, 4, -1, -2, 9]);
  });

  it('orders rubric comments by sortKey then id', () => {
    const sorted = [{ id: 5, sortKey: 1 }, { id: 2, sortKey: 1 }, { id: 9, sortKey: 0 }].sort(compareRubricComments);
    expect(sorted.map((r) => r.id)).toEqual([9, 2, 5]);
  });
});
