import { isValidTimeZone } from '@marginalia/contracts';
import { formatDateTime } from '../../../../format/dateTime';

// Deadlines are stored as instants but picked and read in the course's time zone, whatever zone the admin's
// browser is in: "23:59" means 23:59 where the course is taught. The <input type="datetime-local"> value
// ("2026-10-01T23:59") carries no zone, so these functions translate between it and ISO instants.

/** The course's zone, or UTC when the stored name is not one this browser knows. */
export function usableZone(timeZone: string): string {
  return isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: number, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of partsFormat(timeZone).formatToParts(new Date(instant))) {
    if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
  }
  return fields;
}

/** How far the zone's clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** An ISO instant as the value of a datetime-local input in the zone; '' for none. */
export function toZonedInput(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const wall = wallClock(instant, usableZone(timeZone));
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A datetime-local value read as wall-clock time in the zone, as an ISO instant; null for an empty or
 * malformed value. A time that a daylight-saving jump skips moves forward with the clock.
 */
export function fromZonedInput(local: string, timeZone: string): string | null {
  const match = LOCAL_INPUT.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const zone = usableZone(timeZone);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offset depends on the instant we are looking for; a second pass settles it around a DST change.
  let instant = asUtc - offsetAt(asUtc, zone);
  instant = asUtc - offsetAt(instant, zone);
  return new Date(instant).toISOString();
}

/** An instant for reading, in the zone, with the zone's short name: "Oct 1, 2026, 11:59 PM EDT". */
export function formatInZone(iso: string | null, timeZone: string): string {
  return formatDateTime(iso, usableZone(timeZone));
}
