// Sizes of test output as the runner counts them: bytes of UTF-8, shown in KB.

/** The UTF-8 length of a string, without encoding it (a log can be a megabyte). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** "12 KB", rounded up so that a few bytes still read as "1 KB". */
export function formatKb(bytes: number): string {
  return `${Math.max(1, Math.ceil(bytes / 1024)).toLocaleString('en-US')} KB`;
}
