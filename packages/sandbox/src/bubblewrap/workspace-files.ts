// Host-side reads and writes inside a workspace. The workspace is the student's: by the time the host reads it, it
// may hold symbolic links to anywhere (/etc/shadow, the worker's data), FIFOs that block a reader forever, or files
// of any size. Paths never climb out, no component is followed through a link, only regular files are read, and
// reads are capped. These run only between runs, when no process of the slot's uid is alive to swap things.
import { constants } from 'node:fs';
import { lstat, mkdir, chown, open } from 'node:fs/promises';
import { posix } from 'node:path';

export class UnsafePathError extends Error {}

/** The path's components, or an error for an absolute path, `..`, empty names or NUL bytes. */
export function safeComponents(relativePath: string): string[] {
  if (relativePath.includes('\0')) throw new UnsafePathError('A workspace path may not contain NUL bytes.');
  if (posix.isAbsolute(relativePath) || relativePath.startsWith('\\')) throw new UnsafePathError(`A workspace path must be relative: ${relativePath}`);
  const parts = relativePath.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.length === 0) throw new UnsafePathError('A workspace path must name a file.');
  if (parts.includes('..')) throw new UnsafePathError(`A workspace path may not contain "..": ${relativePath}`);
  return parts;
}

/** True when every parent folder of `parts` under `root` is a real folder (not a link), false when one is missing. */
async function parentsAreFolders(root: string, parts: string[]): Promise<boolean> {
  let current = root;
  for (const part of parts.slice(0, -1)) {
    current = `${current}/${part}`;
    let stat;
    try {
      stat = await lstat(current);
    } catch {
      return false;
    }
    if (!stat.isDirectory()) return false;
  }
  return true;
}

export async function writeWorkspaceFile(root: string, uid: number, relativePath: string, content: string | Uint8Array, executable: boolean): Promise<void> {
  const parts = safeComponents(relativePath);
  let current = root;
  for (const part of parts.slice(0, -1)) {
    current = `${current}/${part}`;
    try {
      const stat = await lstat(current);
      if (!stat.isDirectory()) throw new UnsafePathError(`${relativePath}: ${part} is not a folder`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(current, { mode: 0o755 });
      await chown(current, uid, uid);
    }
  }
  const target = `${root}/${parts.join('/')}`;
  const handle = await open(target, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW | constants.O_NONBLOCK, 0o644);
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new UnsafePathError(`${relativePath} is not a regular file`);
    await handle.writeFile(content);
    await handle.chown(uid, uid);
    await handle.chmod(executable ? 0o755 : 0o644);
  } finally {
    await handle.close();
  }
}

export async function readWorkspaceFile(root: string, relativePath: string, maxBytes: number): Promise<Uint8Array | null> {
  let parts: string[];
  try {
    parts = safeComponents(relativePath);
  } catch {
    return null;
  }
  if (!(await parentsAreFolders(root, parts))) return null;
  let handle;
  try {
    // O_NOFOLLOW: a link as the last component fails (ELOOP); O_NONBLOCK: opening a FIFO does not wait for a writer.
    handle = await open(`${root}/${parts.join('/')}`, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile() || stat.size > maxBytes) return null;
    // One byte more than the file claims to hold shows whether it grew (nothing of the uid runs now, but be exact).
    const buffer = Buffer.alloc(Math.min(maxBytes, stat.size) + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > maxBytes || length > stat.size) return null;
    return new Uint8Array(buffer.subarray(0, length));
  } finally {
    await handle.close();
  }
}
