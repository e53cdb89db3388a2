// The size- and inode-limited memory file systems a slot's folders live on: a student cannot fill the worker's
// disk or its inode table, and unmounting wipes everything at once.
import { readFile } from 'node:fs/promises';
import type { HostTools } from './host-tools';
import { mustRun, runCommand } from './run-command';

export interface TmpfsOptions {
  sizeBytes: number;
  inodes: number;
  uid: number;
  mode: number;
}

export async function mountTmpfs(tools: HostTools, target: string, options: TmpfsOptions): Promise<void> {
  const data = [
    `size=${options.sizeBytes}`,
    `nr_inodes=${options.inodes}`,
    `uid=${options.uid}`,
    `gid=${options.uid}`,
    `mode=${options.mode.toString(8).padStart(4, '0')}`,
    'nosuid',
    'nodev',
  ].join(',');
  await mustRun([tools.mount, '-t', 'tmpfs', '-o', data, 'tmpfs', target]);
}

/** Mount points at or under `folder`, deepest first, as /proc/self/mountinfo lists them (octal escapes decoded). */
export async function mountsUnder(folder: string): Promise<string[]> {
  const info = await readFile('/proc/self/mountinfo', 'utf8');
  const points = info
    .split('\n')
    .map((line) => line.split(' ')[4])
    .filter((point): point is string => point !== undefined)
    .map((point) => point.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8))))
    .filter((point) => point === folder || point.startsWith(`${folder}/`));
  return points.sort((a, b) => b.length - a.length);
}

/** Unmounts everything at or under `folder`; a mount that is still busy is detached (it goes once unused). */
export async function unmountAll(tools: HostTools, folder: string): Promise<void> {
  for (const point of await mountsUnder(folder)) {
    const result = await runCommand([tools.umount, point]);
    if (result.code !== 0) await mustRun([tools.umount, '-l', point]);
  }
}
