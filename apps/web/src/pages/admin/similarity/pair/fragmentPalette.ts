import type { GlobalToken } from 'antd';

// Fragment i has the same colour on both sides: palette[i % length]. The colours are Ant Design's preset mid-tones
// of the current theme, drawn as translucent tints over the code, so they read on the light and the dark background
// alike; red is left out (it means trouble elsewhere in the app).

const PRESETS = ['blue', 'gold', 'purple', 'cyan', 'magenta', 'lime', 'geekblue', 'orange', 'green', 'volcano'] as const;

export function fragmentPalette(token: GlobalToken): string[] {
  return PRESETS.map((name) => token[name]);
}

/** The palette index of fragment `index`. */
export function colourIndexOf(index: number, paletteSize: number): number {
  return index % paletteSize;
}
