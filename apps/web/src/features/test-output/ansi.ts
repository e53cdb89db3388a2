import { controlPicture, isHiddenControl } from './visibleControls';

// A test log as styled text. Programs colour their output with ANSI escape sequences; of those only SGR (colours,
// bold, italic, underline, inverse, strike-through) is kept as style. Every other sequence (cursor moves, screen
// clears, window titles, hyperlinks, device queries) is dropped, and control characters become visible
// placeholders (visibleControls.ts). The result is plain data: the viewer renders it as text, never as HTML.

const ESC = 0x1b;
const BEL = 0x07;

/** One of the 256 palette colours (0–15 are the theme's named colours), or a 24-bit colour. */
export type AnsiColor = { palette: number } | { rgb: [number, number, number] };

export interface AnsiStyle {
  fg: AnsiColor | null;
  bg: AnsiColor | null;
  bold: boolean;
  dim: boolean;
  italic: boolean;
  underline: boolean;
  inverse: boolean;
  strike: boolean;
}

export interface LogSegment {
  text: string;
  style: AnsiStyle;
  /** Placeholders of control characters, shown apart from the program's own text. */
  control: boolean;
}

export const PLAIN: AnsiStyle = { fg: null, bg: null, bold: false, dim: false, italic: false, underline: false, inverse: false, strike: false };

/**
 * Past this many segments the rest of the log keeps its text but loses its styling: a log that switches colour
 * on every character must not become a million elements.
 */
export const MAX_STYLED_SEGMENTS = 5_000;

/** Reads the colour after 38 or 48 (`5;n` or `2;r;g;b`); returns it and how many parameters it used. */
function extendedColor(params: number[], at: number): { color: AnsiColor | null; used: number } {
  const mode = params[at];
  if (mode === 5) {
    const index = params[at + 1];
    return { color: index !== undefined && index <= 255 ? { palette: index } : null, used: 2 };
  }
  if (mode === 2) {
    const rgb = params.slice(at + 1, at + 4);
    const valid = rgb.length === 3 && rgb.every((value) => value <= 255);
    return { color: valid ? { rgb: rgb as [number, number, number] } : null, used: 4 };
  }
  return { color: null, used: 1 };
}

/** The style after one SGR sequence's parameters (an empty list resets, as `0` does). */
export function applySgr(style: AnsiStyle, params: number[]): AnsiStyle {
  if (params.length === 0) return PLAIN;
  let next = { ...style };
  for (let i = 0; i < params.length; i++) {
    const code = params[i]!;
    if (code === 0) next = { ...PLAIN };
    else if (code === 1) next.bold = true;
    else if (code === 2) next.dim = true;
    else if (code === 3) next.italic = true;
    else if (code === 4 || code === 21) next.underline = true;
    else if (code === 7) next.inverse = true;
    else if (code === 9) next.strike = true;
    else if (code === 22) next = { ...next, bold: false, dim: false };
    else if (code === 23) next.italic = false;
    else if (code === 24) next.underline = false;
    else if (code === 27) next.inverse = false;
    else if (code === 29) next.strike = false;
    else if (code >= 30 && code <= 37) next.fg = { palette: code - 30 };
    else if (code === 39) next.fg = null;
    else if (code >= 40 && code <= 47) next.bg = { palette: code - 40 };
    else if (code === 49) next.bg = null;
    else if (code >= 90 && code <= 97) next.fg = { palette: code - 90 + 8 };
    else if (code >= 100 && code <= 107) next.bg = { palette: code - 100 + 8 };
    else if (code === 38 || code === 48) {
      const { color, used } = extendedColor(params, i + 1);
      if (color) next[code === 38 ? 'fg' : 'bg'] = color;
      i += used;
    }
    // Anything else (blink, fonts, frames) is not drawn.
  }
  return next;
}

/**
 * Where the escape sequence starting at `start` (an ESC) ends, and its SGR parameters when it is one.
 * Returns null when the ESC starts nothing complete: the ESC alone is then shown as a placeholder.
 */
