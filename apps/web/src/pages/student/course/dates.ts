// Due dates as a student reads them: in the course's time zone, with the zone named, and how late an upload
// made now would be. One started day past the due date counts as a whole late day, as the server counts it.

const DAY_MS = 24 * 60 * 60 * 1000;

const FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** "Tue, Dec 1, 2026, 1:00 PM GMT+1"; the browser's zone when the course's is unknown to it. */
export function formatDueDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat('en-US', { ...FORMAT, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', FORMAT).format(date);
  }
}

export function isPastDue(dueIso: string | null, now: Date): boolean {
  return dueIso !== null && now.getTime() > new Date(dueIso).getTime();
}

/** Late days an upload made at `now` counts (0 before the due date). */
export function daysLate(dueIso: string | null, now: Date): number {
  if (dueIso === null) return 0;
  return Math.max(0, Math.ceil((now.getTime() - new Date(dueIso).getTime()) / DAY_MS));
}
