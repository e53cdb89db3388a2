import { describe, expect, it } from 'vitest';
import { computeGrade } from './grade';
import { gradingModelOf, gradingModelSentence, gradingModelSettings, testPointRange, whatRunsSentence } from './grading-model';

const grade = (settings: { additiveGrading: boolean; points: number }, passed: number, of: number) =>
  computeGrade({
    ...settings,
    categories: [],
    rubricComments: [],
    comments: [],
    tests: Array.from({ length: of }, (_, i) => ({ passed: i < passed, pointsPass: 1, pointsFail: 0 })),
  });

describe('grading models', () => {
  it('names the model an assignment follows and says how its grade is made', () => {
    const facts = { points: 10, additiveGrading: false, testPoints: 10, testDeductions: 0 };
    expect(gradingModelOf(facts)).toBe('tests_add');
    expect(gradingModelSentence(facts)).toEqual({ text: expect.stringContaining('a student can reach 20 of 10'), overPoints: true });
    expect(gradingModelOf({ ...facts, additiveGrading: true })).toBe('tests_whole');
    expect(gradingModelSentence({ ...facts, additiveGrading: true }).overPoints).toBe(false);
    expect(gradingModelOf({ ...facts, additiveGrading: true, points: 15 })).toBe('tests_share');
    expect(gradingModelSentence({ ...facts, additiveGrading: true, points: 15 }).text).toContain('graders give the other 5 with the rubric');
    expect(gradingModelOf({ ...facts, testPoints: 0 })).toBeNull();
    expect(gradingModelSentence({ ...facts, testPoints: 0, testDeductions: -3 }).text).toContain('failed tests take away up to 3 points');
  });

  it('sets points and additive grading so that the grade stays within the points', () => {
    // 10 tests worth 1 point each on a 10-point assignment.
    const whole = gradingModelSettings('tests_whole', 10, 0);
    expect(whole).toEqual({ additiveGrading: true, points: 10 });
    expect([grade(whole, 10, 10), grade(whole, 0, 10), grade(whole, 7, 10)]).toEqual([10, 0, 7]);
    const share = gradingModelSettings('tests_share', 10, 5);
    expect(share).toEqual({ additiveGrading: true, points: 15 });
    expect(grade(share, 10, 10)).toBe(10); // graders give the other 5 with the rubric
    expect(gradingModelSettings('tests_add', 10, 10)).toEqual({ additiveGrading: false, points: 10 });
  });

  it('sums what tests can add and take away', () => {
    expect(testPointRange([{ pointsPass: 2, pointsFail: 0 }, { pointsPass: 0, pointsFail: -1 }, { pointsPass: 3, pointsFail: -2 }])).toEqual({ testPoints: 5, testDeductions: -3 });
  });

  it('says what runs and when', () => {
    expect(whatRunsSentence({ runOnUpload: true, hasAutograderZip: true })).toContain('Every student upload runs the autograder zip');
    expect(whatRunsSentence({ runOnUpload: false, hasAutograderZip: false })).toContain('Student uploads are not tested');
  });
});
