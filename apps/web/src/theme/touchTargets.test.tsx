import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { theme } from 'antd';
import { PreferencesProvider } from '../preferences/PreferencesContext';
import { createPreferencesStore } from '../preferences/localPreferences';
import { createMemoryStore } from '../storage/keyValueStore';
import { restoreTouchScreen, setTouchScreen } from '../test/touchScreen';
import { buildTheme, TOUCH_TARGET } from './theme';
import { CompactTheme, ThemeProvider } from './ThemeProvider';

let heights: { controlHeight: number; controlHeightSM: number } | null = null;
function Probe() {
  const { token } = theme.useToken();
  heights = { controlHeight: token.controlHeight, controlHeightSM: token.controlHeightSM };
  return null;
}

function heightsIn(compact: boolean) {
  render(
    <PreferencesProvider store={createPreferencesStore(createMemoryStore())}>
      <ThemeProvider>
        {compact ? (
          <CompactTheme>
            <Probe />
          </CompactTheme>
        ) : (
          <Probe />
        )}
      </ThemeProvider>
    </PreferencesProvider>,
  );
  return heights!;
}

describe('touch targets', { timeout: 30_000 }, () => {
  afterEach(() => {
    restoreTouchScreen();
    heights = null;
  });

  it('makes every control, small ones and those of the compact consoles included, 44 px high on a touch screen', () => {
    setTouchScreen();
    expect(heightsIn(false)).toEqual({ controlHeight: TOUCH_TARGET, controlHeightSM: TOUCH_TARGET });
    expect(heightsIn(true)).toEqual({ controlHeight: TOUCH_TARGET, controlHeightSM: TOUCH_TARGET });
  });

  it('keeps the dense controls where there is a mouse', () => {
    const compact = heightsIn(true);
    expect(compact.controlHeight).toBeLessThan(TOUCH_TARGET);
    expect(compact.controlHeightSM).toBeLessThan(TOUCH_TARGET);
  });

  it('gives list rows, table rows, tree nodes, menu entries and options room for a finger', () => {
    const components = buildTheme({ dark: false, compact: true, touch: true }).components!;
    const rowHeight = (padding: number) => padding * 2 + 22;
    expect(rowHeight(components.Table!.cellPaddingBlockSM as number)).toBeGreaterThanOrEqual(TOUCH_TARGET);
    expect(components.Tree!.titleHeight).toBe(TOUCH_TARGET);
    expect(components.Menu!.itemHeight).toBe(TOUCH_TARGET);
    expect(components.Select!.optionHeight).toBe(TOUCH_TARGET);
    expect(components.Pagination!.itemSizeSM).toBe(TOUCH_TARGET);
    expect(buildTheme({ dark: false, compact: true }).components!.Table).toBeUndefined();
  });
});
