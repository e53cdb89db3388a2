import { describe, expect, it } from 'vitest';
import { shortDiff } from './diff';

describe('shortDiff', () => {
  it('shows the first differing lines with their numbers and visible whitespace', () => {
    const diff = shortDiff('a\nb\nc\nd\n', 'a\nb\nC \nd\n');
    expect(diff).toContain('- line 3 expected: "c"');
    expect(diff).toContain('+ line 3 actual:   "C "');
    expect(diff).toContain('  line 2: "b"');
  });

  it('counts the differences it does not show', () => {
    const diff = shortDiff(Array.from({ length: 20 }, (_, i) => String(i)).join('\n'), '');
    expect(diff).toContain('… and 15 more lines differ');
  });

  it('is empty for equal texts', () => {
    expect(shortDiff('same\n', 'same\n')).toBe('');
  });
});
