// The probes of `npm run sandbox:check` (docs/ARCHITECTURE.md, "Sandbox"): hostile programs run in a
// real sandbox on this host, each with small limits and a judgement of what held. One list, used by the command
// and by its vitest test. A probe is a name, the programs it needs (from hostile/programs/), its command, its
// limits and its judgement; the runner (run-check.ts) adds to every one that it ended within its wall limit plus
// two seconds and left no process of its uid.
import { readFileSync } from 'node:fs';
import { constants } from 'node:os';
import type { SandboxLimits, SandboxRunResult } from '../types';

const { EPERM, ENOSYS, ENOSPC, EDQUOT } = constants.errno;

/** What a probe's command and judgement may use of the host the check set up. */
export interface ProbeContext {
  /** The uid the run's processes have. */
  uid: number;
  /** Which memory, process and CPU limits the runs are under, e.g. "cgroup-v1" or "rlimits". */
  limitsBy: string;
  /** The check's own pid: the worker's place on this host. */
  workerPid: number;
  /** A process of another uid outside the run, which must survive the kill probe. */
  victimPid: number;
  /** The sandbox's root folder on the host (the seccomp filter is in it). */
  sandboxRoot: string;
  /** A listener on the host's loopback, and how many connections it has had. */
  hostPort: number;
  hostConnections(): number;
  /** An abstract Unix socket the host listens on. */
  abstractName: string;
  /** A value only the check's own environment holds. */
  secret: string;
}

export interface ProbeOutcome {
  held: boolean;
  /** What held (e.g. "killed at 256 MB (cgroup-v1 memory)"), or what got through. */
  detail: string;
}

export interface Probe {
  name: string;
  /** Files of hostile/programs/ written into the workspace first. */
  programs?: readonly string[];
  /** A C program of hostile/programs/ compiled in the workspace first (the compiler runs with generous limits). */
  compile?: { source: string; flags?: readonly string[] };
  /** The workspace's disk, in MiB, and files (defaults: 16 MiB, 256 files). */
  disk?: { diskMb: number; maxFiles: number };
  limits: SandboxLimits;
  command(context: ProbeContext): readonly string[];
  judge(result: SandboxRunResult, context: ProbeContext): ProbeOutcome;
}

/** Small limits, so that the whole check takes seconds. */
export const PROBE_LIMITS: SandboxLimits = { cpuSeconds: 2, wallSeconds: 3, memoryMb: 256, processes: 32, fileSizeMb: 8, outputBytes: 64 * 1024 };
/** A CPU limit far below the wall limit, so that a busy machine cannot turn a CPU verdict into a wall one. */
const CPU_BOUND: SandboxLimits = { ...PROBE_LIMITS, cpuSeconds: 1, wallSeconds: 8 };

/** The calls of hostile/programs/denied-calls.c the seccomp filter must answer with EPERM. */
export const SECCOMP_REFUSED_CALLS = [
  'keyctl',
  'add_key',
  'request_key',
  'unshare_user',
  'unshare_mount',
  'clone_newns',
  'clone_newuser',
  'clone_newpid',
  'clone_newnet',
  'setns',
  'mount',
  'umount2',
  'pivot_root',
  'fsopen',
  'open_tree',
  'ptrace_traceme',
  'ptrace_attach',
  'process_vm_readv',
  'bpf',
  'perf_event_open',
  'userfaultfd',
  'io_uring_setup',
  'init_module',
  'finit_module',
  'personality_no_randomize',
  'socket_vsock',
  'open_by_handle_at',
] as const;
/** …the call it must answer with ENOSYS (so that the C library falls back to clone), and those it must allow. */
export const SECCOMP_ENOSYS_CALLS = ['clone3'] as const;
export const SECCOMP_ALLOWED_CALLS = ['fork', 'thread', 'personality_query', 'socket_unix'] as const;

/** denied-calls.c's report: each call's name and "ok" or "errno N". */
export function deniedCallsReport(stdout: string): Map<string, string> {
  const lines = stdout.trim().split('\n').filter(Boolean);
  return new Map(lines.map((line) => [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)]));
}

