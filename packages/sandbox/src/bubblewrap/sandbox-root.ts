// The folder a sandbox keeps its workspaces' mount points, scratch folders and checkpoints in (docs/AUTOGRADER.md,
// "Sandbox"). The worker, as root, mounts, copies and deletes below it: if any other account could write to it or
// to a folder above it (a shared temp folder, say), that account could swap a path for a link between the worker's
// check and its use. So it must be root's all the way up, writable by root alone; the sandbox refuses to start on
// any other.
import { mkdirSync, mkdtempSync, chmodSync, lstatSync } from 'node:fs';
import { lstat, realpath } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { posix } from 'node:path';

/** Where a sandbox's folder is made when the configuration names none: sandbox-<firstUid> in here. */
export const DEFAULT_SANDBOX_PARENT = '/var/lib/marginalia';

export function defaultSandboxRoot(firstUid: number): string {
  return `${DEFAULT_SANDBOX_PARENT}/sandbox-${firstUid}`;
}

/** Why `folder` may not hold a sandbox's workspaces, or null when it may (a folder not made yet is judged by its parents). */
export async function unsafeSandboxRoot(folder: string): Promise<string | null> {
  if (!posix.isAbsolute(folder)) return `The sandbox's folder must be an absolute path: ${folder}`;
  let existing = posix.normalize(folder);
  while ((await lstat(existing).catch(() => null)) === null) existing = posix.dirname(existing);
  // Links above are followed once, here: what is checked is where the folder really is.
  const real = await realpath(existing);
  for (let current = real; ; current = posix.dirname(current)) {
    const stat = await lstat(current);
    if (stat.uid !== 0) return `The sandbox's folder ${folder} is below ${current}, which is not root's: use a folder whose every parent is root's and writable by root alone (e.g. ${DEFAULT_SANDBOX_PARENT}).`;
    if ((stat.mode & 0o022) !== 0) return `The sandbox's folder ${folder} is below ${current}, which others may write to: use a folder whose every parent is root's and writable by root alone (e.g. ${DEFAULT_SANDBOX_PARENT}).`;
    if (current === '/') return null;
  }
}

/** Parent of the throwaway sandbox folders of tests: root's, 0755, outside the shared temp folder. */
const TEST_PARENT = '/var/lib/marginalia-test';

/**
 * A throwaway sandbox folder for a test (mode 0711: the slots' users pass through it). As root: in a root-owned
 * 0755 folder under /var/lib, which the check above accepts. Without root no sandbox can run anyway, and the
 * folder is made in the temp folder.
 */
export function makeTestSandboxRoot(prefix: string): string {
  let parent = tmpdir();
  if (process.getuid?.() === 0) {
    mkdirSync(TEST_PARENT, { recursive: true, mode: 0o755 });
    const stat = lstatSync(TEST_PARENT);
    if (stat.uid === 0 && (stat.mode & 0o022) === 0) parent = TEST_PARENT;
  }
  const folder = mkdtempSync(`${parent}/${prefix}`);
  chmodSync(folder, 0o711);
  return folder;
}
