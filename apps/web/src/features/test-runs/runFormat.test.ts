import { describe, expect, it } from 'vitest';
import { resultPointsLabel } from './runFormat';

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
