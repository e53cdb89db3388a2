import { describe, expect, it } from 'vitest';
import { applySgr, parseAnsi, PLAIN } from './ansi';

const ESC = '\u001b';
const texts = (input: string) => parseAnsi(input).map((segment) => segment.text);

describe('parseAnsi', () => {
  it('keeps plain text as one plain segment, newlines and tabs included', () => {
    expect(parseAnsi('line 1\n\tline 2')).toEqual([{ text: 'line 1\n\tline 2', style: PLAIN, control: false }]);
    expect(parseAnsi('')).toEqual([]);
  });

  it('styles text with the 16 colours, bold and underline, and resets', () => {
    const segments = parseAnsi(`${ESC}[1;31mFAIL${ESC}[0m ok ${ESC}[4;92mgreen${ESC}[m`);
    expect(segments.map((segment) => segment.text)).toEqual(['FAIL', ' ok ', 'green']);
    expect(segments[0]!.style).toMatchObject({ bold: true, fg: { palette: 1 } });
    expect(segments[1]!.style).toEqual(PLAIN);
    expect(segments[2]!.style).toMatchObject({ underline: true, fg: { palette: 10 }, bold: false });
  });

  it('reads 256-palette and 24-bit colours, in both the semicolon and the colon forms', () => {
    const [palette, rgb, colon, background] = parseAnsi(`${ESC}[38;5;208ma${ESC}[38;2;1;2;3mb${ESC}[38:2::4:5:6mc${ESC}[0;48;5;17md`);
    expect(palette!.style.fg).toEqual({ palette: 208 });
    expect(rgb!.style.fg).toEqual({ rgb: [1, 2, 3] });
    expect(colon!.style.fg).toEqual({ rgb: [4, 5, 6] });
    expect(background!.style).toMatchObject({ fg: null, bg: { palette: 17 } });
  });

  it('ignores colours out of range and unknown codes without losing the text', () => {
    expect(applySgr(PLAIN, [38, 5, 999])).toEqual(PLAIN);
    expect(applySgr(PLAIN, [38, 2, 300, 0, 0])).toEqual(PLAIN);
    expect(applySgr(PLAIN, [5, 51, 38])).toEqual(PLAIN);
    expect(texts(`${ESC}[38;5mx`)).toEqual(['x']);
  });

  it('drops every escape sequence that is not SGR: cursor moves, clears, titles, hyperlinks', () => {
    const input = `a${ESC}[2J${ESC}[10;5Hb${ESC}]0;title${'\u0007'}c${ESC}]8;;https://evil.example${ESC}\\d${ESC}(Be${ESC}[?25lf${ESC}Pdcs${ESC}\\g`;
    expect(texts(input).join('')).toBe('abcdefg');
  });

  it('shows the ESC of an invalid or unfinished sequence as a placeholder and keeps the rest as text', () => {
    const segments = parseAnsi(`x${ESC}[12\u0001y${ESC}`);
    expect(segments.map((segment) => [segment.text, segment.control])).toEqual([
      ['x', false],
      ['\u241b', true],
      ['[12', false],
      ['\u2401', true],
      ['y', false],
      ['\u241b', true],
    ]);
    // An unfinished window title does not swallow the rest of the log.
    expect(texts(`${ESC}]0;no end here`).join('')).toBe('\u241b]0;no end here');
  });

  it('shows NUL, other controls, DEL, C1 and bidirectional overrides as visible placeholders', () => {
    const segments = parseAnsi('a\u0000\u0000b\u007f\u009bc\u202ed\rline\r\nnext');
    expect(segments.map((segment) => segment.text).join('')).toBe('a\u2400\u2400b\u2421<U+009B>c<U+202E>d\u240dline\nnext');
    expect(segments.filter((segment) => segment.control).map((segment) => segment.text)).toEqual(['\u2400\u2400', '\u2421<U+009B>', '<U+202E>', '\u240d']);
  });

  it('keeps emoji (surrogate pairs) and marks a lone surrogate', () => {
    expect(texts('ok 🎉')).toEqual(['ok 🎉']);
    expect(texts('a\ud800b')).toEqual(['a', '<U+D800>', 'b']);
  });

  it('leaves <script> and other markup as the text it is', () => {
    const segments = parseAnsi(`<script>alert(1)</script>${ESC}[31m<img src=x onerror=alert(1)>`);
    expect(segments.map((segment) => segment.text)).toEqual(['<script>alert(1)</script>', '<img src=x onerror=alert(1)>']);
  });

  it('reads a 1 MB line as one segment', () => {
    const line = 'x'.repeat(1024 * 1024);
    const segments = parseAnsi(`${ESC}[32m${line}`);
    expect(segments).toHaveLength(1);
    expect(segments[0]!.text.length).toBe(line.length);
  });

  it('stops styling past the segment cap, keeping every character', () => {
    const input = Array.from({ length: 1000 }, (_, index) => `${ESC}[3${index % 8}m${index % 10}`).join('');
    const segments = parseAnsi(input, 10);
    expect(segments).toHaveLength(10);
    expect(segments.at(-1)!.style).toEqual(PLAIN);
    expect(segments.map((segment) => segment.text).join('')).toBe(Array.from({ length: 1000 }, (_, index) => index % 10).join(''));
  });
});
