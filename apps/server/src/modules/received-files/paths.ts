// Where an uploaded file goes inside its submission. Browsers send a folder's files with their relative path
// as the part's filename ("src/util/A.java"), and zip entries carry theirs; either may be crafted to escape
// its folder ("../x", "/etc/passwd", "C:\x"), so every path is checked before anything is stored.

export interface PlacedName {
  /** The folder part ("src/util"), or null at the top level. */
  path: string | null;
  name: string;
}

/** Entries that archivers add and nobody means to hand in. */
export function isArchiverNoise(relativePath: string): boolean {
  const segments = relativePath.replace(/\\/g, '/').split('/');
  return segments[0] === '__MACOSX' || segments[segments.length - 1] === '.DS_Store';
}

/** A zip entry for a folder, which holds nothing to store. */
export function isDirectoryEntry(relativePath: string): boolean {
  return /[/\\]$/.test(relativePath);
}

/**
 * The folder and name of a relative path, or null when the path is unsafe: empty, absolute (leading "/" or
 * a drive letter), with a ".." segment, or with control characters. Backslashes count as separators.
 */
export function placeRelativePath(relativePath: string): PlacedName | null {
  const normalized = relativePath.replace(/\\/g, '/');
  // eslint-disable-next-line no-control-regex
  if (normalized.trim() === '' || /[\u0000-\u001f\u007f]/.test(normalized)) return null;
  if (normalized.startsWith('/') || /^[A-Za-z]:/.test(normalized)) return null;
  const segments = normalized.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.length === 0 || segments.some((segment) => segment === '..')) return null;
  const name = segments.pop()!;
  if (name.trim() === '') return null;
  return { path: segments.length > 0 ? segments.join('/') : null, name };
}
