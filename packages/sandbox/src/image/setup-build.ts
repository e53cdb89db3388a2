// Builds an assignment's layer (docs/ARCHITECTURE.md, "Autograder images"): the autograder zip's files in
// /autograder/source of a copy-on-write copy of the base, then `setup.sh` as root with network. What setup.sh changed
// (the overlay's upper half) is the layer. setup.sh is a course admin's code, not the operator's: it is root of its
// own user namespace only (build-ids.ts), never the host's root, and gets no host file, no host loopback service,
// no inherited descriptor, no keyring of the worker, no_new_privs, a time limit, memory and process limits (the
// build's cgroup), a disk limit (build-disk.ts), capabilities that reach no further than its own namespaces, and a
// read-only /proc/sys.
//
// The chain, from the outside in:
//   bash      (host) closes every descriptor but stdio and bwrap's three, enters the build's cgroups, execs the rest
//   keyctl    a new, empty session keyring: the worker's (and whatever it links, such as root's user keyring) stays behind
//   prlimit   only without cgroups: per-process memory and the range's processes instead
//   setpriv   drops the host's root for the range's first id, no groups, no_new_privs (bwrap sets it too)
//   bwrap     (as that id, unprivileged, loading the seccomp filter the host's bash opened for it) new user namespace, mapped by the worker to the whole range before anything
//             runs in it, so that its root is that id; new pid, IPC, UTS, network and cgroup namespaces; the build's
//             root at /
//   bash      (in the build) closes what bwrap itself passes on, then runs setup.sh
import { lchown, lstat, mkdir, readdir, writeFile, chmod, copyFile, rm } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { posix } from 'node:path';
import type { HostTools } from '../bubblewrap/host-tools';
import { rootPreludeArgv } from '../bubblewrap/root-prelude';
import { seccompBwrapArgs } from '../seccomp/filter-file';
import { installBuildFirewall } from './build-firewall';
import { hostId, writeIdMaps, type BuildIds } from './build-ids';
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
  tools: HostTools;
  /** The overlay's merged root, with the base below. */
  root: string;
  ids: BuildIds;
  /** The seccomp filter runs load (src/seccomp/filter-file.ts), a root-only file: setup.sh gets the same deny-list. */
  seccompFilter: string;
  wallSeconds: number;
  /** The build's cgroup.procs files (entered before anything runs), or null: then `fallbackLimits` per process. */
  cgroupProcsFiles: readonly string[] | null;
  fallbackLimits: { memoryMb: number; processes: number };
  onLog: (text: string) => void;
  signal?: AbortSignal;
}

/** bwrap's descriptors: the sandbox's pid (--info-fd), the wait for the id maps, the wait for the network. */
const INFO_FD = 3;
const USERNS_BLOCK_FD = 4;
const BLOCK_FD = 5;
/** The descriptor the host's bash opens the seccomp filter on, for bwrap's --seccomp. */
const SECCOMP_FD = 6;
const MIB = 1024 * 1024;

/** In the build, as its root: bwrap hands its own descriptors on (the id-map wait among them); setup.sh gets none. */
const BUILD_PRELUDE = 'for f in /proc/self/fd/*; do n=${f##*/}; if [ "$n" -gt 2 ]; then eval "exec $n>&-"; fi; done; exec bash ./setup.sh';

function checkedPath(path: string): string {
  const normal = posix.normalize(path);
  if (normal.startsWith('/') || normal.startsWith('..') || normal.includes('\0') || normal === '.') throw new Error(`Unsafe path in the autograder zip: ${path}`);
  return normal;
}

/**
 * The zip's files into /autograder/source, and run_autograder beside it, as Gradescope lays them out, owned by the
 * build's root (setup.sh commonly writes beside them).
 */
export async function placeSource(root: string, files: readonly SourceFile[], ids: BuildIds): Promise<void> {
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
  const owner = hostId(ids, 0);
  await lchown(`${root}/autograder/run_autograder`, owner, owner);
  await ownTree(source, owner);
}

async function ownTree(folder: string, id: number): Promise<void> {
  await lchown(folder, id, id);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) await ownTree(path, id);
    else await lchown(path, id, id);
  }
}

