import { theme } from 'antd';

// A comment is drawn in its colour: a stripe on its card and a tint behind its range of code. The server sends its
// rubric category's colour for a comment linked to the rubric and none ('') for a free comment (docs/API.md,
// `/comments/`); other servers may send any CSS colour. Every colour goes through here: parsed when it can be, given
// an author's colour from the theme's palette when it is missing, and tinted with an alpha that reads on the light
// and on the dark code background alike.

interface Rgb {
  r: number;
  g: number;
  b: number;
}

let cachedTokens: ReturnType<typeof theme.getDesignToken> | null = null;

/** The default theme's tokens: the preset palette and text colours, computed once. */
function tokens() {
  cachedTokens ??= theme.getDesignToken();
  return cachedTokens;
}

/** Mid-tone preset colours for authors; red and green are left out, they mean points lost and won. */
function authorPalette(): string[] {
  const t = tokens();
  return [t.blue, t.purple, t.cyan, t.magenta, t.orange, t.geekblue, t.gold, t.volcano, t.lime];
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;

/** The red, green and blue of a hex or rgb() colour; null for anything else (names, hsl(), garbage). */
export function parseColor(color: string): Rgb | null {
  const value = color.trim();
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((digit) => digit + digit).join('') : hex.slice(0, 6);
    return { r: parseInt(full.slice(0, 2), 16), g: parseInt(full.slice(2, 4), 16), b: parseInt(full.slice(4, 6), 16) };
  }
  const rgb = RGB.exec(value);
  if (rgb) {
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map((part) => Math.min(255, Number(part)));
    return { r: r!, g: g!, b: b! };
  }
  return null;
}

/** Whether the browser takes the string as a colour (always false where CSS.supports is missing, as in jsdom). */
function isCssColor(color: string): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('color', color);
}

/** A stable palette colour for an author, so each grader keeps one colour across files and sessions. */
export function authorColor(author: string | null): string {
  const palette = authorPalette();
  const key = author ?? '';
  let hash = 0;
  for (let index = 0; index < key.length; index++) hash = (hash * 31 + key.charCodeAt(index)) >>> 0;
  return palette[hash % palette.length]!;
}

/** The colour to draw a comment in: its own when it has a usable one, else its author's. */
export function commentColor(color: string, author: string | null = null): string {
  const value = color.trim();
  if (value !== '' && (parseColor(value) || isCssColor(value))) return value;
  return authorColor(author);
}

/** Relative luminance (WCAG 2) of a colour. */
function luminance({ r, g, b }: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Dark or light text, whichever contrasts more with the colour (dark when the colour cannot be read). */
export function readableTextColor(color: string): string {
  const t = tokens();
  const rgb = parseColor(commentColor(color));
  if (!rgb) return t.colorText;
  const light = luminance(rgb);
  // Contrast against white (luminance 1) versus against near-black (about 0).
  const withWhite = 1.05 / (light + 0.05);
  const withBlack = (light + 0.05) / 0.05;
  return withWhite >= withBlack ? t.colorTextLightSolid : t.colorText;
}

/** How much of the colour shows behind code: more on dark backgrounds, where a faint tint disappears. */
const ALPHA = {
  light: { normal: 0.18, strong: 0.36 },
  dark: { normal: 0.26, strong: 0.5 },
} as const;

/**
 * The background of a comment's range of code: the comment's colour, see-through. `strong` is for the hovered or
 * selected comment.
 */
export function rangeBackground(color: string, dark: boolean, strength: 'normal' | 'strong'): string {
  const alpha = ALPHA[dark ? 'dark' : 'light'][strength];
  const shown = commentColor(color);
  const rgb = parseColor(shown);
  if (rgb) return `rgba(${rgb.r}, ${rgb.g}, ${rgb.b}, ${alpha})`;
  // A named or hsl() colour the browser knows: let CSS mix it.
  return `color-mix(in srgb, ${shown} ${Math.round(alpha * 100)}%, transparent)`;
}
