import type { ReviewerView } from '@marginalia/contracts';

/** A reviewer's view of an assigned, open review with no files or comments yet; `changes` on top. */
export function makeReviewerView(changes: Partial<ReviewerView> = {}, review: Partial<ReviewerView['review']> = {}): ReviewerView {
  return {
    review: { id: 7, assignment: { id: 5, name: 'Lab 1', course: 1 }, submission: 41, label: 'Submission 1', state: 'assigned', closesAt: null, submittedAt: null, ...review },
    files: [],
    comments: [],
    rubricCategories: [],
    rubricComments: [],
    minComments: 1,
    masked: 0,
    hidden: [],
    ...changes,
  };
}
