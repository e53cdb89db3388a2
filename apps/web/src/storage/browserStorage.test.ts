import { describe, expect, it } from 'vitest';
import { openBrowserStorage } from './browserStorage';

describe('openBrowserStorage', () => {
  it('uses localStorage when it works', () => {
    const result = openBrowserStorage();
    expect(result.blocked).toBe(false);
    expect(result.store).toBe(window.localStorage);
  });

  it('falls back to memory and reports blocked storage when access throws', () => {
    const result = openBrowserStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(result.blocked).toBe(true);
    result.store.setItem('a', 'b');
    expect(result.store.getItem('a')).toBe('b');
  });
});
