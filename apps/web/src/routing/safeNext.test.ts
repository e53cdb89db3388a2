import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safeNext';

const origin = 'https://marginalia.test';

describe('safeNextPath', () => {
  it('accepts paths on this site', () => {
    expect(safeNextPath('?next=%2Fgrader%2FCS101%3Fq%3D1', origin)).toBe('/grader/CS101?q=1');
  });

  it('refuses other origins and odd schemes', () => {
    for (const next of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', '']) {
      expect(safeNextPath(`?next=${encodeURIComponent(next)}`, origin)).toBeNull();
    }
    expect(safeNextPath('', origin)).toBeNull();
  });
});
