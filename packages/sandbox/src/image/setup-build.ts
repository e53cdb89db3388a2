// Builds an assignment's layer (docs/ARCHITECTURE.md, "Autograder images"): the autograder zip's files in
// /autograder/source of a copy-on-write copy of the base, then `setup.sh` as root with network. What setup.sh changed
// (the overlay's upper half) is the layer. setup.sh is the instructor's code, not a student's, but it still gets no
// host file, no host loopback service, a time limit, a disk limit (the memory file system holding the changes), no
// capability that reaches beyond its own namespaces, and a read-only /proc/sys.
import { lstat, mkdir, writeFile, chmod, copyFile, rm } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { posix } from 'node:path';
import { installBuildFirewall } from './build-firewall';
import { connectNetwork, readChildPid } from './setup-network';
import { streamCommand, type StreamedResult } from './stream-command';
import { findTool } from './tools';

/** Root's capabilities in the build: Docker's default set without MKNOD and NET_RAW (what apt and dpkg need). */
const SETUP_CAPABILITIES = [
  'CAP_CHOWN',
  'CAP_DAC_OVERRIDE',
  'CAP_FOWNER',
  'CAP_FSETID',
  'CAP_SETUID',
  'CAP_SETGID',
  'CAP_SETFCAP',
  'CAP_SETPCAP',
  'CAP_NET_BIND_SERVICE',
  'CAP_SYS_CHROOT',
  'CAP_KILL',
  'CAP_AUDIT_WRITE',
];
/** /proc entries root could change the host through: read-only or hidden. */
const PROC_READ_ONLY = ['/proc/sys', '/proc/sysrq-trigger', '/proc/irq', '/proc/bus'];

export interface SourceFile {
  path: string;
  bytes: Uint8Array;
}

export interface SetupRun {
  /** The overlay's merged root, with the base below. */
  root: string;
  wallSeconds: number;
  onLog: (text: string) => void;
  signal?: AbortSignal;
}

function checkedPath(path: string): string {
  const normal = posix.normalize(path);
  if (normal.startsWith('/') || normal.startsWith('..') || normal.includes('\0') || normal === '.') throw new Error(`Unsafe path in the autograder zip: ${path}`);
  return normal;
}

/** The zip's files into /autograder/source, and run_autograder beside it, as Gradescope lays them out. */
export async function placeSource(root: string, files: readonly SourceFile[]): Promise<void> {
  const source = `${root}/autograder/source`;
  await mkdir(source, { recursive: true, mode: 0o755 });
  for (const file of files) {
    const target = `${source}/${checkedPath(file.path)}`;
    await mkdir(posix.dirname(target), { recursive: true, mode: 0o755 });
    const existing = await lstat(target).catch(() => null);
    if (existing && !existing.isFile()) throw new Error(`Unsafe path in the autograder zip: ${file.path}`);
    await writeFile(target, file.bytes, { mode: 0o644 });
  }
  for (const script of ['setup.sh', 'run_autograder']) {
    await chmod(`${source}/${script}`, 0o755).catch(() => undefined);
  }
  await copyFile(`${source}/run_autograder`, `${root}/autograder/run_autograder`);
  await chmod(`${root}/autograder/run_autograder`, 0o755);
}

function bwrapArgs(root: string): string[] {
  return [
    '--unshare-pid',
    '--unshare-ipc',
    '--unshare-uts',
    '--unshare-net',
    '--unshare-cgroup-try',
    '--die-with-parent',
    '--new-session',
    '--clearenv',
    '--hostname',
    'autograder',
    '--bind',
    root,
    '/',
    '--proc',
    '/proc',
    ...PROC_READ_ONLY.flatMap((path) => ['--ro-bind-try', path, path]),
    '--dev',
    '/dev',
    '--cap-drop',
    'ALL',
    ...SETUP_CAPABILITIES.flatMap((cap) => ['--cap-add', cap]),
    '--setenv',
    'PATH',
    '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
    '--setenv',
    'HOME',
    '/root',
    '--setenv',
    'LANG',
    'C.UTF-8',
    '--setenv',
    'DEBIAN_FRONTEND',
    'noninteractive',
    '--info-fd',
    '3',
    '--block-fd',
    '4',
    '--chdir',
    '/autograder/source',
    '--',
    '/bin/bash',
    '-c',
    'bash ./setup.sh',
  ];
}

/** Runs setup.sh in `root` (already holding the source). */
export async function runSetup(run: SetupRun): Promise<StreamedResult> {
  const bwrap = findTool('bwrap', 'bubblewrap');
  let network: ChildProcess | null = null;
  try {
    const result = await streamCommand([bwrap, ...bwrapArgs(run.root)], {
      timeoutMs: run.wallSeconds * 1000,
      onOutput: run.onLog,
      signal: run.signal,
      extraFds: ['pipe', 'pipe'],
      onSpawn: (child) => {
        const info = child.stdio[3] as Readable;
        const block = child.stdio[4] as Writable;
        // Both are socket pairs on our side: bwrap closing its end is no error of ours.
        info.on('error', () => undefined);
        block.on('error', () => undefined);
        // setup.sh starts only once its network is up (bwrap waits on --block-fd).
        void readChildPid(info)
          .then(async (pid) => {
            network = await connectNetwork(pid);
            await installBuildFirewall(pid);
            block.end('go');
          })
          .catch((error: Error) => {
            run.onLog(`${error.message}\n`);
            child.kill('SIGKILL');
          });
      },
    });
    return result;
  } finally {
    (network as ChildProcess | null)?.kill('SIGKILL');
    await rm(`${run.root}/tmp`, { recursive: true, force: true }).then(() => mkdir(`${run.root}/tmp`, { mode: 0o1777 })).then(() => chmod(`${run.root}/tmp`, 0o1777)).catch(() => undefined);
  }
}
