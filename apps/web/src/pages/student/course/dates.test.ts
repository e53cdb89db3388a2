import { describe, expect, it } from 'vitest';
import { daysLate, formatDueDate } from './dates';

describe('due dates', () => {
  it("are shown in the course's time zone, with the zone named", () => {
    expect(formatDueDate('2026-12-01T17:00:00Z', 'America/New_York')).toBe('Tue, Dec 1, 2026, 12:00 PM EST');
    expect(formatDueDate('2026-07-01T17:00:00Z', 'UTC')).toBe('Wed, Jul 1, 2026, 5:00 PM UTC');
  });

  it('fall back to UTC, named, for a zone the browser does not know', () => {
    expect(formatDueDate('2026-12-01T17:00:00Z', 'Not/AZone')).toBe('Tue, Dec 1, 2026, 5:00 PM UTC');
  });

  it('count each started day late as a whole day', () => {
    const due = '2026-11-20T12:00:00Z';
    expect(daysLate(due, new Date('2026-11-20T12:00:00Z'))).toBe(0);
    expect(daysLate(due, new Date('2026-11-20T12:00:01Z'))).toBe(1);
    expect(daysLate(due, new Date('2026-11-22T12:00:00Z'))).toBe(2);
    expect(daysLate(null, new Date())).toBe(0);
  });
});
