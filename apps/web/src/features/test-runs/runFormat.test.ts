import { describe, expect, it } from 'vitest';
import { numberedName, resultPointsLabel, runScoreLabel } from './runFormat';

describe('resultPointsLabel', () => {
  it('shows points earned out of the points a pass brings, partial credit included', () => {
    expect(resultPointsLabel({ points: 1.5, maxPoints: 2 })).toBe('1.5 / 2');
    expect(resultPointsLabel({ points: 0, maxPoints: 3 })).toBe('0 / 3');
  });

  it('shows what a test that deducts on failure brings, without a "/ 0"', () => {
    expect(resultPointsLabel({ points: -2, maxPoints: 0 })).toBe('-2 points');
    expect(resultPointsLabel({ points: 0, maxPoints: 0 })).toBe('0 points');
  });

  it('shows nothing when the reader gets no points', () => {
    expect(resultPointsLabel({ points: null, maxPoints: null })).toBeNull();
  });
});

describe('runScoreLabel', () => {
  const result = (maxPoints: number | null, points: number | null = null) => ({ maxPoints, points });
  it("shows the autograder's own total out of the results' most points", () => {
    expect(runScoreLabel({ score: 7.5, results: [result(4), result(6)] as never })).toBe('Autograder 7.5 / 10');
    expect(runScoreLabel({ score: 7.456, results: [result(null)] as never })).toBe('Autograder 7.46');
  });

  it('adds up the results when the run gave no total (a results.json without a top-level score)', () => {
    expect(runScoreLabel({ score: null, results: [result(4, 4), result(6, 3)] as never })).toBe('Autograder 7 / 10');
    expect(runScoreLabel({ score: null, results: [result(0, -2)] as never })).toBe('Autograder -2');
  });

  it('shows nothing when the reader gets no points', () => {
    expect(runScoreLabel({ score: null, results: [result(null, null)] as never })).toBeNull();
    expect(runScoreLabel({ score: null, results: [] })).toBeNull();
  });
});

describe('numberedName', () => {
  it("puts Gradescope's number before the name once", () => {
    expect(numberedName('Adds numbers', '1.2')).toBe('1.2 Adds numbers');
    expect(numberedName('1.2 Adds numbers', '1.2')).toBe('1.2 Adds numbers');
    expect(numberedName('Adds numbers', null)).toBe('Adds numbers');
  });
});
