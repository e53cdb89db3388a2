import type { RubricComment } from '@marginalia/contracts';
import type { ReviewComment } from './types';

// docs/PRODUCT.md §5 ordering: comments by start line, then start char, then id, with unsaved after saved; rubric
// comments by sortKey, then id.

export function compareComments(a: ReviewComment, b: ReviewComment): number {
  return (
    a.startLine - b.startLine ||
    a.startChar - b.startChar ||
    Number(!a.isSaved) - Number(!b.isSaved) ||
    // Unsaved ids count down from -1: the older draft (-1) comes first.
    (a.isSaved ? a.id - b.id : b.id - a.id)
  );
}

export function orderComments(comments: readonly ReviewComment[]): ReviewComment[] {
  return [...comments].sort(compareComments);
}

export function compareRubricComments(a: Pick<RubricComment, 'sortKey' | 'id'>, b: Pick<RubricComment, 'sortKey' | 'id'>): number {
  return a.sortKey - b.sortKey || a.id - b.id;
}
