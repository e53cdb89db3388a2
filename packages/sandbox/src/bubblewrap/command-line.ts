// The argv of one run, from the outside in (docs/ARCHITECTURE.md, "Sandbox"):
//   timeout      a backstop for the wall limit should the worker itself die mid-run (the worker kills at the limit)
//   bash         closes inherited descriptors and (with cgroups) writes its own pid into the slot's groups, opens
//                the seccomp filter as root (the file is root's alone), then execs the rest: nothing forks outside
//   unshare      a pid namespace of its own whose first process is bwrap's monitor: bwrap's monitor exits without
//                reaping its namespace's init, and the orphan would otherwise wait as a zombie of the slot's uid for the
//                host's init, counting against the next run's process limit; a namespace's end reaps everything in it
//   setpriv      drops root for the slot's uid, no groups, no capabilities, no_new_privs (as root, RLIMIT_NPROC
//                would not apply)
//   prlimit      per-process CPU, address space, processes of the uid, file size, open files, no core dumps
//   bwrap        new user, pid, network, IPC, UTS and cgroup namespaces, no further user namespaces, the system
//                read-only, the workspace at /box, a small /tmp and /dev/shm, an empty environment, and the seccomp
//                filter (src/seccomp/) loaded just before the command starts
//   sh           (in the sandbox) gives the command its own stderr, then execs it
//
// Two stderrs: the chain's (fd 2 from the timeout down to bwrap) carries what its tools say about themselves
// ("unshare: sigprocmask …", a bwrap or setpriv complaint), which is for the worker's operators; the command's
// (COMMAND_STDERR_FD, put on fd 2 by the sh above just before the command starts) is the program's own, which
// staff and students read. So nothing the sandbox's tools print reaches a run's output, and nothing of the
// program's is lost.
import type { SandboxLimits } from '../types';
import { seccompBwrapArgs } from '../seccomp/filter-file';
import type { HostTools } from './host-tools';
import { rootPreludeArgv } from './root-prelude';

const MIB = 1024 * 1024;

/** Processes of the slot's uid that bwrap itself keeps during a run (its monitor and the namespace's init). */
export const BWRAP_PROCESSES = 2;
/** Processes of the chain inside the run's cgroup besides the command's: bwrap's two and unshare (root). */
export const CHAIN_PROCESSES_IN_CGROUP = BWRAP_PROCESSES + 1;
/** The stack of each process: the usual Linux default, whatever the worker was started with. */
const STACK_BYTES = 8 * MIB;
const OPEN_FILES = 256;
/** The descriptor bwrap reports the command's pid and exit status on (--json-status-fd). */
export const STATUS_FD = 3;
/** The descriptor the prelude opens the seccomp filter on, for bwrap's --seccomp. */
export const SECCOMP_FD = 4;
/** The descriptor the command's own stderr travels on through the chain, until the in-sandbox sh puts it on fd 2. */
export const COMMAND_STDERR_FD = 5;
/** In the sandbox, before the command: its stderr on fd 2, the descriptor that carried it closed. */
const COMMAND_STDERR_SHIM = `exec 2>&${COMMAND_STDERR_FD} ${COMMAND_STDERR_FD}>&-; exec "$@"`;

export interface RunPaths {
  /** The slot's workspace, seen as /box (or, with a root image, already inside `root`). */
  workspace: string;
  /**
   * A root image run's copy-on-write root (docs/ARCHITECTURE.md, "Autograder images"): bound at / in place of the
   * host's read-only system, writable, with the workspace at `workdir` inside it.
   */
  root?: { folder: string; workdir: string };
  /** The slot's scratch folders, seen as /tmp and /dev/shm. */
  tmp: string;
  shm: string;
}

export interface CommandLineInput {
  tools: HostTools;
  uid: number;
  limits: SandboxLimits;
  systemArgs: readonly string[];
  paths: RunPaths;
  /** cgroup.procs files to enter before anything else runs, or null without cgroups. */
  cgroupProcsFiles: readonly string[] | null;
  /** The compiled seccomp filter (src/seccomp/filter-file.ts), a root-only file the prelude opens. */
  seccompFilter: string;
  command: readonly string[];
  env: Readonly<Record<string, string>>;
}

/** The environment every run starts from; the request's variables are added on top. */
export const BASE_ENV: Readonly<Record<string, string>> = { PATH: '/usr/bin:/bin', HOME: '/box', LANG: 'C.UTF-8' };
/** A root image is a whole Debian system: programs its setup installed may live in /usr/local. */
const IMAGE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

export function buildCommandLine(input: CommandLineInput): string[] {
  const { tools, uid, limits } = input;
  const cpu = Math.max(1, Math.ceil(limits.cpuSeconds));
  const backstop = Math.ceil(limits.wallSeconds) + 1;
  const outer = [tools.timeout, '--signal=KILL', `${backstop}s`];
  // Only stdin, stdout, the chain's stderr, bwrap's status and the command's stderr reach it; the filter is opened
  // on SECCOMP_FD for bwrap (whatever the worker left there is replaced).
  const prelude = rootPreludeArgv(tools.bash, 'sandbox-prelude', { keepUpTo: COMMAND_STDERR_FD, seccompFd: SECCOMP_FD, seccompFilter: input.seccompFilter, cgroupProcsFiles: input.cgroupProcsFiles });
  const reaper = [tools.unshare, '--pid', '--fork', '--kill-child'];
  const dropRoot = [
    tools.setpriv,
    `--reuid=${uid}`,
    `--regid=${uid}`,
    '--clear-groups',
    '--inh-caps=-all',
    '--bounding-set=-all',
    '--no-new-privs',
  ];
  const rlimits = [
    tools.prlimit,
    // SIGXCPU at the limit (a verdict we can name), SIGKILL a second later for a program that ignores it.
    `--cpu=${cpu}:${cpu + 1}`,
    `--as=${limits.memoryMb * MIB}`,
    `--nproc=${limits.processes + BWRAP_PROCESSES}`,
    `--fsize=${limits.fileSizeMb * MIB}`,
    `--nofile=${OPEN_FILES}`,
    `--stack=${STACK_BYTES}`,
    '--core=0',
    '--',
  ];
  const root = input.paths.root;
  const env = root ? { ...BASE_ENV, PATH: IMAGE_PATH, HOME: root.workdir, ...input.env } : { ...BASE_ENV, ...input.env };
  // The host's system read-only and the workspace at /box; or the image's writable copy with the workspace inside.
  const system = root ? ['--bind', root.folder, '/', ...input.systemArgs] : [...input.systemArgs];
  const workspace = root ? ['--chdir', root.workdir] : ['--bind', input.paths.workspace, '/box', '--chdir', '/box'];
  const readOnlyRoot = root ? [] : ['--remount-ro', '/'];
  const bwrap = [
    tools.bwrap,
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    '--clearenv',
    '--json-status-fd',
    String(STATUS_FD),
    ...seccompBwrapArgs(SECCOMP_FD),
    '--hostname',
    'sandbox',
    ...system,
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--bind',
    input.paths.shm,
    '/dev/shm',
    // bwrap's /dev is a writable memory file system of its own, without size or file limits.
    '--remount-ro',
    '/dev',
    '--bind',
    input.paths.tmp,
    '/tmp',
    ...workspace,
    ...Object.entries(env).flatMap(([name, value]) => ['--setenv', name, value]),
    ...readOnlyRoot,
    '--',
    '/bin/sh',
    '-c',
    COMMAND_STDERR_SHIM,
    'sandbox-command',
    ...input.command,
  ];
  return [...outer, ...prelude, ...reaper, ...dropRoot, ...rlimits, ...bwrap];
}
