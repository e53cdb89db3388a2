// The compiled filter as the file bwrap reads (`--seccomp FD`): made when the worker prepares its sandbox, in the
// sandbox's root folder, owned by root and readable by root alone (the run's chain opens it before dropping root).
// It is compiled afresh each time and the file rewritten only when it is missing, differs (a new deny-list or
// libseccomp), or is not root's 0600 regular file; a new file replaces the old one by rename, so a run starting
// meanwhile reads one whole program or the other. Anything that goes wrong throws: without the filter, no run.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, open, readFile, rename, rm } from 'node:fs/promises';
import { exportFilter } from './compile';

export const SECCOMP_FILTER_NAME = 'seccomp-filter.bpf';
/** One classic BPF instruction: code (16 bits), jt, jf (8 each), k (32). */
export const BPF_INSTRUCTION_BYTES = 8;
/** The kernel's limit on one filter's length (BPF_MAXINSNS). */
const BPF_MAX_INSTRUCTIONS = 4096;

/** Why `bytes` cannot be a seccomp program, or null when it can. */
export function invalidProgram(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return 'it is empty';
  if (bytes.length % BPF_INSTRUCTION_BYTES !== 0) return `its ${bytes.length} bytes are not whole instructions`;
  if (bytes.length / BPF_INSTRUCTION_BYTES > BPF_MAX_INSTRUCTIONS) return 'it is longer than the kernel accepts';
  return null;
}

/** Makes sure `folder` holds the current filter; answers its path. */
export async function ensureSeccompFilter(folder: string): Promise<string> {
  const target = `${folder}/${SECCOMP_FILTER_NAME}`;
  const fresh = `${folder}/.${SECCOMP_FILTER_NAME}.${process.pid}.${randomBytes(6).toString('hex')}`;
  try {
    const handle = await open(fresh, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
    try {
      exportFilter(handle.fd, 'bpf');
      await handle.sync();
    } finally {
      await handle.close();
    }
    const bytes = await readFile(fresh);
    const invalid = invalidProgram(bytes);
    if (invalid) throw new Error(`the compiled seccomp filter is not a program: ${invalid}`);
    if (await isCurrent(target, bytes)) await rm(fresh, { force: true });
    else await rename(fresh, target);
    return target;
  } catch (error) {
    await rm(fresh, { force: true }).catch(() => undefined);
    throw new Error(`The sandbox's seccomp filter cannot be made: ${(error as Error).message}`, { cause: error });
  }
}

async function isCurrent(target: string, bytes: Buffer): Promise<boolean> {
  const existing = await lstat(target).catch(() => null);
  if (!existing?.isFile() || existing.uid !== process.getuid?.() || (existing.mode & 0o7777) !== 0o600) return false;
  return (await readFile(target)).equals(bytes);
}

/** bwrap's arguments that load the filter from descriptor `fd` of its own. */
export function seccompBwrapArgs(fd: number): string[] {
  return ['--seccomp', String(fd)];
}
