// The dates the platform console counts from, computed from "now" alone (pure, so that the rules have unit tests
// and the SQL receives plain dates). Everything is UTC: the console serves institutions in many time zones.

export interface Term {
  /** "Spring 2026", "Summer 2026" or "Fall 2026". */
  name: string;
  /** The term's first day, 'YYYY-MM-DD' (UTC). */
  startsOn: string;
}

/** Term starts within a year, latest first: the first one not after today is the current term. */
const TERM_STARTS = [
  { season: 'Fall', month: 7, day: 15 },
  { season: 'Summer', month: 5, day: 1 },
  { season: 'Spring', month: 0, day: 1 },
] as const;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The term `now` falls in: it starts on January 1, June 1 or August 15 (UTC), whichever came last. */
export function termAt(now: Date): Term {
  const year = now.getUTCFullYear();
  // January 1 is never after `now` within its own year, so a start is always found.
  const start = TERM_STARTS.find(({ month, day }) => Date.UTC(year, month, day) <= now.getTime())!;
  return { name: `${start.season} ${year}`, startsOn: isoDate(new Date(Date.UTC(year, start.month, start.day))) };
}

const DAY_MS = 86_400_000;

/** The Mondays (UTC, 'YYYY-MM-DD') of `count` weeks ending with the week of `now`, oldest first. */
export function weekStarts(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // getUTCDay: Sunday is 0, so Monday is 0 days back, Sunday 6.
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: count }, (_, i) => isoDate(new Date(monday - (count - 1 - i) * 7 * DAY_MS)));
}
