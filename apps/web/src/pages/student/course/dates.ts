import { formatDateTime } from '../../../format/dateTime';

// Due dates as a student reads them: in the course's time zone, with the zone named, and how late an upload
// made now would be. One started day past the due date counts as a whole late day, as the server counts it.

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Tue, Dec 1, 2026, 1:00 PM GMT+1"; UTC when the course's zone is unknown to the browser. */
export function formatDueDate(iso: string, timeZone: string): string {
  return formatDateTime(iso, timeZone, { weekday: true });
}

export function isPastDue(dueIso: string | null, now: Date): boolean {
  return dueIso !== null && now.getTime() > new Date(dueIso).getTime();
}

/** Late days an upload made at `now` counts (0 before the due date). */
export function daysLate(dueIso: string | null, now: Date): number {
  if (dueIso === null) return 0;
  return Math.max(0, Math.ceil((now.getTime() - new Date(dueIso).getTime()) / DAY_MS));
}
