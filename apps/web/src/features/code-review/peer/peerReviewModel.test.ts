import { describe, expect, it } from 'vitest';
import { peerPageTitle, peerProgress, peerReviewAsSubmissionReview, submitRefusal } from './peerReviewModel';
import { makeReviewerView } from './testing/reviewerView';

const view = makeReviewerView({}, { label: 'Submission 2' });

describe('the reviewer mode model', () => {
  it('counts the progress and says why the review cannot be submitted yet', () => {
    expect(peerProgress(2, 1)).toBe('2 comments · 1 needed');
    expect(peerProgress(1, 3)).toBe('1 comment · 3 needed');
    expect(submitRefusal(1, 3)).toBe('Write 2 more comments first: a review needs at least 3.');
    expect(submitRefusal(2, 2)).toBeNull();
    expect(submitRefusal(0, 0)).toBeNull();
  });

  it('gives the view a reviewer’s powers only, and names nobody', () => {
    const review = peerReviewAsSubmissionReview(view, 'UTC');
    expect(review.permissions).toMatchObject({ role: 'peer', canComment: true, canClaim: false, canFinalize: false, canRateComments: false, showPoints: false });
    expect(review.submission).toMatchObject({ students: [], grader: null, grade: null });
    expect(peerReviewAsSubmissionReview({ ...view, review: { ...view.review, submittedAt: '2026-12-01T00:00:00Z', state: 'submitted' } }, 'UTC').permissions.canComment).toBe(false);
    expect(peerPageTitle(view)).toBe('Review: Lab 1 · Submission 2');
  });
});
