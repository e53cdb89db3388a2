// A slot's copy-on-write copy of a root image (docs/ARCHITECTURE.md, "Autograder images"): the image's read-only
// layers under an overlay whose upper half lives on the slot's size-limited memory file system, so a run may write
// anywhere its uid is allowed to, every write counts against the slot's disk, and unmounting forgets all of it.
import { lchown, lstat, mkdir, readdir, writeFile } from 'node:fs/promises';
import { posix } from 'node:path';
import type { HostTools } from './host-tools';
import { mustRun } from './run-command';

export interface ImagePaths {
  /** Where the overlay is mounted: the run's / . */
  rootfs: string;
  /** The slot's memory file system holding the overlay's upper and work folders. */
  holder: string;
  /** The workspace's folder inside the root, e.g. `/autograder`. */
  workdir: string;
}

export function imagePaths(sandboxRoot: string, slot: number, workdir: string): ImagePaths {
  const normal = posix.normalize(workdir);
  if (!posix.isAbsolute(normal) || normal === '/' || normal.split('/').includes('..')) {
    throw new RangeError(`A root image's workdir must be an absolute folder below /: ${workdir}`);
  }
  return { rootfs: `${sandboxRoot}/rootfs-${slot}`, holder: `${sandboxRoot}/slot-${slot}`, workdir: normal };
}

/** Overlay option values escape the characters the kernel splits on. */
function overlayPath(folder: string): string {
  if (/[,:\\\n]/.test(folder)) throw new RangeError(`An image layer's path may not contain ',', ':' or '\\': ${folder}`);
  return folder;
}

export async function mountImageCopy(tools: HostTools, layers: readonly string[], holder: string, rootfs: string): Promise<void> {
  if (layers.length === 0) throw new RangeError('A root image needs at least one layer.');
  for (const layer of layers) {
    const stat = await lstat(layer);
    if (!stat.isDirectory()) throw new Error(`The image layer ${layer} is not a folder.`);
  }
  await mkdir(`${holder}/upper`, { mode: 0o755 });
  await mkdir(`${holder}/work`, { mode: 0o700 });
  await mkdir(rootfs, { recursive: true, mode: 0o755 });
  const data = [`lowerdir=${layers.map(overlayPath).join(':')}`, `upperdir=${overlayPath(`${holder}/upper`)}`, `workdir=${overlayPath(`${holder}/work`)}`].join(',');
  await mustRun([tools.mount, '-t', 'overlay', '-o', `${data},nosuid,nodev`, 'overlay', rootfs]);
}

/**
 * The workspace folder and everything the image put in it belong to the slot's uid (an autograder expects to write
 * its results and scratch files there, as it could as root elsewhere). Links are changed themselves, never followed.
 */
export async function prepareWorkdir(rootfs: string, workdir: string, uid: number): Promise<void> {
  let current = rootfs;
  for (const part of workdir.split('/').filter(Boolean)) {
    current = `${current}/${part}`;
    const stat = await lstat(current).catch(() => null);
    if (stat === null) await mkdir(current, { mode: 0o755 });
    else if (!stat.isDirectory()) throw new Error(`The image's ${workdir} is not a folder.`);
  }
  await ownTree(current, uid);
}

async function ownTree(folder: string, uid: number): Promise<void> {
  await lchown(folder, uid, uid);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) await ownTree(path, uid);
    else await lchown(path, uid, uid);
  }
}

/**
 * The files the sandbox lays over the image's own /etc (its user and host names) must exist in the copy: bwrap,
 * running as the slot's uid, cannot create them in a root-owned /etc. Made empty here, as root, when the image has none.
 */
export async function prepareEtcTargets(rootfs: string, names: readonly string[]): Promise<void> {
  const etc = await lstat(`${rootfs}/etc`).catch(() => null);
  if (!etc?.isDirectory()) throw new Error("The image has no /etc folder.");
  for (const name of names) {
    const target = `${rootfs}/etc/${name}`;
    const stat = await lstat(target).catch(() => null);
    if (stat === null) await writeFile(target, '', { mode: 0o644 });
    else if (!stat.isFile()) throw new Error(`The image's /etc/${name} is not a regular file.`);
  }
}
