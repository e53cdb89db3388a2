import { isValidTimeZone } from '@marginalia/contracts';

// Every date-time the web app shows goes through here, so that one page reads one clock and says which: a
// course's pages show the course's time zone (deadlines, uploads, regrades and runs are all about where the course
// is taught, whatever zone the reader's browser is in), other pages the browser's own zone. Each time carries the
// zone's short name ("Mar 3, 2026, 2:15 PM EST"), so that a time copied into a mail is still unambiguous.

export interface DateTimeOptions {
  /** Show the seconds too (job and run logs, where seconds tell events apart). */
  seconds?: boolean;
  /** Start with the weekday ("Tue, Dec 1, 2026, …"), as due dates do. */
  weekday?: boolean;
}

/** The zone a time is shown in: the given one when this browser knows it, UTC for a name it does not know, and
 * the browser's own zone when none is given (no course in view). */
export function displayZone(timeZone?: string | null): string {
  if (timeZone === undefined || timeZone === null || timeZone === '') return browserZone();
  return isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

function browserZone(): string {
  return new Intl.DateTimeFormat('en-US').resolvedOptions().timeZone;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(zone: string, options: DateTimeOptions): Intl.DateTimeFormat {
  const key = `${zone}|${options.seconds ? 's' : ''}|${options.weekday ? 'w' : ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      ...(options.weekday ? { weekday: 'short' as const } : {}),
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(options.seconds ? { second: '2-digit' as const } : {}),
      timeZoneName: 'short',
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * An instant as people read it, in the zone (see displayZone) and naming it: "Mar 3, 2026, 2:15 PM EST".
 * '' for no instant; a text that is not a date is shown as it came.
 */
export function formatDateTime(iso: string | null | undefined, timeZone?: string | null, options: DateTimeOptions = {}): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  return formatFor(displayZone(timeZone), options).format(instant);
}

/** The page-level label of the zone its times are in: "Times in America/New_York". */
export function zoneLabel(timeZone?: string | null): string {
  return `Times in ${displayZone(timeZone)}`;
}
