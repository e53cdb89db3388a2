import type { PlatformAnalytics } from '@marginalia/contracts';
import { formatCount } from '../console/format';

// The analytics as rows (one per week) for the charts and the numbers table, and the one-sentence summary each
// chart carries for screen readers.

export interface WeekRow {
  week: string;
  students: number;
  graders: number;
  admins: number;
  submissions: number;
  comments: number;
  testRuns: number;
}

export type SeriesKey = Exclude<keyof WeekRow, 'week'>;

export function weekRows(analytics: PlatformAnalytics): WeekRow[] {
  const { activeUsers } = analytics;
  return analytics.weeks.map((week, index) => ({
    week,
    students: activeUsers.students[index] ?? 0,
    graders: activeUsers.graders[index] ?? 0,
    admins: activeUsers.admins[index] ?? 0,
    submissions: analytics.submissions[index] ?? 0,
    comments: analytics.comments[index] ?? 0,
    testRuns: analytics.testRuns[index] ?? 0,
  }));
}

// Weeks are calendar days (the Monday they start on); read in UTC they are that day wherever the admin is.
const shortDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const asDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "Mar 2": an axis tick. */
export const formatWeekShort = (isoDate: string) => shortDay.format(asDate(isoDate));
/** "Mar 2, 2026": a table row, a tooltip. */
export const formatWeek = (isoDate: string) => longDay.format(asDate(isoDate));

/**
 * "Submissions per week from Jan 5, 2026 to Jun 29, 2026: 1,234 in all, at most 120 (week of Mar 2, 2026), 98 in
 * the latest week." Active people are not added up over weeks (the same person counts every week), so `sum` is off
 * for them.
 */
export function describeSeries(what: string, rows: readonly WeekRow[], key: SeriesKey, { sum = true } = {}): string {
  if (rows.length === 0) return `${what}: no weeks.`;
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  const peak = rows.reduce((best, row) => (row[key] > best[key] ? row : best), first);
  const total = rows.reduce((sum, row) => sum + row[key], 0);
  if (total === 0) return `${what} from ${formatWeek(first.week)} to ${formatWeek(last.week)}: none.`;
  const inAll = sum ? `${formatCount(total)} in all, ` : '';
  return (
    `${what} from ${formatWeek(first.week)} to ${formatWeek(last.week)}: ${inAll}at most ` +
    `${formatCount(peak[key])} (week of ${formatWeek(peak.week)}), ${formatCount(last[key])} in the latest week.`
  );
}
