import type { File } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import { fileKey, groupFiles, initialFileId } from './files';

function file(id: number, name: string, path: string | null, created: string): File {
  return { id, name, path, created, code: '', extension: '', submission: 1, comments: [] };
}

describe('file versions (docs/PRODUCT.md §4)', () => {
  it('groups by path and name, newest current, older versions newest first, sorted by path', () => {
    const entries = groupFiles([
      file(1, 'main.py', null, '2026-01-01T00:00:00Z'),
      file(2, 'util.py', 'lib', '2026-01-01T00:00:00Z'),
      file(3, 'main.py', null, '2026-01-03T00:00:00Z'),
      file(4, 'main.py', null, '2026-01-02T00:00:00Z'),
    ]);
    expect(entries.map((e) => [e.key, e.current.id, e.older.map((f) => f.id)])).toEqual([
      ['lib/util.py', 2, []],
      ['main.py', 3, [4, 1]],
    ]);
  });

  it('treats slashes around the path as the same folder', () => {
    expect(fileKey({ path: '/src/', name: 'a.c' })).toBe('src/a.c');
  });

  it('opens the remembered file only when it is still current', () => {
    const entries = groupFiles([file(1, 'a.py', null, '2026-01-01T00:00:00Z'), file(2, 'a.py', null, '2026-01-02T00:00:00Z')]);
    expect(initialFileId(entries, 1)).toBe(2);
    expect(initialFileId(entries, 2)).toBe(2);
    expect(initialFileId([], null)).toBeNull();
  });

  it('opens the first code file when nothing is remembered', () => {
    const entries = groupFiles([file(1, 'README.md', null, '2026-01-01T00:00:00Z'), file(2, 'analysis.ipynb', null, '2026-01-01T00:00:00Z'), file(3, 'main.py', null, '2026-01-01T00:00:00Z')]);
    expect(initialFileId(entries, null)).toBe(3);
    expect(initialFileId(groupFiles([file(1, 'README.md', null, '2026-01-01T00:00:00Z')]), null)).toBe(1);
  });
});