export function programSource(name: string): string {
  return readFileSync(new URL(`../hostile/programs/${name}`, import.meta.url), 'utf8');
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
const ended = (result: SandboxRunResult) => (result.verdict === 'exited' ? `exit ${result.exitCode}` : result.signal ? `${result.verdict} (${result.signal})` : result.verdict);
/** Lines of an escape.py report that say something got through. */
const allowedLines = (stdout: string) => stdout.split('\n').filter((line) => / allowed$| found$/.test(line));

export const PROBES: readonly Probe[] = [
  {
    name: 'memory bomb (8 processes × 200 MB)',
    programs: ['many-hogs.py'],
    limits: PROBE_LIMITS,
    command: () => ['python3', 'many-hogs.py'],
    // Each process stays under the per-process address-space limit: only a limit on the run as a whole stops them.
    judge: (result, context) =>
      result.verdict === 'memory'
        ? { held: true, detail: `killed at ${PROBE_LIMITS.memoryMb} MB (${context.limitsBy} memory)` }
        : { held: false, detail: `1.6 GB held at once, no limit on the run's memory (${ended(result)})` },
  },
  {
    name: 'memory bomb (one process, 1 GB)',
    limits: PROBE_LIMITS,
    command: () => ['python3', '-c', 'b = bytearray(1 << 30)\nprint("allocated")'],
    judge: (result) =>
      text(result.stdout).includes('allocated')
        ? { held: false, detail: 'allocated 1 GB' }
        : { held: true, detail: `refused at ${PROBE_LIMITS.memoryMb} MB (address-space rlimit), ended: ${ended(result)}` },
  },
  {
    name: 'fork bomb',
    programs: ['fork-bomb.sh'],
    limits: PROBE_LIMITS,
    command: () => ['bash', 'fork-bomb.sh'],
    // The host still starting processes and nothing of the uid left (the runner's checks) is what holding means.
    judge: (result, context) =>
      ['wall_time', 'exited', 'signalled'].includes(result.verdict)
        ? { held: true, detail: `held at ${PROBE_LIMITS.processes} processes (${context.limitsBy === 'rlimits' ? 'RLIMIT_NPROC' : `${context.limitsBy} pids, RLIMIT_NPROC`}), ended: ${ended(result)}` }
        : { held: false, detail: `ended: ${ended(result)}` },
  },
  {
    name: 'disk bomb',
    disk: { diskMb: 16, maxFiles: 256 },
    limits: PROBE_LIMITS,
    // Files of 4 MB (under the 8 MB file-size limit) until the disk says no.
    command: () => [
      'python3',
      '-c',
      'import os\nn = 0\ntry:\n  while True:\n    with open(f"fill{n}", "wb") as f:\n      for _ in range(4):\n        f.write(b"x" * (1 << 20))\n    n += 1\nexcept OSError as e:\n  print("stopped", e.errno)\nprint("mb", sum(os.path.getsize(p) for p in os.listdir(".")) >> 20)',
    ],
    judge: (result) => {
      const out = text(result.stdout);
      const stopped = /^stopped (\d+)$/m.exec(out);
      const mb = Number(/^mb (\d+)$/m.exec(out)?.[1] ?? NaN);
      const full = stopped !== null && [ENOSPC, EDQUOT].includes(Number(stopped[1])) && mb <= 16;
      return full ? { held: true, detail: `stopped at ${mb} of 16 MB (tmpfs size, ENOSPC)` } : { held: false, detail: `wrote ${mb} MB (${ended(result)})` };
    },
  },
  {
    name: 'file-count bomb',
    disk: { diskMb: 16, maxFiles: 256 },
    limits: PROBE_LIMITS,
    command: () => ['python3', '-c', 'n = 0\ntry:\n  while True:\n    open(f"f{n}", "w").close()\n    n += 1\nexcept OSError as e:\n  print("files", n, e.errno)'],
    judge: (result) => {
      const match = /^files (\d+) (\d+)$/m.exec(text(result.stdout));
      const files = Number(match?.[1] ?? NaN);
      return match && Number(match[2]) === ENOSPC && files <= 256
        ? { held: true, detail: `stopped at ${files} of 256 files (tmpfs inodes)` }
        : { held: false, detail: `made ${files} files (${ended(result)})` };
    },
  },
  {
    name: 'CPU loop',
    limits: CPU_BOUND,
    command: () => ['python3', '-c', 'while True: pass'],
    judge: (result, context) =>
      result.verdict === 'cpu_time'
        ? { held: true, detail: `stopped at ${CPU_BOUND.cpuSeconds} s of CPU (${context.limitsBy === 'rlimits' ? 'RLIMIT_CPU' : `${context.limitsBy} CPU time`})` }
        : { held: false, detail: `ended: ${ended(result)}` },
  },
  {
    name: 'output flood',
    limits: PROBE_LIMITS,
    command: () => ['python3', '-c', 'import sys\nwhile True: sys.stdout.buffer.write(b"x" * 65536)'],
    judge: (result) =>
      result.verdict === 'output_limit' && result.stdout.length + result.stderr.length <= PROBE_LIMITS.outputBytes
        ? { held: true, detail: `cut at ${PROBE_LIMITS.outputBytes / 1024} KiB and stopped` }
        : { held: false, detail: `kept ${result.stdout.length} bytes (${ended(result)})` },
  },
  {
    name: 'read host files and secrets',
    programs: ['escape.py'],
    limits: PROBE_LIMITS,
    command: (context) => [
      'python3',
      'escape.py',
      'read',
      context.secret,
      '/etc/shadow',
      '/root',
      '/home',
      '/etc/ssh',
      '/var/lib/postgresql',
      `/proc/${context.workerPid}/environ`,
      `${context.sandboxRoot}/seccomp-filter.bpf`,
    ],
    judge: (result) => {
      const through = allowedLines(text(result.stdout));
      if (result.verdict !== 'exited' || result.exitCode !== 0) return { held: false, detail: `the probe failed: ${ended(result)}` };
      return through.length === 0 ? { held: true, detail: 'none visible: shadow, /root, /home, ssh keys, worker environment' } : { held: false, detail: through.join('; ') };
    },
  },
  {
    name: 'write outside /box',
    programs: ['escape.py'],
    limits: PROBE_LIMITS,
    command: (context) => ['python3', 'escape.py', 'write', '/', '/usr', '/etc', '/var/tmp', '/run', '/proc/sys/kernel', context.sandboxRoot],
    judge: (result) => {
      const through = allowedLines(text(result.stdout));
      if (result.verdict !== 'exited' || result.exitCode !== 0) return { held: false, detail: `the probe failed: ${ended(result)}` };
      return through.length === 0 ? { held: true, detail: 'read-only system; only /box, /tmp and /dev/shm are writable' } : { held: false, detail: through.join('; ') };
    },
  },
  {
    name: 'setuid and capabilities',
    programs: ['escalate.py'],
    limits: PROBE_LIMITS,
    command: (context) => ['python3', 'escalate.py', String(context.workerPid)],
    judge: (result, context) => {
      const lines = text(result.stdout).trim().split('\n');
      const line = (prefix: string) => lines.find((l) => l.startsWith(prefix)) ?? '';
      const failures = [
        line('uid') === `uid ${context.uid} ${context.uid}` ? null : line('uid') || 'no uid line',
        line('CapEff') === 'CapEff: 0000000000000000' ? null : line('CapEff'),
        line('NoNewPrivs') === 'NoNewPrivs: 1' ? null : line('NoNewPrivs'),
        /^setuid0 -1 (1|22)$/.test(line('setuid0')) ? null : line('setuid0'),
        ...['su', 'unshare', 'mount'].map((attempt) => (new RegExp(`^${attempt} (exit [1-9]\\d*|error)`).test(line(attempt)) ? null : line(attempt) || `${attempt}: no answer`)),
      ].filter((failure): failure is string => failure !== null);
      return failures.length === 0
        ? { held: true, detail: `uid ${context.uid}, no capabilities, no_new_privs; setuid, su, unshare, mount refused` }
        : { held: false, detail: failures.join('; ') };
    },
  },
  {
    name: 'kill other users’ processes',
    programs: ['escape.py'],
    limits: PROBE_LIMITS,
    command: (context) => ['python3', 'escape.py', 'kill', String(context.victimPid), String(context.workerPid), '-1'],
    // The runner checks besides that the victim is still alive afterwards.
    judge: (result) => {
      const through = allowedLines(text(result.stdout)).filter((line) => !line.startsWith('kill -1 '));
      return through.length === 0 ? { held: true, detail: 'no process outside the run is visible or reachable' } : { held: false, detail: through.join('; ') };
    },
  },
  {
    name: 'seccomp: denied system calls',
    compile: { source: 'denied-calls.c', flags: ['-pthread'] },
    limits: PROBE_LIMITS,
    command: () => ['./denied-calls'],
    judge: (result) => {
      const report = deniedCallsReport(text(result.stdout));
      const wrong = [
        ...SECCOMP_REFUSED_CALLS.filter((call) => report.get(call) !== `errno ${EPERM}`),
        ...SECCOMP_ENOSYS_CALLS.filter((call) => report.get(call) !== `errno ${ENOSYS}`),
        ...SECCOMP_ALLOWED_CALLS.filter((call) => report.get(call) !== 'ok'),
      ];
      return wrong.length === 0
        ? { held: true, detail: `${SECCOMP_REFUSED_CALLS.length} calls refused (keyrings, namespaces, mount, ptrace, bpf, perf, modules…)` }
        : { held: false, detail: wrong.map((call) => `${call}: ${report.get(call) ?? 'no answer'}`).join('; ') };
    },
  },
  {
    name: 'network',
    programs: ['network.py'],
    limits: PROBE_LIMITS,
    command: (context) => ['python3', 'network.py', String(context.hostPort), context.abstractName],
    judge: (result, context) => {
      const out = text(result.stdout);
      const reached = out.split('\n').filter((line) => / connected$|^dns resolved/.test(line));
      if (!/^interfaces \['lo'\]$/m.test(out)) return { held: false, detail: `interfaces seen: ${/^interfaces (.*)$/m.exec(out)?.[1] ?? 'none reported'}` };
      if (reached.length > 0 || context.hostConnections() > 0) return { held: false, detail: reached.join('; ') || 'the host listener was reached' };
      return { held: true, detail: 'loopback of its own only: host ports, internet, DNS, Unix sockets refused' };
    },
  },
];
