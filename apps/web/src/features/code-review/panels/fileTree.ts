import type { File } from '@marginalia/contracts';
import type { FileEntry } from '../model/types';

// The files menu's shape: folders from each file's path ("src/util" -> src > util), files inside them, and
// under each file its older versions. Folders come before files, both by name, as in a file browser.

export type FileTreeNode =
  | { kind: 'folder'; key: string; name: string; children: FileTreeNode[] }
  | { kind: 'file'; key: string; file: File; versions: File[] };

export const folderKey = (path: string) => `folder:${path}`;
export const fileKey = (fileId: number) => `file:${fileId}`;

/** The file id behind a tree key, or null for a folder. */
export function fileIdOfKey(key: string): number | null {
  return key.startsWith('file:') ? Number(key.slice('file:'.length)) : null;
}

function folderSegments(path: string | null): string[] {
  return (path ?? '').split('/').filter((segment) => segment !== '' && segment !== '.');
}

function sortNodes(nodes: FileTreeNode[]): FileTreeNode[] {
  const label = (node: FileTreeNode) => (node.kind === 'folder' ? node.name : node.file.name);
  nodes.sort((a, b) => (a.kind === b.kind ? label(a).localeCompare(label(b)) : a.kind === 'folder' ? -1 : 1));
  for (const node of nodes) if (node.kind === 'folder') sortNodes(node.children);
  return nodes;
}

export function buildFileTree(entries: FileEntry[]): FileTreeNode[] {
  const root: FileTreeNode[] = [];
  const folders = new Map<string, FileTreeNode[]>();
  const childrenOf = (segments: string[]): FileTreeNode[] => {
    let children = root;
    segments.forEach((segment, index) => {
      const path = segments.slice(0, index + 1).join('/');
      let next = folders.get(path);
      if (!next) {
        next = [];
        folders.set(path, next);
        children.push({ kind: 'folder', key: folderKey(path), name: segment, children: next });
      }
      children = next;
    });
    return children;
  };
  for (const entry of entries) {
    const versions = [...entry.older].sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : b.id - a.id));
    childrenOf(folderSegments(entry.current.path)).push({ kind: 'file', key: fileKey(entry.current.id), file: entry.current, versions });
  }
  return sortNodes(root);
}

/** Every folder's key and every key of a file with older versions: what can open. */
export function expandableKeys(nodes: FileTreeNode[]): string[] {
  return nodes.flatMap((node) =>
    node.kind === 'folder' ? [node.key, ...expandableKeys(node.children)] : node.versions.length > 0 ? [node.key] : [],
  );
}

/** The key of the file an older version belongs to; null when the id is a current file (or unknown). */
export function versionOwnerKey(nodes: FileTreeNode[], fileId: number): string | null {
  for (const node of nodes) {
    const found =
      node.kind === 'folder'
        ? versionOwnerKey(node.children, fileId)
        : node.versions.some((version) => version.id === fileId)
          ? node.key
          : null;
    if (found !== null) return found;
  }
  return null;
}
