import { extensionOf, fileKind, type File } from '@marginalia/contracts';
import type { FileEntry } from './types';

// docs/PRODUCT.md §4: files are grouped by path and name; the newest by created date is current, earlier ones are its
// older versions. The files menu lists them as a tree by path.

export function fileKey(file: Pick<File, 'path' | 'name'>): string {
  const folder = (file.path ?? '').replace(/^\/+|\/+$/g, '');
  return folder ? `${folder}/${file.name}` : file.name;
}

function newestFirst(a: File, b: File): number {
  if (a.created !== b.created) return a.created < b.created ? 1 : -1;
  return b.id - a.id;
}

/** One entry per path+name, current first among its versions; entries sorted by path for the tree. */
export function groupFiles(files: readonly File[]): FileEntry[] {
  const byKey = new Map<string, File[]>();
  for (const file of files) {
    const key = fileKey(file);
    const group = byKey.get(key);
    if (group) group.push(file);
    else byKey.set(key, [file]);
  }
  return [...byKey.entries()]
    .map(([key, versions]) => {
      const [current, ...older] = [...versions].sort(newestFirst);
      return { key, current: current!, older };
    })
    .sort((a, b) => a.key.localeCompare(b.key, undefined, { numeric: true, sensitivity: 'base' }));
}

/** The ids of the current version of every file: only their comments count in the grade. */
export function currentFileIds(entries: readonly FileEntry[]): Set<number> {
  return new Set(entries.map((entry) => entry.current.id));
}

/** The file to open first: the remembered one when it is still current, else the first code file, else the first file. */
export function initialFileId(entries: readonly FileEntry[], remembered: number | null): number | null {
  if (remembered !== null && entries.some((entry) => entry.current.id === remembered)) return remembered;
  const code = entries.find((entry) => fileKind(entry.current.extension || extensionOf(entry.current.name)) === 'code');
  return (code ?? entries[0])?.current.id ?? null;
}
