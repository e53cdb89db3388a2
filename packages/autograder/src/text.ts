// Everything a run reports is shown to people and stored in PostgreSQL text columns: valid UTF-8 (invalid bytes
// become U+FFFD), no NUL bytes (text columns cannot hold them), no terminal escape sequences or other control
// characters that could repaint a viewer's screen, and bounded in size. Logs keep one kind of escape, colours and
// text styles (SGR, `ESC [ … m`): the web app's log viewer renders them as styled text, never as HTML.

/** The most a result's log keeps, in UTF-8 bytes. */
export const MAX_LOG_BYTES = 64 * 1024;
/** The longest name of a test that a unit or file test reports. */
export const MAX_TEST_NAME_LENGTH = 48;

const decoder = new TextDecoder('utf-8', { fatal: false });
const encoder = new TextEncoder();

// ESC-led sequences: CSI (colours, cursor moves), OSC (titles, hyperlinks) up to BEL or ST, and two-byte escapes.
// eslint-disable-next-line no-control-regex
const ESCAPE_SEQUENCES = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-Z\\-_]|\u009b[0-?]*[ -/]*[@-~]/g;
// Control characters other than tab and line feed (C0, DEL, C1), and lone UTF-16 surrogates.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Bytes as UTF-8 text, invalid sequences replaced. */
export function decodeText(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

// Select Graphic Rendition: colours and text styles only.
// eslint-disable-next-line no-control-regex
const SGR = /^\u001b\[[0-9;:]*m$/;
const SGR_PLACEHOLDER = '\uE000';

/**
 * Text safe to store and show: CRLF as LF, escape sequences dropped (colours and styles kept with `keepColours`),
 * NUL dropped, other controls as U+FFFD.
 */
export function displayText(text: string, options: { keepColours?: boolean } = {}): string {
  const kept: string[] = [];
  const cleaned = text
    .replace(/\r\n/g, '\n')
    .replace(/\uE000/g, '\uFFFD')
    .replace(ESCAPE_SEQUENCES, (sequence) => {
      if (!options.keepColours || !SGR.test(sequence)) return '';
      kept.push(sequence);
      return SGR_PLACEHOLDER;
    })
    .replace(CONTROLS, (char) => (char === '\u0000' ? '' : '\uFFFD'));
  let next = 0;
  return kept.length === 0 ? cleaned : cleaned.replace(/\uE000/g, () => kept[next++]!);
}

/** Text without any escape sequence, colours included (for files and names, which are not shown as logs). */
export function plainText(text: string): string {
  return displayText(text);
}

/** Cuts text to at most maxBytes of UTF-8 (at a character boundary) and says where it was cut. */
export function capText(text: string, maxBytes: number): { text: string; truncated: boolean } {
  const bytes = encoder.encode(text);
  if (bytes.length <= maxBytes) return { text, truncated: false };
  const notice = `\n… [cut here: ${bytes.length - maxBytes} more bytes of ${bytes.length} not kept]`;
  const room = Math.max(0, maxBytes - encoder.encode(notice).length);
  let end = room;
  // Step back over UTF-8 continuation bytes so a character is never split.
  while (end > 0 && (bytes[end] & 0xc0) === 0x80) end -= 1;
  return { text: decoder.decode(bytes.subarray(0, end)) + notice, truncated: true };
}

/** A result's log, made safe and capped at MAX_LOG_BYTES. */
export function resultLogs(text: string): { logs: string; logsTruncated: boolean } {
  const { text: logs, truncated } = capText(displayText(text, { keepColours: true }), MAX_LOG_BYTES);
  return { logs, logsTruncated: truncated };
}

/** A reported test's name: one line of safe text, at most MAX_TEST_NAME_LENGTH characters. */
export function testName(name: string): string {
  const line = displayText(name).replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  const cut = characters.length > MAX_TEST_NAME_LENGTH ? characters.slice(0, MAX_TEST_NAME_LENGTH).join('').trimEnd() : line;
  return cut === '' ? '(unnamed test)' : cut;
}

/** The first `maxChars` characters of a text for a log, with a note when there was more. */
export function excerpt(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  return `${text.slice(0, maxChars)}\n… [${text.length - maxChars} more characters]`;
}
