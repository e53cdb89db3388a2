// Where an image build's changes are written (docs/AUTOGRADER.md, "Autograder images"): a file system of the
// build's disk limit on the host's disk, not in its memory. A sparse file of `diskMb` in the build's folder, made
// an ext4 file system and mounted through a loop device (nosuid, nodev: nothing on it runs with more rights than
// its caller). A host that cannot make loop devices (some containers) gets a memory file system of the same size
// instead, and the build log says so.
import { lchown, mkdir, open, statfs } from 'node:fs/promises';
import type { HostTools } from '../bubblewrap/host-tools';
import { mountTmpfs } from '../bubblewrap/tmpfs';
import { runCommand } from '../bubblewrap/run-command';
import { lookUpTool } from './tools';

const MIB = 1024 * 1024;
/** One inode per 8 KiB: package installs write many small files. */
const BYTES_PER_INODE = 8192;
/** Below this much free space a failed build is taken to have run out of disk. */
const FULL_BYTES = MIB;

export interface BuildDisk {
  /** The mounted file system's folder (holding upper/ and work/ of the build's overlay). */
  folder: string;
  kind: 'disk' | 'memory';
}

/**
 * Mounts the build's file system at `${holder}/disk`, its top owned by root with group `group` (mode 0710, so the
 * build's root can reach its folders and nobody else can list them).
 */
export async function mountBuildDisk(tools: HostTools, holder: string, diskMb: number, group: number, onLog: (text: string) => void): Promise<BuildDisk> {
  const folder = `${holder}/disk`;
  await mkdir(folder, { mode: 0o710 });
  const onDisk = await mountDiskFile(tools, holder, folder, diskMb);
  if (onDisk !== null) {
    onLog(`This host cannot keep the build's changes on disk (${onDisk}); they are held in memory (${diskMb} MB at most).\n`);
    await mountTmpfs(tools, folder, { sizeBytes: diskMb * MIB, inodes: 2_000_000, uid: 0, mode: 0o710 });
  }
  await lchown(folder, 0, group);
  return { folder, kind: onDisk === null ? 'disk' : 'memory' };
}

/** Makes and mounts the ext4 file; answers why it could not, or null. */
async function mountDiskFile(tools: HostTools, holder: string, folder: string, diskMb: number): Promise<string | null> {
  const mkfs = lookUpTool('mkfs.ext4');
  if (!mkfs) return 'mkfs.ext4 is missing: apt-get install e2fsprogs';
  const file = `${holder}/disk.img`;
  const handle = await open(file, 'w', 0o600);
  try {
    await handle.truncate(diskMb * MIB);
  } finally {
    await handle.close();
  }
  // No journal and no blocks reserved for root: a scratch file system used once, all of it the build's.
  const made = await runCommand([mkfs, '-q', '-F', '-m', '0', '-O', '^has_journal', '-i', String(BYTES_PER_INODE), file], 60_000);
  if (made.code !== 0) return `mkfs.ext4 failed: ${made.stderr}`;
  const mounted = await runCommand([tools.mount, '-t', 'ext4', '-o', 'loop,nosuid,nodev', file, folder], 30_000);
  if (mounted.code !== 0) return `a loop device could not be mounted: ${mounted.stderr}`;
  return null;
}

/** Whether the build's file system is (nearly) full: a failed build then ran out of its disk limit. */
export async function buildDiskFull(disk: BuildDisk): Promise<boolean> {
  try {
    const stats = await statfs(disk.folder);
    return stats.bavail * stats.bsize < FULL_BYTES || stats.ffree < 16;
  } catch {
    return false;
  }
}
