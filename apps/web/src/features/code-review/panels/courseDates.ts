// Dates in the course's time zone, so that everyone on the course reads the same deadline-relevant times.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    } catch {
      // A zone this browser does not know: UTC is at least unambiguous (the zone name shown says which).
      format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** "Mar 1, 2024, 7:00 AM" in the given zone. */
export function formatInZone(iso: string, timeZone: string): string {
  return formatFor(timeZone).format(new Date(iso));
}

/** The zone name a date is shown in, for its hover title. */
export function zoneTitle(timeZone: string): string {
  return `Time zone: ${formatFor(timeZone).resolvedOptions().timeZone}`;
}
