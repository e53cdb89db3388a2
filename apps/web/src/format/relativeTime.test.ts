import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(formatRelativeTime(before(3), NOW)).toBe('just now');
    expect(formatRelativeTime(before(42), NOW)).toBe('42 seconds ago');
    expect(formatRelativeTime(before(5 * 60 + 20), NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(before(3 * 3600), NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(before(26 * 3600), NOW)).toBe('yesterday');
    expect(formatRelativeTime(before(10 * 24 * 3600), NOW)).toBe('last week');
    expect(formatRelativeTime(before(400 * 24 * 3600), NOW)).toBe('last year');
  });

  it('reads the future too, and leaves nothing and non-dates alone', () => {
    expect(formatRelativeTime(new Date(NOW + 2 * 3600 * 1000).toISOString(), NOW)).toBe('in 2 hours');
    expect(formatRelativeTime(null, NOW)).toBe('');
    expect(formatRelativeTime('soon', NOW)).toBe('soon');
  });
});
