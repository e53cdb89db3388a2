import { theme, type ThemeConfig } from 'antd';
import { LAYOUT } from '@marginalia/contracts';

/**
 * Brand green. White text on it has a contrast of about 5:1, so primary buttons pass WCAG AA in both
 * themes; links on the dark background use a lighter green because this one is too dark to read there.
 */
export const BRAND_GREEN = '#15803d';
const DARK_LINK_GREEN = '#4ade80';
const DARK_LINK_GREEN_HOVER = '#86efac';
/**
 * Selected items (select options, menu entries): antd derives these from the primary colour, which with this
 * dark green gives a heavy grey-green block; a pale tint reads as "selected" without shouting.
 */
const SELECTED_BG = { light: '#e7f5ec', lightHover: '#d3eddc', dark: 'rgba(74, 222, 128, 0.16)', darkHover: 'rgba(74, 222, 128, 0.24)' };
/**
 * Success and info surfaces (tags, alerts): the derived tints of this green come out grey, which makes green
 * tags and notices look disabled; pale green backgrounds with a light border keep them clearly green.
 */
const STATUS_SURFACE = {
  light: { bg: '#e7f5ec', border: '#a7dcb9' },
  dark: { bg: 'rgba(74, 222, 128, 0.12)', border: 'rgba(74, 222, 128, 0.4)' },
};

export interface ThemeOptions {
  dark: boolean;
  /** Consoles are dense work screens; public pages keep the normal spacing (docs/UI.md). */
  compact: boolean;
  /**
   * A touch screen (hooks/useTouchScreen): every button, field, menu entry and list row is at least 44 px high
   * so that a finger hits it, whatever the density; the consoles' compact spacing gives way to that.
   */
  touch?: boolean;
}

/** The smallest touch target (WCAG 2.5.5, and the platforms' own guidance). */
export const TOUCH_TARGET = 44;

/** Tokens that make every control at least TOUCH_TARGET high; rows get padding that adds up to it. */
function touchTokens(): Pick<ThemeConfig, 'token' | 'components'> {
  const rowPadding = (TOUCH_TARGET - 22) / 2;
  return {
    token: { controlHeight: TOUCH_TARGET, controlHeightSM: TOUCH_TARGET, controlHeightLG: TOUCH_TARGET + 4 },
    components: {
      Menu: { itemHeight: TOUCH_TARGET },
      Dropdown: { paddingBlock: rowPadding },
      Table: { cellPaddingBlock: rowPadding, cellPaddingBlockMD: rowPadding, cellPaddingBlockSM: rowPadding },
      Tree: { titleHeight: TOUCH_TARGET },
      List: { itemPadding: `${rowPadding}px 0`, itemPaddingSM: `${rowPadding}px 16px` },
      Tabs: { horizontalItemPadding: `${rowPadding}px 0`, horizontalItemPaddingSM: `${rowPadding}px 0` },
      Select: { optionHeight: TOUCH_TARGET, optionPadding: `${rowPadding}px 12px` },
      Pagination: { itemSize: TOUCH_TARGET, itemSizeSM: TOUCH_TARGET },
    },
  };
}

export function buildTheme({ dark, compact, touch = false }: ThemeOptions): ThemeConfig {
  const algorithm = [dark ? theme.darkAlgorithm : theme.defaultAlgorithm];
  if (compact && !touch) algorithm.push(theme.compactAlgorithm);
  const forTouch = touch ? touchTokens() : { token: {}, components: {} };
  return {
    algorithm,
    token: {
      colorPrimary: BRAND_GREEN,
      colorInfo: BRAND_GREEN,
      colorSuccess: BRAND_GREEN,
      borderRadius: 6,
      colorSuccessBg: dark ? STATUS_SURFACE.dark.bg : STATUS_SURFACE.light.bg,
      colorSuccessBorder: dark ? STATUS_SURFACE.dark.border : STATUS_SURFACE.light.border,
      colorInfoBg: dark ? STATUS_SURFACE.dark.bg : STATUS_SURFACE.light.bg,
      colorInfoBorder: dark ? STATUS_SURFACE.dark.border : STATUS_SURFACE.light.border,
      controlItemBgActive: dark ? SELECTED_BG.dark : SELECTED_BG.light,
      controlItemBgActiveHover: dark ? SELECTED_BG.darkHover : SELECTED_BG.lightHover,
      ...(dark ? { colorLink: DARK_LINK_GREEN, colorLinkHover: DARK_LINK_GREEN_HOVER, colorLinkActive: DARK_LINK_GREEN } : {}),
      ...forTouch.token,
    },
    components: {
      ...forTouch.components,
      Layout: {
        headerHeight: LAYOUT.headerHeight,
        headerPadding: '0 24px',
        headerBg: dark ? '#141414' : '#ffffff',
        headerColor: dark ? 'rgba(255, 255, 255, 0.88)' : 'rgba(0, 0, 0, 0.88)',
        bodyBg: dark ? '#0c100e' : '#f5f7f6',
      },
    },
  };
}
