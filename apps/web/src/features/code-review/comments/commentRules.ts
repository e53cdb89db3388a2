import { COMMENT_MESSAGES } from '@marginalia/contracts';
import type { CommentDraft, ReviewComment, RubricChoice } from '../model/types';

// What a comment counts for and when it may be saved: the rules the card and the editor share (docs/PRODUCT.md §5).

export const FORCED_RUBRIC_MESSAGE = 'Choose a rubric comment: this assignment only takes rubric comments.';

/**
 * The points a comment changes, in stored sign (positive = deduction), or null when it changes none. A comment
 * linked to the rubric counts the rubric comment's points, whatever it holds itself (docs/PRODUCT.md §5: rubric points are
 * fixed by the rubric). When the linked rubric comment is not known here, its points are unknown: null.
 */
export function effectivePoints(comment: Pick<ReviewComment, 'pointDelta' | 'rubricComment'>, rubric: RubricChoice | null): number | null {
  if (comment.rubricComment !== null) return rubric ? rubric.rubricComment.pointDelta : null;
  return comment.pointDelta;
}

/** docs/PRODUCT.md §5: a comment is empty when it has no text, no (or zero) points and no rubric link. */
export function isEmptyDraft(draft: CommentDraft): boolean {
  return draft.text.trim() === '' && (draft.pointDelta === null || draft.pointDelta === 0) && draft.rubricComment === null;
}

/** Why the draft may not be saved, or null when it may. */
export function draftProblem(draft: CommentDraft, forcedRubricMode: boolean): string | null {
  if (forcedRubricMode && draft.rubricComment === null) return FORCED_RUBRIC_MESSAGE;
  if (isEmptyDraft(draft)) return COMMENT_MESSAGES.empty;
  return null;
}
