import { describe, expect, it } from 'vitest';
import { termAt, weekStarts } from './calendar';

const at = (iso: string) => termAt(new Date(iso));

describe('termAt', () => {
  it('names the term that started last: January 1, June 1 or August 15', () => {
    expect(at('2026-03-10T12:00:00Z')).toEqual({ name: 'Spring 2026', startsOn: '2026-01-01' });
    expect(at('2026-07-04T12:00:00Z')).toEqual({ name: 'Summer 2026', startsOn: '2026-06-01' });
    expect(at('2026-11-27T12:00:00Z')).toEqual({ name: 'Fall 2026', startsOn: '2026-08-15' });
  });

  it('starts a term at midnight UTC on its first day, and ends it the moment before the next', () => {
    expect(at('2026-01-01T00:00:00Z')).toEqual({ name: 'Spring 2026', startsOn: '2026-01-01' });
    expect(at('2026-05-31T23:59:59.999Z').name).toBe('Spring 2026');
    expect(at('2026-06-01T00:00:00Z').name).toBe('Summer 2026');
    expect(at('2026-08-14T23:59:59.999Z').name).toBe('Summer 2026');
    expect(at('2026-08-15T00:00:00Z').name).toBe('Fall 2026');
    expect(at('2026-12-31T23:59:59.999Z')).toEqual({ name: 'Fall 2026', startsOn: '2026-08-15' });
    expect(at('2027-01-01T00:00:00Z')).toEqual({ name: 'Spring 2027', startsOn: '2027-01-01' });
  });

  it('reads the date in UTC, whatever the offset it was written with', () => {
    // 20:00 on May 31 in New York is already June 1 in UTC.
    expect(at('2026-05-31T20:00:00-04:00').name).toBe('Summer 2026');
  });
});

describe('weekStarts', () => {
  it('lists Mondays, oldest first, ending with the Monday of the current week', () => {
    // 2026-11-27 is a Friday.
    expect(weekStarts(new Date('2026-11-27T10:00:00Z'), 4)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
  });

  it('counts a Monday as the first day of its week and a Sunday as the last, across months and years', () => {
    expect(weekStarts(new Date('2026-11-23T00:00:00Z'), 1)).toEqual(['2026-11-23']);
    expect(weekStarts(new Date('2026-11-29T23:59:59Z'), 1)).toEqual(['2026-11-23']);
    expect(weekStarts(new Date('2027-01-03T08:00:00Z'), 3)).toEqual(['2026-12-14', '2026-12-21', '2026-12-28']);
  });
});
