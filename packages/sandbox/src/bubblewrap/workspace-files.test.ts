import { describe, expect, it } from 'vitest';
import { safeComponents } from './workspace-files';

describe('safeComponents', () => {
  it('splits a relative path', () => {
    expect(safeComponents('src/main.py')).toEqual(['src', 'main.py']);
    expect(safeComponents('./a//b/')).toEqual(['a', 'b']);
  });

  it('refuses paths that could leave the workspace', () => {
    for (const path of ['/etc/passwd', '../x', 'a/../../x', 'a/..', '', '.', 'a\0b', '\\\\host\\share']) {
      expect(() => safeComponents(path)).toThrow();
    }
  });
});
