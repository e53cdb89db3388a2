import { describe, expect, it } from 'vitest';
import { scoreReviews } from './peer-scores';
import { compareReview } from './review-grading';

// The pure parts of peer scores and of grading the reviewing (docs/PEER-REVIEW.md).

const rubric = {
  points: 10,
  additiveGrading: false,
  categories: [{ id: 1, pointLimit: 4, atMostOnce: false }],
  rubricComments: [{ id: 10, categoryId: 1, pointDelta: 3 }],
};

describe('scoreReviews', () => {
  it('scores counting reviews by their rubric-linked comments and takes each submission’s median', () => {
    const { reviews, medians } = scoreReviews(rubric, 2, [
      { id: 1, submissionId: 5, submitted: true, links: [10, null] },
      { id: 2, submissionId: 5, submitted: true, links: [10, 10, null] },
      { id: 3, submissionId: 5, submitted: true, links: [null, null] },
      { id: 4, submissionId: 5, submitted: true, links: [10] },
      { id: 5, submissionId: 6, submitted: false, links: [null, null] },
    ]);
    expect(reviews.map((review) => [review.id, review.counts, review.score])).toEqual([
      [1, true, 7],
      [2, true, 6], // 6 capped at 4
      [3, true, 10],
      [4, false, null], // one comment, two needed
      [5, false, null], // not submitted
    ]);
    expect([...medians]).toEqual([[5, 7]]);
  });
});

describe('compareReview', () => {
  const score = (id: number, value: number | null) => ({ id, submissionId: 5, comments: 1, counts: value !== null, score: value });

  it('compares with the median of the other counting reviews and with staff', () => {
    const others = [score(1, 7), score(2, 9), score(3, 5), score(4, null)];
    expect(compareReview(others[0]!, others, 8, 10)).toEqual({ agreementWithReviews: 100, agreementWithStaff: 90, suggestedGrade: 94 });
  });

  it('gives nothing to compare for a review alone or unfinalized, and 0 to one that does not count', () => {
    expect(compareReview(score(1, 7), [score(1, 7)], null, 10)).toEqual({ agreementWithReviews: null, agreementWithStaff: null, suggestedGrade: 100 });
    expect(compareReview(score(4, null), [score(1, 7), score(4, null)], 8, 10)).toEqual({ agreementWithReviews: null, agreementWithStaff: null, suggestedGrade: 0 });
  });
});
