import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE } from '@marginalia/contracts';
import { timeZoneChoices, timeZoneMatches } from './timeZones';

describe('time zone choices', () => {
  it('lists the supported zones, sorted, with the default and the current value added', () => {
    expect(timeZoneChoices('Europe/Kyiv', ['UTC', 'America/New_York'])).toEqual([
      'America/New_York',
      'Europe/Kyiv',
      DEFAULT_TIMEZONE,
      'UTC',
    ]);
  });

  it("keeps a legacy alias the browser's list does not name", () => {
    expect(timeZoneChoices('US/Pacific')).toContain('US/Pacific');
    expect(timeZoneChoices()).toContain('Europe/Paris');
  });

  it('lists each zone once', () => {
    const zones = timeZoneChoices('UTC', ['UTC', 'UTC']);
    expect(zones.filter((zone) => zone === 'UTC')).toHaveLength(1);
  });

  it('matches searches typed with spaces or slashes', () => {
    expect(timeZoneMatches('America/New_York', 'new york')).toBe(true);
    expect(timeZoneMatches('America/New_York', 'america/new')).toBe(true);
    expect(timeZoneMatches('America/New_York', 'paris')).toBe(false);
  });
});
