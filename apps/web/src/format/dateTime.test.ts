import { describe, expect, it } from 'vitest';
import { displayZone, formatDateTime, zoneLabel } from './dateTime';

describe('formatDateTime', () => {
  it("shows an instant in the course's zone and names the zone", () => {
    expect(formatDateTime('2026-03-03T19:15:00Z', 'America/New_York')).toBe('Mar 3, 2026, 2:15 PM EST');
    expect(formatDateTime('2026-07-03T19:15:00Z', 'America/New_York')).toBe('Jul 3, 2026, 3:15 PM EDT');
    expect(formatDateTime('2026-03-03T19:15:00Z', 'UTC')).toBe('Mar 3, 2026, 7:15 PM UTC');
  });

  it('gives two instants of one page the same clock whatever they are (uploads and regrades alike)', () => {
    const uploaded = formatDateTime('2026-03-03T14:00:00Z', 'America/Chicago');
    const regrade = formatDateTime('2026-03-03T14:30:00.123Z', 'America/Chicago');
    expect(uploaded).toBe('Mar 3, 2026, 8:00 AM CST');
    expect(regrade).toBe('Mar 3, 2026, 8:30 AM CST');
  });

  it('adds seconds or the weekday when asked', () => {
    expect(formatDateTime('2026-03-03T19:15:07Z', 'America/New_York', { seconds: true })).toBe('Mar 3, 2026, 2:15:07 PM EST');
    expect(formatDateTime('2026-12-01T12:00:00Z', 'Europe/Berlin', { weekday: true })).toBe('Tue, Dec 1, 2026, 1:00 PM GMT+1');
  });

  it("falls back to UTC for a zone the browser does not know, and to the browser's zone when none is given", () => {
    expect(formatDateTime('2026-03-03T19:15:00Z', 'Mars/Olympus')).toBe('Mar 3, 2026, 7:15 PM UTC');
    expect(displayZone(undefined)).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(formatDateTime('2026-03-03T19:15:00Z')).toMatch(/^Mar 3, 2026, \d{1,2}:15 [AP]M \S+/);
  });

  it('shows nothing for no instant and a text that is not a date as it came', () => {
    expect(formatDateTime(null, 'UTC')).toBe('');
    expect(formatDateTime('soon', 'UTC')).toBe('soon');
  });

  it('labels the zone of a page', () => {
    expect(zoneLabel('America/New_York')).toBe('Times in America/New_York');
    expect(zoneLabel('Nowhere/Land')).toBe('Times in UTC');
  });
});
