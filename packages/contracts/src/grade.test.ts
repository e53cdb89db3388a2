import { describe, expect, it } from 'vitest';
import { capCategory, computeGrade, type GradeInput } from './grade';

const base: GradeInput = {
  points: 20,
  additiveGrading: false,
  categories: [
    { id: 1, pointLimit: 3, atMostOnce: false },
    { id: 2, pointLimit: null, atMostOnce: true },
    { id: 3, pointLimit: -2, atMostOnce: false },
  ],
  rubricComments: [
    { id: 10, categoryId: 1, pointDelta: 2 },
    { id: 20, categoryId: 2, pointDelta: 1.5 },
    { id: 30, categoryId: 3, pointDelta: -1.5 },
  ],
  comments: [],
  tests: [],
};

describe('computeGrade', () => {
  it('is the assignment points when nothing is deducted', () => {
    expect(computeGrade(base)).toBe(20);
  });

  it("counts a run's own total instead of its tests' points when there is one", () => {
    const tests = [{ passed: true, pointsPass: 3, pointsFail: 0 }];
    expect(computeGrade({ ...base, tests })).toBe(23);
    expect(computeGrade({ ...base, tests, testScore: 1.5 })).toBe(21.5);
    expect(computeGrade({ ...base, tests, testScore: 0 })).toBe(20);
    expect(computeGrade({ ...base, tests, testScore: null })).toBe(23);
  });

  it('caps deductions at a positive category limit', () => {
    const comments = [10, 10, 10].map((id) => ({ rubricCommentId: id, pointDelta: null }));
    expect(computeGrade({ ...base, comments })).toBe(17);
  });

  it('counts an atMostOnce rubric comment once', () => {
    const comments = [20, 20].map((id) => ({ rubricCommentId: id, pointDelta: null }));
    expect(computeGrade({ ...base, comments })).toBe(18.5);
  });

  it('caps bonuses at a negative category limit', () => {
    const comments = [30, 30].map((id) => ({ rubricCommentId: id, pointDelta: null }));
    expect(computeGrade({ ...base, comments })).toBe(22);
  });

  it('adds free comments and ignores a rubric-linked comment’s own delta', () => {
    const comments = [
      { rubricCommentId: null, pointDelta: 0.1 },
      { rubricCommentId: null, pointDelta: 0.2 },
      { rubricCommentId: 10, pointDelta: 100 },
    ];
    expect(computeGrade({ ...base, comments })).toBe(17.7);
  });

  it('counts only deductions and bonuses with additive grading, plus test points', () => {
    const comments = [{ rubricCommentId: 30, pointDelta: null }];
    const tests = [
      { passed: true, pointsPass: 2, pointsFail: 0 },
      { passed: false, pointsPass: 2, pointsFail: -1 },
    ];
    expect(computeGrade({ ...base, additiveGrading: true, comments, tests })).toBe(2.5);
  });
});

describe('capCategory', () => {
  it('leaves uncapped sums alone', () => {
    expect(capCategory(50, null)).toBe(50);
  });
});
