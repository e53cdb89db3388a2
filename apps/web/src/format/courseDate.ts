import { formatDateTime } from './dateTime';

/** A date-time in the course's time zone, naming the zone: "Nov 22, 2026, 3:04 PM EST" (see format/dateTime). */
export function formatCourseDate(iso: string, timeZone: string | undefined): string {
  return formatDateTime(iso, timeZone);
}
