import { EditorView } from '@codemirror/view';
import type { Extension } from '@codemirror/state';
import { theme as antdTheme, type GlobalToken } from 'antd';
import { LAYOUT } from '@marginalia/contracts';
import { buildTheme } from '../../../../theme/theme';
import { commentColor } from '../../comments/commentColors';

// The code's look in both themes. Colours come from Ant Design's tokens of the app theme (light or dark) so the
// code matches the rest of the page; the code's theme follows the view's own dark switch, not the page's.

const tokensCache = new Map<boolean, GlobalToken>();

/** The design tokens of the app theme, light or dark (computed once each). */
export function codeTokens(dark: boolean): GlobalToken {
  let tokens = tokensCache.get(dark);
  if (!tokens) {
    tokens = antdTheme.getDesignToken(buildTheme({ dark, compact: false }));
    tokensCache.set(dark, tokens);
  }
  return tokens;
}

/**
 * Palette shade. Ant Design's dark palettes run from dark (1) to light (10), so a high index reads well on the dark
 * background, as 7 does on white.
 */
export function shade(tokens: GlobalToken, dark: boolean, colour: 'blue' | 'purple' | 'green' | 'red' | 'orange' | 'cyan' | 'magenta' | 'gold' | 'geekblue' | 'volcano') {
  return tokens[`${colour}${dark ? 8 : 7}`];
}

type Styles = Record<string, Record<string, string>>;

/** How comment ranges look: the comment's colour (or the warning colour) with alpha; stronger when active. */
export function commentRangeStyles(dark: boolean): Styles {
  const fallback = codeTokens(dark).colorWarning;
  const mark = (percent: number) => `color-mix(in srgb, var(--comment-color, ${fallback}) ${percent}%, transparent)`;
  return {
    '.cm-comment-range': { backgroundColor: mark(22), borderRadius: '2px', cursor: 'pointer' },
    '.cm-comment-range-hovered': { backgroundColor: mark(45) },
    '.cm-comment-range-active': { backgroundColor: mark(55), outline: `1px solid var(--comment-color, ${fallback})` },
    '.cm-comment-range-unsaved': { outline: `1px dashed var(--comment-color, ${fallback})`, backgroundColor: mark(30) },
  };
}

/** The same styles as CSS text under a scope, for code drawn outside an editor (notebook cells). */
export function commentRangeCss(dark: boolean, scope: string): string {
  return Object.entries(commentRangeStyles(dark))
    .map(([selector, style]) => {
      const body = Object.entries(style)
        .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`)
        .join(' ');
      return `${scope} ${selector} { ${body} }`;
    })
    .join('\n');
}

/** Colours, gutter and comment-range styles of the editor. */
export function codeColours(dark: boolean): Extension {
  const tokens = codeTokens(dark);
  return EditorView.theme(
    {
      '&': { color: tokens.colorText, backgroundColor: tokens.colorBgContainer },
      '.cm-content': { caretColor: tokens.colorText, fontFamily: tokens.fontFamilyCode },
      '.cm-gutters': {
        backgroundColor: tokens.colorBgLayout,
        color: tokens.colorTextTertiary,
        borderRight: `1px solid ${tokens.colorBorderSecondary}`,
        fontFamily: tokens.fontFamilyCode,
      },
      '.cm-cursor': { borderLeftColor: tokens.colorText },
      '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
        backgroundColor: `${tokens.colorPrimaryBgHover} !important`,
      },
      ...commentRangeStyles(dark),
    },
    { dark },
  );
}

/** Font size and line height for a zoom level (1 = LAYOUT's 12 px font on 20 px lines). */
export function codeSizing(zoom: number): Extension {
  const fontSize = `${LAYOUT.codeFontSize * zoom}px`;
  const lineHeight = `${LAYOUT.codeLineHeight * zoom}px`;
  return EditorView.theme({
    '&': { fontSize },
    '.cm-content, .cm-gutters': { lineHeight },
    '.cm-line': { lineHeight },
  });
}

/**
 * The CSS colour of a comment's range — the same as its card's stripe: its own colour, else its author's — or
 * null when it is not a plain colour value (it ends up in a style attribute).
 */
export function safeCommentColour(colour: string, author: string | null): string | null {
  const value = commentColor(colour, author).trim();
  return value.length > 0 && value.length <= 32 && /^[#a-zA-Z0-9(),.%\s-]+$/.test(value) ? value : null;
}
