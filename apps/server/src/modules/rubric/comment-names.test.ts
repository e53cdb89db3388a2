import { describe, expect, it } from 'vitest';
import { nameBaseFromText, uniqueName } from './comment-names';

describe('rubric comment names', () => {
  it('takes the first words that fit, as a reader sees them, or a fallback for a blank text', () => {
    expect(nameBaseFromText('  Missing\n  docstring.  ')).toBe('Missing docstring');
    expect(nameBaseFromText('Off-by-one error in the loop bounds: `range(1, n)` skips the first item.')).toBe('Off-by-one error in the loop bounds…');
    expect(nameBaseFromText('**Great** use of [list comprehensions](https://docs.python.org)!')).toBe('Great use of list comprehensions');
    expect(nameBaseFromText('x'.repeat(100))).toBe(`${'x'.repeat(39)}…`);
    expect(nameBaseFromText(' \n ')).toBe('Rubric comment');
    expect(nameBaseFromText('`` ** ``')).toBe('Rubric comment');
  });

  it('ends a cut name on a whole word with an ellipsis, within 40 characters', () => {
    const name = nameBaseFromText('Remember to close the file handle after reading, or use a with block.');
    expect(name).toBe('Remember to close the file handle after…');
    expect([...name].length).toBeLessThanOrEqual(40);
    expect(nameBaseFromText('Exactly forty characters are kept whole.')).toBe('Exactly forty characters are kept whole');
    expect(nameBaseFromText('Loop bounds, then the rest of a longer comment text')).toBe('Loop bounds, then the rest of a longer…');
    expect(nameBaseFromText('Check the loop bounds carefully here, then everything else')).toBe('Check the loop bounds carefully here…');
  });

  it('numbers a name already taken', () => {
    expect(uniqueName('A', new Set())).toBe('A');
    expect(uniqueName('A', new Set(['A', 'A (2)']))).toBe('A (3)');
  });
});
