import { describe, expect, it } from 'vitest';
import { limitLabel, pointsLabel, shownPoints, storedPoints } from './pointSigns';

describe('rubric point signs', () => {
  it('shows deductions as negative numbers and stores them as positive ones', () => {
    expect(shownPoints(2)).toBe(-2);
    expect(storedPoints(-2)).toBe(2);
    expect(storedPoints(0)).toBe(0);
    expect(Object.is(storedPoints(0), -0)).toBe(false);
    expect(shownPoints(null)).toBeNull();
  });

  it('words a limit as docs/PRODUCT.md §5.5 does: -4 means no more than 4 points lost', () => {
    expect(limitLabel(storedPoints(-4))).toBe('At most 4 points lost');
    expect(limitLabel(-3)).toBe('At most 3 bonus points');
    expect(limitLabel(null)).toBe('No limit');
    expect(limitLabel(1)).toBe('At most 1 point lost');
    expect(limitLabel(-1)).toBe('At most 1 bonus point');
    expect(pointsLabel(1.5)).toBe('-1.5');
    expect(pointsLabel(-1)).toBe('+1');
  });
});
