import type { CSSProperties } from 'react';
import type { GlobalToken } from 'antd';
import type { AnsiColor, AnsiStyle } from './ansi';

// ANSI colours drawn in the app's theme: the 16 named colours come from Ant Design's palettes (generated for the
// light or dark algorithm), and 256-palette or 24-bit colours keep their hue with their lightness clamped, so that
// text stays readable on the log's background in both themes (black text on a dark page, white on a light one).

const NAMED = ['black', 'red', 'green', 'gold', 'blue', 'magenta', 'cyan', 'white'] as const;

type PaletteToken = Record<string, string>;

function namedColor(index: number, token: GlobalToken, dark: boolean, background: boolean): string {
  const bright = index >= 8;
  const name = NAMED[index % 8]!;
  const palette = token as unknown as PaletteToken;
  if (name === 'black') return background ? token.colorFillSecondary : bright ? token.colorTextTertiary : dark ? token.colorTextSecondary : token.colorText;
  if (name === 'white') return background ? token.colorFill : bright ? token.colorText : dark ? token.colorText : token.colorTextSecondary;
  // Light pages need the darker shades for contrast, dark pages the lighter ones (the dark palette runs the other way).
  if (background) return palette[`${name}-${bright ? 3 : 2}`] ?? token.colorFill;
  const shade = dark ? (bright ? 8 : 7) : bright ? 7 : 8;
  return palette[`${name}-${shade}`] ?? token.colorText;
}

/** xterm's 256 colours as RGB: 16–231 a 6×6×6 cube, 232–255 greys. */
function paletteRgb(index: number): [number, number, number] {
  if (index >= 232) {
    const grey = 8 + (index - 232) * 10;
    return [grey, grey, grey];
  }
  const cube = index - 16;
  const level = (step: number) => (step === 0 ? 0 : 55 + step * 40);
  return [level(Math.floor(cube / 36)), level(Math.floor(cube / 6) % 6), level(cube % 6)];
}

function toHsl([r, g, b]: [number, number, number]): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const delta = max - min;
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  let hue: number;
  if (max === rn) hue = (gn - bn) / delta + (gn < bn ? 6 : 0);
  else if (max === gn) hue = (bn - rn) / delta + 2;
  else hue = (rn - gn) / delta + 4;
  return [hue * 60, saturation, lightness];
}

/** A colour of the program's choice, its lightness kept where it reads well on this theme. */
export function readableRgb(rgb: [number, number, number], dark: boolean, background: boolean): string {
  const [hue, saturation, lightness] = toHsl(rgb);
  const clamped = background ? (dark ? Math.min(lightness, 0.25) : Math.max(lightness, 0.85)) : dark ? Math.max(lightness, 0.6) : Math.min(lightness, 0.4);
  return `hsl(${Math.round(hue)} ${Math.round(saturation * 100)}% ${Math.round(clamped * 100)}%)`;
}

export function ansiColor(color: AnsiColor, token: GlobalToken, dark: boolean, background: boolean): string {
  if ('rgb' in color) return readableRgb(color.rgb, dark, background);
  if (color.palette < 16) return namedColor(color.palette, token, dark, background);
  return readableRgb(paletteRgb(color.palette), dark, background);
}

/** The inline style of a segment; undefined for plain text. */
export function segmentStyle(style: AnsiStyle, token: GlobalToken, dark: boolean): CSSProperties | undefined {
  let color = style.fg ? ansiColor(style.fg, token, dark, false) : undefined;
  let background = style.bg ? ansiColor(style.bg, token, dark, true) : undefined;
  if (style.inverse) {
    [color, background] = [background ?? token.colorBgContainer, color ?? token.colorText];
  }
  const decorations = [style.underline ? 'underline' : '', style.strike ? 'line-through' : ''].filter(Boolean).join(' ');
  const css: CSSProperties = {
    ...(color ? { color } : {}),
    ...(background ? { background } : {}),
    ...(style.bold ? { fontWeight: 600 } : {}),
    ...(style.dim ? { opacity: 0.7 } : {}),
    ...(style.italic ? { fontStyle: 'italic' } : {}),
    ...(decorations ? { textDecoration: decorations } : {}),
  };
  return Object.keys(css).length > 0 ? css : undefined;
}
