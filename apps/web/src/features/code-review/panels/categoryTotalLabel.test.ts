import { describe, expect, it } from 'vitest';
import { categoryTotalLabel } from './RubricCategoryHeader';
import { makeCategory } from './testing/fixtures';

const part = (sum: number, pointLimit: number | null) => ({ category: makeCategory({ id: 1, name: 'Style', pointLimit }), sum, counted: sum });

describe('categoryTotalLabel', () => {
  it('names the limit when the total runs towards it, and leaves it out otherwise', () => {
    expect(categoryTotalLabel(part(3, 4))).toBe('-3 of -4 max');
    expect(categoryTotalLabel(part(-2, -3))).toBe('+2 of +3 max');
    // A bonus in a category that caps deductions: "+1 of -4 max" would read as nonsense.
    expect(categoryTotalLabel(part(-1, 4))).toBe('+1');
    expect(categoryTotalLabel(part(2, null))).toBe('-2');
  });
});
