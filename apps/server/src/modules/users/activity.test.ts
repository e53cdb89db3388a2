import { describe, expect, it } from 'vitest';
import { activityWeek } from './activity';

describe('activityWeek', () => {
  it('is the Monday (UTC) of the week, Mondays and Sundays included', () => {
    expect(activityWeek(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // a Monday
    expect(activityWeek(new Date('2026-11-26T15:30:00Z'))).toBe('2026-11-23'); // Thursday
    expect(activityWeek(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23'); // Sunday
    expect(activityWeek(new Date('2027-01-01T08:00:00Z'))).toBe('2026-12-28'); // across a year
  });
});
