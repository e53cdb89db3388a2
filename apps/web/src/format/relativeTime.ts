// "3 minutes ago", "yesterday", "in 2 hours": how long ago an instant was, for lists where the recency matters more
// than the exact time (the exact time goes in a tooltip beside it, through formatDateTime).

const UNITS: [unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** An instant relative to `now` in the largest whole unit it spans; '' for no instant, the text itself for a non-date. */
export function formatRelativeTime(iso: string | null | undefined, now: number = Date.now()): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  const seconds = Math.round((instant - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return Math.abs(seconds) < 10 ? 'just now' : relative.format(seconds, 'second');
}
