// What an image folder on the host's disk may not hold (docs/AUTOGRADER.md, "Autograder images"): no setuid or
// setgid program and no file capabilities, whoever made it. Changing a file's owner makes the kernel drop its
// security.capability attribute and setuid bit; the mode is then set again without the setuid and setgid bits.
// Directories keep a setgid bit (it only passes a group on to new files). Other extended attributes (the overlay's
// whiteout and opaque marks, ACLs) stay.
import { spawn } from 'node:child_process';
import { chmod, lchown, lstat, readdir } from 'node:fs/promises';
import { lookUpTool } from './tools';

const SETUID = 0o4000;
const SETGID = 0o2000;

export interface Stripped {
  /** Paths (from the folder's top, e.g. /usr/bin/x) that lost a setuid or setgid bit. */
  setId: string[];
  /** Paths that lost file capabilities, as getfattr names them. */
  capabilities: string[];
}

/** Each entry below `folder` (the folder itself included), depth first, links never followed. */
async function walk(folder: string, visit: (path: string, relative: string) => Promise<void>, relative = ''): Promise<void> {
  await visit(folder, relative || '/');
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) await walk(path, visit, `${relative}/${entry.name}`);
    else await visit(path, `${relative}/${entry.name}`);
  }
}

/** Files below `folder` carrying security.capability, as getfattr lists them (names escaped by getfattr). */
export async function filesWithCapabilities(folder: string): Promise<string[]> {
  const getfattr = lookUpTool('getfattr');
  if (!getfattr) throw new Error('Building autograder images needs getfattr: apt-get install attr');
  const listed = await runCommandOutput([getfattr, '--recursive', '--physical', '--no-dereference', '--absolute-names', '--match', '^security\\.capability$', folder]);
  return listed
    .split('\n')
    .filter((line) => line.startsWith('# file: '))
    .map((line) => line.slice('# file: '.length))
    .map((path) => (path.startsWith(folder) ? path.slice(folder.length) || '/' : path));
}

async function runCommandOutput(argv: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: '/usr/bin:/bin', LANG: 'C' } });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (err.length < 4096) err += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${argv[0]} failed (${code}): ${err.trim()}`))));
  });
}

/**
 * Gives every entry below `folder` the owner `owner(uid, gid)` answers (its own by default) and removes setuid,
 * setgid (on files) and file capabilities. Hard links are changed once. Answers what was removed.
 */
export async function stripPrivileges(folder: string, owner: (uid: number, gid: number) => [number, number] = (uid, gid) => [uid, gid]): Promise<Stripped> {
  const capabilities = await filesWithCapabilities(folder);
  const setId: string[] = [];
  const seen = new Set<string>();
  await walk(folder, async (path, relative) => {
    const stat = await lstat(path);
    const key = `${stat.dev}:${stat.ino}`;
    if (seen.has(key)) return;
    seen.add(key);
    const [uid, gid] = owner(stat.uid, stat.gid);
    if (stat.isSymbolicLink()) {
      if (uid !== stat.uid || gid !== stat.gid) await lchown(path, uid, gid);
      return;
    }
    if (stat.isDirectory()) {
      if (uid !== stat.uid || gid !== stat.gid) await lchown(path, uid, gid);
      if (stat.mode & SETUID) await chmod(path, stat.mode & 0o7777 & ~SETUID);
      return;
    }
    // Always, even to the same owner: the kernel drops file capabilities on any change of owner.
    await lchown(path, uid, gid);
    const mode = stat.mode & 0o7777;
    if (mode & (SETUID | SETGID)) {
      setId.push(relative);
      await chmod(path, mode & ~(SETUID | SETGID));
    }
  });
  const left = await filesWithCapabilities(folder);
  if (left.length > 0) throw new Error(`File capabilities could not be removed from ${left.join(', ')}.`);
  return { setId, capabilities };
}

/** A line for the build log saying what was removed, or null when nothing was. */
export function describeStripped(stripped: Stripped): string | null {
  const parts: string[] = [];
  if (stripped.setId.length > 0) parts.push(`the setuid/setgid bit of ${stripped.setId.join(', ')}`);
  if (stripped.capabilities.length > 0) parts.push(`the file capabilities of ${stripped.capabilities.join(', ')}`);
  return parts.length > 0 ? `Removed from the kept image (a build may leave nothing privileged): ${parts.join('; ')}.\n` : null;
}
