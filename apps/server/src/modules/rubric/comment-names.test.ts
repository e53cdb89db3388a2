import { describe, expect, it } from 'vitest';
import { nameBaseFromText, uniqueName } from './comment-names';

describe('rubric comment names', () => {
  it('takes the first words that fit, as a reader sees them, or a fallback for a blank text', () => {
    expect(nameBaseFromText('  Missing\n  docstring.  ')).toBe('Missing docstring');
    expect(nameBaseFromText('Off-by-one error in the loop bounds: `range(1, n)` skips the first item.')).toBe('Off-by-one error in the loop bounds');
    expect(nameBaseFromText('**Great** use of [list comprehensions](https://docs.python.org)!')).toBe('Great use of list comprehensions');
    expect(nameBaseFromText('x'.repeat(100))).toBe('x'.repeat(40));
    expect(nameBaseFromText(' \n ')).toBe('Rubric comment');
    expect(nameBaseFromText('`` ** ``')).toBe('Rubric comment');
  });

  it('numbers a name already taken', () => {
    expect(uniqueName('A', new Set())).toBe('A');
    expect(uniqueName('A', new Set(['A', 'A (2)']))).toBe('A (3)');
  });
});
