import { DEFAULT_TIMEZONE } from '@marginalia/contracts';

/**
 * The zones a course can choose: the browser's IANA list plus the course's current value and the default.
 * Browsers list canonical names only, while courses created elsewhere often carry legacy aliases such as
 * "US/Eastern"; those must stay selectable, or opening the settings would silently change the zone.
 */
export function timeZoneChoices(current?: string, supported: readonly string[] = supportedTimeZones()): string[] {
  const zones = new Set(supported);
  zones.add(DEFAULT_TIMEZONE);
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

function supportedTimeZones(): string[] {
  // Older engines lack supportedValuesOf; UTC and the default still make a usable list there.
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
}

/** Matches "new york" to "America/New_York": users type spaces where zone names have underscores. */
export function timeZoneMatches(zone: string, search: string): boolean {
  const normalize = (text: string) => text.toLowerCase().replace(/[_\s/]+/g, ' ').trim();
  return normalize(zone).includes(normalize(search));
}
