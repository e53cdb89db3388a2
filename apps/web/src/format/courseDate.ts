/** A date-time in the course's time zone, e.g. "Nov 22, 2026, 3:04 PM"; the local zone when the course's is unknown. */
export function formatCourseDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return date.toLocaleString('en-US', { ...options, timeZone });
  } catch {
    return date.toLocaleString('en-US', options);
  }
}
