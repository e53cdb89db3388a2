// A copy of a workspace kept where the sandbox's users cannot reach (a root-only folder), and putting it back. The
// walk never follows a link: links are recorded as links, FIFOs, sockets and devices are left out. Restoring
// empties the workspace (removing links, not what they point to) and recreates every entry with its owner and mode
// in a folder that is empty at that point, so nothing a run planted can redirect a write.
import { constants } from 'node:fs';
import { chmod, chown, copyFile, lchown, lstat, mkdir, open, readdir, readlink, rm, symlink } from 'node:fs/promises';

interface Entry {
  path: string;
  kind: 'folder' | 'file' | 'link';
  mode: number;
  uid: number;
  gid: number;
  /** The link's target, for links. */
  target?: string;
  /** The copy's name in the checkpoint folder, for files. */
  copy?: string;
}

export interface Checkpoint {
  root: { mode: number; uid: number; gid: number };
  entries: Entry[];
}

async function copyRegularFile(source: string, destination: string): Promise<void> {
  const input = await open(source, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const output = await open(destination, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
    try {
      const buffer = Buffer.alloc(1024 * 1024);
      for (;;) {
        const { bytesRead } = await input.read(buffer, 0, buffer.length, null);
        if (bytesRead === 0) break;
        await output.write(buffer, 0, bytesRead);
      }
    } finally {
      await output.close();
    }
  } finally {
    await input.close();
  }
}

/** Copies `workspace` into `store` (which is emptied first and made root-only). */
export async function takeCheckpoint(workspace: string, store: string): Promise<Checkpoint> {
  await rm(store, { recursive: true, force: true });
  await mkdir(store, { mode: 0o700 });
  const rootStat = await lstat(workspace);
  const checkpoint: Checkpoint = { root: { mode: rootStat.mode & 0o7777, uid: rootStat.uid, gid: rootStat.gid }, entries: [] };
  const walk = async (relative: string) => {
    const names = (await readdir(`${workspace}${relative}`)).sort();
    for (const name of names) {
      const path = `${relative}/${name}`;
      const stat = await lstat(`${workspace}${path}`);
      const base = { path, mode: stat.mode & 0o7777, uid: stat.uid, gid: stat.gid };
      if (stat.isDirectory()) {
        checkpoint.entries.push({ ...base, kind: 'folder' });
        await walk(path);
      } else if (stat.isFile()) {
        const copy = String(checkpoint.entries.length);
        await copyRegularFile(`${workspace}${path}`, `${store}/${copy}`);
        checkpoint.entries.push({ ...base, kind: 'file', copy });
      } else if (stat.isSymbolicLink()) {
        checkpoint.entries.push({ ...base, kind: 'link', target: await readlink(`${workspace}${path}`) });
      }
    }
  };
  await walk('');
  return checkpoint;
}

/** Empties `workspace` and recreates what `checkpoint` recorded. */
export async function restoreCheckpoint(workspace: string, store: string, checkpoint: Checkpoint): Promise<void> {
  for (const name of await readdir(workspace)) await rm(`${workspace}/${name}`, { recursive: true, force: true });
  for (const entry of checkpoint.entries) {
    const target = `${workspace}${entry.path}`;
    if (entry.kind === 'folder') {
      await mkdir(target, { mode: 0o700 });
      await chown(target, entry.uid, entry.gid);
      await chmod(target, entry.mode);
    } else if (entry.kind === 'file') {
      await copyFile(`${store}/${entry.copy!}`, target, constants.COPYFILE_EXCL);
      await chown(target, entry.uid, entry.gid);
      await chmod(target, entry.mode);
    } else {
      await symlink(entry.target!, target);
      await lchown(target, entry.uid, entry.gid);
    }
  }
  await chown(workspace, checkpoint.root.uid, checkpoint.root.gid);
  await chmod(workspace, checkpoint.root.mode);
}
