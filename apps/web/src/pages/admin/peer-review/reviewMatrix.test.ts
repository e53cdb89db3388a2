import { describe, expect, it } from 'vitest';
import { cellKey, matrixPage } from './reviewMatrix';

describe('matrixPage', () => {
  const reviews = [
    { reviewer: 'b@x.edu', submission: 3, state: 'submitted' as const },
    { reviewer: 'a@x.edu', submission: 2, state: 'late' as const },
    { reviewer: 'a@x.edu', submission: 3, state: 'missing' as const },
    { reviewer: 'c@x.edu', submission: 1, state: 'assigned' as const },
  ];

  it('puts reviewers in rows by e-mail, a page at a time, with the submissions they review as columns', () => {
    const first = matrixPage(reviews, 1, 2);
    expect(first.reviewers).toEqual(['a@x.edu', 'b@x.edu']);
    expect(first.submissions).toEqual([2, 3]);
    expect(first.cells.get(cellKey('a@x.edu', 3))).toBe('missing');
    expect(first.cells.get(cellKey('b@x.edu', 2))).toBeUndefined();
    expect(first.pages).toBe(2);
    expect(matrixPage(reviews, 2, 2)).toMatchObject({ reviewers: ['c@x.edu'], submissions: [1] });
  });

  it('is one empty page without reviews', () => {
    expect(matrixPage([], 1, 25)).toMatchObject({ reviewers: [], submissions: [], pages: 1 });
  });
});
