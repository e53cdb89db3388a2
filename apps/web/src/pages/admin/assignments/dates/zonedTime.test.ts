import { describe, expect, it } from 'vitest';
import { formatInZone, fromZonedInput, toZonedInput } from './zonedTime';

describe('deadlines in the course time zone', () => {
  it('reads a picked time as wall-clock time where the course is', () => {
    expect(fromZonedInput('2026-10-01T23:59', 'America/New_York')).toBe('2026-10-02T03:59:00.000Z');
    expect(fromZonedInput('2026-12-01T23:59', 'America/New_York')).toBe('2026-12-02T04:59:00.000Z');
    expect(fromZonedInput('2026-07-01T09:30', 'Asia/Kolkata')).toBe('2026-07-01T04:00:00.000Z');
    expect(fromZonedInput('2026-07-01T09:30', 'US/Eastern')).toBe('2026-07-01T13:30:00.000Z');
  });

  it('shows a stored instant as the same wall-clock time', () => {
    expect(toZonedInput('2026-10-02T03:59:00Z', 'America/New_York')).toBe('2026-10-01T23:59');
    expect(toZonedInput('2026-10-02T05:59:00+02:00', 'Europe/Paris')).toBe('2026-10-02T05:59');
    expect(toZonedInput(null, 'UTC')).toBe('');
  });

  it('round-trips across a daylight-saving change and treats empty input as none', () => {
    for (const local of ['2026-03-08T01:30', '2026-03-08T03:30', '2026-11-01T00:30', '2026-11-01T02:30']) {
      expect(toZonedInput(fromZonedInput(local, 'America/New_York'), 'America/New_York')).toBe(local);
    }
    expect(fromZonedInput('', 'UTC')).toBeNull();
  });

  it('names the zone when showing a date, and falls back to UTC for an unknown zone', () => {
    expect(formatInZone('2026-10-02T03:59:00Z', 'America/New_York')).toBe('Oct 1, 2026, 11:59 PM EDT');
    expect(formatInZone('2026-10-02T03:59:00Z', 'Not/AZone')).toBe('Oct 2, 2026, 3:59 AM UTC');
  });
});
