import { describe, expect, it } from 'vitest';
import { agreement, median, peerScore, reviewCounts, reviewingGrade, suggestedReviewGrade, weightedGrade, type PeerScoreRubric } from './peer-review-grading';

const rubric: PeerScoreRubric = {
  points: 10,
  additiveGrading: false,
  categories: [
    { id: 1, pointLimit: 3, atMostOnce: false },
    { id: 2, pointLimit: null, atMostOnce: true },
  ],
  rubricComments: [
    { id: 10, categoryId: 1, pointDelta: 2 },
    { id: 20, categoryId: 2, pointDelta: 1 },
    { id: 30, categoryId: 2, pointDelta: -0.5 },
  ],
};

describe('median', () => {
  it('is the middle value, the mean of the two middle ones for an even count, and null for none', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 8, 6])).toBe(5);
    expect(median([0.1, 0.2])).toBe(0.15);
  });
});

describe('peerScore', () => {
  it('applies the graders’ rule to the rubric items: caps, at most once, subtractive from the points', () => {
    expect(peerScore(rubric, [])).toBe(10);
    expect(peerScore(rubric, [10, 10])).toBe(7); // 4 capped at 3
    expect(peerScore(rubric, [20, 20, 30])).toBe(9.5); // 1 once, then a bonus of 0.5
    expect(peerScore(rubric, [999])).toBe(10); // an item of no category of the rubric gives nothing
  });

  it('adds up from zero under additive grading', () => {
    expect(peerScore({ ...rubric, additiveGrading: true }, [30])).toBe(0.5);
  });
});

describe('reviewCounts', () => {
  it('needs the review submitted with the minimum of comments', () => {
    expect(reviewCounts({ submitted: true, comments: 2 }, 2)).toBe(true);
    expect(reviewCounts({ submitted: true, comments: 1 }, 2)).toBe(false);
    expect(reviewCounts({ submitted: false, comments: 5 }, 0)).toBe(false);
  });
});

describe('agreement', () => {
  it('is 100 × (1 − |difference| / points), clamped, and null without a reference', () => {
    expect(agreement(8, 8, 10)).toBe(100);
    expect(agreement(6, 8, 10)).toBe(80);
    expect(agreement(8, 6, 10)).toBe(80);
    expect(agreement(0, 30, 10)).toBe(0);
    expect(agreement(5, null, 10)).toBeNull();
    expect(agreement(0, 0, 0)).toBe(100);
    expect(agreement(1, 0, 0)).toBe(0);
  });
});

describe('suggestedReviewGrade', () => {
  it('is 0 for a review that does not count', () => {
    expect(suggestedReviewGrade({ counts: false, agreementWithReviews: 100, agreementWithStaff: 100 })).toBe(0);
  });

  it('mixes both agreements 60/40 toward staff, falls back to the one known, else 100', () => {
    expect(suggestedReviewGrade({ counts: true, agreementWithReviews: 50, agreementWithStaff: 100 })).toBe(80);
    expect(suggestedReviewGrade({ counts: true, agreementWithReviews: 70, agreementWithStaff: null })).toBe(70);
    expect(suggestedReviewGrade({ counts: true, agreementWithReviews: null, agreementWithStaff: 40 })).toBe(40);
    expect(suggestedReviewGrade({ counts: true, agreementWithReviews: null, agreementWithStaff: null })).toBe(100);
  });
});

describe('weightedGrade', () => {
  it('is (1 − w) × staff + w × peer median, or the staff grade without a median or weight', () => {
    expect(weightedGrade(8, 6, 0.25)).toBe(7.5);
    expect(weightedGrade(8, 6, 1)).toBe(6);
    expect(weightedGrade(8, null, 0.5)).toBe(8);
    expect(weightedGrade(8, 6, 0)).toBe(8);
    expect(weightedGrade(0.3, 0.1, 0.1)).toBe(0.28);
  });
});

describe('reviewingGrade', () => {
  it('is the mean of staff grades, else suggested ones; a missing review counts its 0', () => {
    expect(reviewingGrade([])).toBeNull();
    expect(reviewingGrade([{ grade: 90, suggestedGrade: 10 }, { grade: null, suggestedGrade: 60 }, { grade: null, suggestedGrade: 0 }])).toBe(50);
  });
});
