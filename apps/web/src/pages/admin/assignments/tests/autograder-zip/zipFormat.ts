import type { AutograderBuildState, AutograderZip } from '@marginalia/contracts';
import { formatDateTime } from '../../../../../format/dateTime';

// How the Tests tab shows an autograder zip: its size, when it was built and how long that took, and how often
// its state is read again while it builds.

/** The build runs on a worker; the tab reads its state again this often until it is ready or failed. */
export const ZIP_POLL_MS = 2_000;

export function zipPollInterval(zip: AutograderZip | null | undefined): number | false {
  return zip?.state === 'building' ? ZIP_POLL_MS : false;
}

export const BUILD_STATE_COLORS: Record<AutograderBuildState, string> = { building: 'processing', ready: 'success', failed: 'error' };

/** "812 bytes", "14.2 KB", "3.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${(Math.round(value * 10) / 10).toLocaleString('en-US')} ${units[unit]}`;
}

/** "42 s", "3 min 5 s", "1 h 2 min": a build takes seconds to many minutes. */
export function formatBuildDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  return `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
}

/** A moment in the course's time zone, naming it (see format/dateTime). */
export function formatMoment(iso: string, timeZone: string | undefined): string {
  return formatDateTime(iso, timeZone);
}

/** "Built Nov 26, 2026, 9:05 AM in 3 min 5 s"; null until a build has finished. */
export function builtText(zip: Pick<AutograderZip, 'built' | 'durationMs'>, timeZone: string | undefined): string | null {
  if (zip.built === null) return null;
  const took = zip.durationMs !== null ? ` in ${formatBuildDuration(zip.durationMs)}` : '';
  return `Built ${formatMoment(zip.built, timeZone)}${took}`;
}
