import { displayZone, formatDateTime } from '../../../format/dateTime';

// Dates in the course's time zone, so that everyone on the course reads the same deadline-relevant times.

/** "Mar 1, 2024, 7:00 AM EST" in the given zone. */
export function formatInZone(iso: string, timeZone: string): string {
  return formatDateTime(iso, timeZone);
}

/** The zone name a date is shown in, for its hover title. */
export function zoneTitle(timeZone: string): string {
  return `Time zone: ${displayZone(timeZone)}`;
}
