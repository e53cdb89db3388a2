import type { RubricCategory, SubmissionReview } from '@marginalia/contracts';
import { compareRubricComments, orderComments } from './ordering';
import type { CodeRange, FileEntry, ReviewComment, RubricChoice } from './types';

// Derived views of the review that several parts of the page need.

function compareCategories(a: RubricCategory, b: RubricCategory): number {
  return a.sortKey - b.sortKey || a.id - b.id;
}

/** Every rubric comment with its category, categories in order and comments in order inside each. */
export function rubricChoices(review: Pick<SubmissionReview, 'rubricCategories' | 'rubricComments'>): RubricChoice[] {
  const categories = [...review.rubricCategories].sort(compareCategories);
  return categories.flatMap((category) =>
    review.rubricComments
      .filter((rubricComment) => rubricComment.category === category.id)
      .sort(compareRubricComments)
      .map((rubricComment) => ({ rubricComment, category })),
  );
}

export function orderedCategories(review: Pick<SubmissionReview, 'rubricCategories'>): RubricCategory[] {
  return [...review.rubricCategories].sort(compareCategories);
}

/** The comments in reading order across files: files in menu order (current versions), then docs/PRODUCT.md §5 order. */
export function commentsInReadingOrder(entries: readonly FileEntry[], comments: readonly ReviewComment[]): ReviewComment[] {
  return entries.flatMap((entry) => orderComments(comments.filter((comment) => comment.file === entry.current.id)));
}

export function rangeOf(comment: CodeRange): CodeRange {
  return { startLine: comment.startLine, startChar: comment.startChar, endLine: comment.endLine, endChar: comment.endChar };
}

/** How many comments each file has (saved ones), for the files menu. */
export function commentCounts(comments: readonly ReviewComment[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const comment of comments) if (comment.isSaved) counts.set(comment.file, (counts.get(comment.file) ?? 0) + 1);
  return counts;
}
