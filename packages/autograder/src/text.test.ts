import { describe, expect, it } from 'vitest';
import { capText, decodeText, displayText, MAX_LOG_BYTES, resultLogs, testName } from './text';

describe('log text', () => {
  it('replaces invalid UTF-8 and drops NUL bytes', () => {
    const text = displayText(decodeText(new Uint8Array([0x61, 0xff, 0xfe, 0x00, 0x62, 0xc3])));
    expect(text).toBe('a\uFFFD\uFFFDb\uFFFD');
    expect(text.includes('\u0000')).toBe(false);
    expect(Buffer.from(text, 'utf8').toString('utf8')).toBe(text);
  });

  it('drops terminal escape sequences and shows other control characters as U+FFFD', () => {
    expect(displayText('\u001b[31mred\u001b[0m \u001b]0;title\u0007done\u0008\r\nnext\ttab')).toBe('red done\uFFFD\nnext\ttab');
    // Logs keep colours and styles for the log viewer, and nothing else: no cursor moves, titles or clears.
    expect(displayText('\u001b[2J\u001b[1;31mred\u001b[0m \u001b]0;title\u0007\u001b[Hdone\uE000', { keepColours: true })).toBe('\u001b[1;31mred\u001b[0m done\uFFFD');
    expect(displayText('lone \uD800 surrogate')).toBe('lone \uFFFD surrogate');
  });

  it('caps logs at 64 KB at a character boundary and says where', () => {
    const { logs, logsTruncated } = resultLogs('é'.repeat(100_000));
    expect(logsTruncated).toBe(true);
    expect(Buffer.byteLength(logs)).toBeLessThanOrEqual(MAX_LOG_BYTES);
    expect(logs).toMatch(/cut here: \d+ more bytes of 200000 not kept/);
    expect(logs.includes('\uFFFD')).toBe(false);
    expect(capText('short', 100)).toEqual({ text: 'short', truncated: false });
  });

  it('makes test names one line of at most 48 characters', () => {
    expect(testName('<script>alert(1)</script>\n\u001b[2J')).toBe('<script>alert(1)</script>');
    expect(Array.from(testName('x'.repeat(100)))).toHaveLength(48);
    expect(testName('   ')).toBe('(unnamed test)');
  });
});