function bwrapArgs(run: SetupRun): string[] {
  return [
    '--unshare-user',
    '--userns-block-fd',
    String(USERNS_BLOCK_FD),
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
    run.root,
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
    // pip installs into the system's Python, as on Gradescope's images, even where setup.sh replaced the base's
    // /etc/pip.conf (base-image.ts).
    '--setenv',
    'PIP_BREAK_SYSTEM_PACKAGES',
    '1',
    '--info-fd',
    String(INFO_FD),
    '--block-fd',
    String(BLOCK_FD),
    '--chdir',
    '/autograder/source',
    ...seccompBwrapArgs(SECCOMP_FD),
    '--',
    '/bin/bash',
    '--norc',
    '--noprofile',
    '-c',
    BUILD_PRELUDE,
  ];
}

/** The whole argv of a build, from the host's bash to setup.sh. */
export function setupCommandLine(run: SetupRun, keyctl: string): string[] {
  const { tools } = run;
  // Only stdio and bwrap's three descriptors reach it; the filter is opened on SECCOMP_FD for bwrap.
  const prelude = rootPreludeArgv(tools.bash, 'build-prelude', { keepUpTo: BLOCK_FD, seccompFd: SECCOMP_FD, seccompFilter: run.seccompFilter, cgroupProcsFiles: run.cgroupProcsFiles });
  const keyring = [keyctl, 'session', '-'];
  // Without cgroups: per process only (the build's processes all run as the range's ids, so --nproc counts them).
  const rlimits = run.cgroupProcsFiles
    ? []
    : [tools.prlimit, `--as=${run.fallbackLimits.memoryMb * MIB}`, `--nproc=${run.fallbackLimits.processes}`, '--'];
  // bwrap starts as the range's first id, so that the namespace it makes (mapped by the worker) has that id as root.
  const root = String(hostId(run.ids, 0));
  const dropRoot = [tools.setpriv, `--reuid=${root}`, `--regid=${root}`, '--clear-groups', '--inh-caps=-all', '--no-new-privs'];
  return [...prelude, ...keyring, ...rlimits, ...dropRoot, tools.bwrap, ...bwrapArgs(run)];
}

/** Runs setup.sh in `root` (already holding the source). */
export async function runSetup(run: SetupRun): Promise<StreamedResult> {
  const keyctl = findTool('keyctl', 'keyutils');
  let network: ChildProcess | null = null;
  try {
    const result = await streamCommand(setupCommandLine(run, keyctl), {
      timeoutMs: run.wallSeconds * 1000,
      onOutput: run.onLog,
      signal: run.signal,
      extraFds: ['pipe', 'pipe', 'pipe'],
      onSpawn: (child) => {
        const info = child.stdio[INFO_FD] as Readable;
        const idsReady = child.stdio[USERNS_BLOCK_FD] as Writable;
        const block = (child.stdio as unknown as (Readable | Writable)[])[BLOCK_FD] as Writable;
        // Socket pairs on our side: bwrap closing its end is no error of ours.
        for (const stream of [info, idsReady, block]) stream.on('error', () => undefined);
        // Nothing in the build runs before its ids are mapped (--userns-block-fd); setup.sh starts only once its
        // network is connected and its firewall in place (--block-fd). The network's set-up leaves the namespace's
        // loopback to bwrap (setup-network.ts), so the two cannot race.
        void readChildPid(info)
          .then(async (pid) => {
            await writeIdMaps(pid, run.ids);
            idsReady.end('go');
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
  }
}

/**
 * What setup.sh left in /tmp is not part of the image: an empty /tmp of the build's root takes its place. Called once
 * no process of the build is left (the host's root deletes there, and must not race a process that swaps in links).
 */
export async function emptyTmp(root: string, ids: BuildIds): Promise<void> {
  const owner = hostId(ids, 0);
  await rm(`${root}/tmp`, { recursive: true, force: true });
  await mkdir(`${root}/tmp`, { mode: 0o1777 });
  await chmod(`${root}/tmp`, 0o1777);
  await lchown(`${root}/tmp`, owner, owner);
}
