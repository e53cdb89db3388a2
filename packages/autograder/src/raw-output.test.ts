import { describe, expect, it } from 'vitest';
import { appendRawOutput, MAX_RAW_OUTPUT_BYTES } from './raw-output';

describe('appendRawOutput', () => {
  it('puts each section under its title', () => {
    const raw = { text: '', truncated: false };
    appendRawOutput(raw, 'Build', '$ make');
    appendRawOutput(raw, 'Tests › adds (passed)', 'ok');
    expect(raw.text).toBe('=== Build ===\n$ make\n\n=== Tests › adds (passed) ===\nok');
  });

  it('stops at 1 MB and marks the cut', () => {
    const raw = { text: '', truncated: false };
    for (let i = 0; i < 30; i += 1) appendRawOutput(raw, `test ${i}`, 'x'.repeat(60_000));
    expect(raw.truncated).toBe(true);
    expect(Buffer.byteLength(raw.text)).toBeLessThanOrEqual(MAX_RAW_OUTPUT_BYTES);
    expect(raw.text).toMatch(/cut here: \d+ more bytes/);
  });
});