function readEscape(text: string, start: number): { end: number; sgr: number[] | null } | null {
  const kind = text.charCodeAt(start + 1);
  if (Number.isNaN(kind)) return null;
  if (kind === 0x5b) return readCsi(text, start + 2);
  // OSC, DCS, SOS, PM, APC: a string up to BEL or ESC \ (only OSC ends with BEL).
  if (kind === 0x5d || kind === 0x50 || kind === 0x58 || kind === 0x5e || kind === 0x5f) {
    for (let i = start + 2; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === BEL && kind === 0x5d) return { end: i + 1, sgr: null };
      if (code === ESC) return text.charCodeAt(i + 1) === 0x5c ? { end: i + 2, sgr: null } : null;
    }
    return null;
  }
  // Other sequences: intermediate bytes (0x20–0x2f), then one final byte (0x30–0x7e).
  let i = start + 1;
  while (i < text.length && text.charCodeAt(i) >= 0x20 && text.charCodeAt(i) <= 0x2f) i++;
  const final = text.charCodeAt(i);
  return final >= 0x30 && final <= 0x7e ? { end: i + 1, sgr: null } : null;
}

/** A CSI sequence: parameter bytes (0x30–0x3f), intermediates (0x20–0x2f), a final byte (0x40–0x7e). */
function readCsi(text: string, from: number): { end: number; sgr: number[] | null } | null {
  let i = from;
  while (i < text.length && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x3f) i++;
  const paramsEnd = i;
  while (i < text.length && text.charCodeAt(i) >= 0x20 && text.charCodeAt(i) <= 0x2f) i++;
  const final = text.charCodeAt(i);
  if (!(final >= 0x40 && final <= 0x7e)) return null;
  const raw = text.slice(from, paramsEnd);
  const isSgr = final === 0x6d && paramsEnd === i && /^[\d;:]*$/.test(raw);
  // Colons separate the parts of one colour (38:2::r:g:b) in the ITU form; read them as the common `;` form.
  const sgr = isSgr ? (raw === '' ? [] : raw.replace(/::/g, ':').split(/[;:]/).map((part) => (part === '' ? 0 : Math.min(Number(part), 65_535)))) : null;
  return { end: i + 1, sgr };
}

const sameStyle = (a: AnsiStyle, b: AnsiStyle) =>
  a === b || (sameColor(a.fg, b.fg) && sameColor(a.bg, b.bg) && a.bold === b.bold && a.dim === b.dim && a.italic === b.italic && a.underline === b.underline && a.inverse === b.inverse && a.strike === b.strike);

function sameColor(a: AnsiColor | null, b: AnsiColor | null): boolean {
  if (a === null || b === null) return a === b;
  if ('palette' in a) return 'palette' in b && a.palette === b.palette;
  return 'rgb' in b && a.rgb.every((value, index) => value === b.rgb[index]);
}

/**
 * Splits a log into styled segments of visible text; see the top of this file for what is kept. With
 * `escapes: false` (output declared plain text) no sequence is read: each ESC is a placeholder like any control.
 */
export function parseAnsi(text: string, maxSegments = MAX_STYLED_SEGMENTS, escapes = true): LogSegment[] {
  const segments: LogSegment[] = [];
  let style: AnsiStyle = PLAIN;
  let pending = '';
  let pendingControl = false;
  let pendingStyle: AnsiStyle = PLAIN;

  const push = (piece: string, control: boolean) => {
    if (piece === '') return;
    // Out of segments: the rest is one plain run.
    const capped = segments.length >= maxSegments - 2;
    const pieceStyle = capped ? PLAIN : style;
    const pieceControl = capped ? false : control;
    if (pending !== '' && (pendingControl !== pieceControl || !sameStyle(pendingStyle, pieceStyle))) {
      segments.push({ text: pending, style: pendingStyle, control: pendingControl });
      pending = '';
    }
    if (pending === '') {
      pendingStyle = pieceStyle;
      pendingControl = pieceControl;
    }
    pending += piece;
  };

  let runStart = 0;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    const isPair = code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (isPair) {
      i += 2;
      continue;
    }
    if (code !== ESC && code !== 0x0d && !isHiddenControl(code)) {
      i++;
      continue;
    }
    push(text.slice(runStart, i), false);
    if (code === 0x0d && text.charCodeAt(i + 1) === 0x0a) {
      // Windows line ends read as plain ones.
      i += 1;
    } else if (code === ESC && escapes) {
      const escape = readEscape(text, i);
      if (escape) {
        if (escape.sgr) style = applySgr(style, escape.sgr);
        i = escape.end;
      } else {
        push(controlPicture(code), true);
        i++;
      }
    } else {
      push(controlPicture(code), true);
      i++;
    }
    runStart = i;
  }
  push(text.slice(runStart), false);
  if (pending !== '') segments.push({ text: pending, style: pendingStyle, control: pendingControl });
  return segments;
}
