import { describe, expect, it } from 'vitest';
import { compareLabels, pseudonymNumber, relabel, studentLabel } from './labels';

describe('pseudonym labels', () => {
  it('reads the number of a pseudonym, whatever its case and spacing, and nothing else', () => {
    expect(pseudonymNumber('Student 7')).toBe(7);
    expect(pseudonymNumber(' student 12 ')).toBe(12);
    expect(pseudonymNumber('ada@example.edu')).toBeNull();
    expect(pseudonymNumber('Student seven')).toBeNull();
    expect(pseudonymNumber('Student 7 and 8')).toBeNull();
  });

  it('orders e-mails first by code point, then pseudonyms by number', () => {
    expect(['Student 10', 'b@x.edu', 'Student 2', 'B@x.edu'].sort(compareLabels)).toEqual(['B@x.edu', 'b@x.edu', 'Student 2', 'Student 10']);
  });

  it('labels a student by pseudonym unless shown, and never by e-mail when the number is missing', () => {
    expect(studentLabel({ email: 'ada@example.edu', number: 3 }, false)).toBe('Student 3');
    expect(studentLabel({ email: 'ada@example.edu', number: 3 }, true)).toBe('ada@example.edu');
    expect(studentLabel({ email: 'ada@example.edu', number: null }, false)).toBe('Student');
  });

  it('relabels a list, hiding an e-mail it has no label for', () => {
    const labels = new Map([
      ['ada@example.edu', 'Student 9'],
      ['bob@example.edu', 'bob@example.edu'],
    ]);
    expect(relabel(['ada@example.edu', 'bob@example.edu', 'eve@example.edu'], labels)).toEqual(['Student', 'bob@example.edu', 'Student 9']);
  });
});
