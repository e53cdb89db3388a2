import { describe, expect, it } from 'vitest';
import { resolveDarkMode } from './useDarkMode';

describe('resolveDarkMode', () => {
  it('follows the stored choice first, then the system', () => {
    expect(resolveDarkMode(true, false)).toBe(true);
    expect(resolveDarkMode(false, true)).toBe(false);
    expect(resolveDarkMode(undefined, true)).toBe(true);
    expect(resolveDarkMode(undefined, false)).toBe(false);
  });
});
