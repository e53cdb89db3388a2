// Characters a test log may hold that the reader must see rather than have act on the page: NUL and the other
// C0 and C1 controls, DEL, and the bidirectional overrides that can make text read differently from what it is.
// Each becomes a printable placeholder; tab and newline stay as they are.

/** Whether the character at this code point is shown as a placeholder. */
export function isHiddenControl(code: number): boolean {
  if (code === 0x09 || code === 0x0a) return false;
  if (code < 0x20 || code === 0x7f) return true;
  if (code >= 0x80 && code <= 0x9f) return true;
  // Bidirectional embeddings, overrides and isolates; zero-width no-break space (byte-order mark) too.
  if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069) || code === 0xfeff) return true;
  // A lone surrogate half: what is left of broken UTF-16.
  return code >= 0xd800 && code <= 0xdfff;
}

/** The placeholder of a hidden character: Unicode's control pictures for C0 and DEL, else its code point. */
export function controlPicture(code: number): string {
  if (code < 0x20) return String.fromCharCode(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  return `<U+${code.toString(16).toUpperCase().padStart(4, '0')}>`;
}
