// How an upload receipt writes sizes and times: exact, so a student can compare them with their own copy.

/** `1 byte`, `2,048 bytes`: the exact count, grouped for reading. */
export function formatBytes(bytes: number): string {
  return `${bytes.toLocaleString('en-US')} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

/** `2026-11-26 02:11:03 UTC`: one unambiguous form, whatever the reader's time zone. */
export function formatUtc(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
