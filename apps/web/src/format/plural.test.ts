import { describe, expect, it } from 'vitest';
import { plural, pluralWord } from './plural';

describe('plural', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(plural(1, 'student')).toBe('1 student');
    expect(plural(0, 'student')).toBe('0 students');
    expect(plural(2, 'person', 'people')).toBe('2 people');
    expect(plural(1, 'person', 'people')).toBe('1 person');
    expect(plural(2500, 'row')).toBe('2,500 rows');
    expect(pluralWord(1.5, 'point')).toBe('points');
    expect(pluralWord(-1, 'point')).toBe('point');
  });
});
