import { describe, expect, it } from 'vitest';
import { builtText, formatBuildDuration, formatBytes, zipPollInterval, ZIP_POLL_MS } from './zipFormat';

describe('autograder zip format', () => {
  it('shows sizes in bytes, KB, MB and GB', () => {
    expect(formatBytes(812)).toBe('812 bytes');
    expect(formatBytes(14_540)).toBe('14.2 KB');
    expect(formatBytes(3.5 * 1024 * 1024)).toBe('3.5 MB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GB');
  });

  it('shows how long a build took', () => {
    expect(formatBuildDuration(42_300)).toBe('42 s');
    expect(formatBuildDuration(185_000)).toBe('3 min 5 s');
    expect(formatBuildDuration(3_720_000)).toBe('1 h 2 min');
  });

  it('says when the zip was built, in the course time zone', () => {
    expect(builtText({ built: '2026-11-26T14:05:00Z', durationMs: 185_000 }, 'America/New_York')).toBe('Built Nov 26, 2026, 9:05 AM EST in 3 min 5 s');
    expect(builtText({ built: null, durationMs: null }, 'UTC')).toBeNull();
  });

  it('reads the state again only while the zip builds', () => {
    expect(zipPollInterval({ state: 'building' } as never)).toBe(ZIP_POLL_MS);
    expect(zipPollInterval({ state: 'ready' } as never)).toBe(false);
    expect(zipPollInterval(null)).toBe(false);
  });
});
