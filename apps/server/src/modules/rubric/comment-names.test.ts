import { describe, expect, it } from 'vitest';
import { nameBaseFromText, uniqueName } from './comment-names';

describe('rubric comment names', () => {
  it('takes the text on one line, cut short, or a fallback for a blank text', () => {
    expect(nameBaseFromText('  Missing\n  docstring  ')).toBe('Missing docstring');
    expect(nameBaseFromText('x'.repeat(100))).toBe('x'.repeat(60));
    expect(nameBaseFromText(' \n ')).toBe('Rubric comment');
  });

  it('numbers a name already taken', () => {
    expect(uniqueName('A', new Set())).toBe('A');
    expect(uniqueName('A', new Set(['A', 'A (2)']))).toBe('A (3)');
  });
});
