/**
 * `<course name>-<period>-roster.csv` with anything a file system or a download header could choke on
 * (slashes, quotes, control characters, spaces) turned into dashes.
 */
export function rosterFileName(course: { name: string; period: string }): string {
  const base = `${course.name}-${course.period}-roster`
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-.]+|-+$/g, '');
  return `${base || 'roster'}.csv`;
}
