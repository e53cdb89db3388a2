// One run of the command chain: stdin written and closed, the command's stdout and stderr streamed into a bounded
// budget (its stderr arrives on COMMAND_STDERR_FD; the chain's own fd 2 is the sandbox tools' diagnostics, kept
// apart for the operator, see command-line.ts), the
// wall, CPU and output limits and the caller's AbortSignal watched, and everything of the run killed the moment
// one of them trips. bwrap reports on fd 3 (--json-status-fd) once the command's process exists: a chain that
// ends without that report failed to set the sandbox up, which is the worker's problem, not the student's.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { SandboxLimits } from '../types';
import { COMMAND_STDERR_FD, STATUS_FD } from './command-line';
import { OutputBudget } from './output-budget';
import type { StopReason } from './verdict';

/** How often the run's CPU time is read from its cgroup. */
const CPU_POLL_MS = 100;
/** After a stop, how long the chain may take to go away before its pipes are cut regardless. */
const CLOSE_GRACE_MS = 1000;
/** The most of the sandbox tools' own messages kept for the operator's log. */
const MAX_DIAGNOSTICS_CHARS = 8192;

export interface RunHooks {
  /** Ends every process of the run. */
  killAll(): Promise<void>;
  /** The run's CPU time so far in nanoseconds, or null when it cannot be counted for the run as a whole. */
  cpuNanoseconds: (() => Promise<number>) | null;
}

export interface RawRun {
  stopReason: StopReason | null;
  exitCode: number | null;
  /** bwrap started the command (it reported the command's pid). */
  started: boolean;
  stdout: Uint8Array;
  stderr: Uint8Array;
  truncated: boolean;
  durationMs: number;
  /** What the chain's tools (timeout, the prelude, unshare, setpriv, prlimit, bwrap) printed: never the command's. */
  diagnostics: string;
}

export interface RunProcessInput {
  argv: readonly string[];
  stdin?: string | Uint8Array;
  limits: SandboxLimits;
  signal?: AbortSignal;
}

export function runProcess(input: RunProcessInput, hooks: RunHooks): Promise<RawRun> {
  const started = performance.now();
  const budget = new OutputBudget(input.limits.outputBytes);
  const child = spawn(input.argv[0]!, input.argv.slice(1), {
    // fd 4 is the prelude's (the seccomp filter); fd 5 the command's stderr.
    stdio: ['pipe', 'pipe', 'pipe', 'pipe', 'ignore', 'pipe'],
    env: { PATH: '/usr/bin:/bin' },
  }) as ChildProcessByStdio<Writable, Readable, Readable>;
  const status = child.stdio[STATUS_FD] as Readable;
  const commandStderr = (child.stdio as unknown as Readable[])[COMMAND_STDERR_FD]!;
  let diagnostics = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    if (diagnostics.length < MAX_DIAGNOSTICS_CHARS) diagnostics += text.slice(0, MAX_DIAGNOSTICS_CHARS - diagnostics.length);
  });
  let statusText = '';
  status.setEncoding('utf8');
  status.on('data', (text: string) => {
    if (statusText.length < 4096) statusText += text;
  });
  status.on('error', () => undefined);

  let stopReason: StopReason | null = null;
  let killing: Promise<void> = Promise.resolve();
  let closeGrace: NodeJS.Timeout | undefined;
  const stop = (reason: StopReason) => {
    if (stopReason) return;
    stopReason = reason;
    // The streams keep flowing (what arrives past the budget is dropped): a paused stream with data waiting would
    // never end, and the run would wait out the grace period below.
    killing = hooks.killAll().catch(() => undefined);
    closeGrace = setTimeout(() => {
      // Something still holds the pipes: cut them, the run is over either way.
      child.kill('SIGKILL');
      child.stdout.destroy();
      child.stderr.destroy();
      commandStderr.destroy();
      status.destroy();
    }, CLOSE_GRACE_MS);
  };

  const collect = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    if (stopReason === 'output') return;
    if (!budget.add(stream, chunk)) stop('output');
  };
  child.stdout.on('data', collect('stdout'));
  commandStderr.on('data', collect('stderr'));
  commandStderr.on('error', () => undefined);

  child.stdin.on('error', () => undefined); // the command may exit without reading its input (EPIPE)
  child.stdin.end(input.stdin ?? '');

  const wall = setTimeout(() => stop('wall'), input.limits.wallSeconds * 1000);
  let polling = false;
  const cpuLimitNs = input.limits.cpuSeconds * 1e9;
  const cpuPoll = hooks.cpuNanoseconds
    ? setInterval(() => {
        if (polling) return;
        polling = true;
        hooks.cpuNanoseconds!()
          .then((ns) => {
            if (ns >= cpuLimitNs) stop('cpu');
          })
          .catch(() => undefined)
          .finally(() => {
            polling = false;
          });
      }, CPU_POLL_MS)
    : undefined;
  const onAbort = () => stop('cancelled');
  if (input.signal?.aborted) onAbort();
  else input.signal?.addEventListener('abort', onAbort, { once: true });

  return new Promise<RawRun>((resolve, reject) => {
    const finish = () => {
      clearTimeout(wall);
      clearTimeout(closeGrace);
      clearInterval(cpuPoll);
      input.signal?.removeEventListener('abort', onAbort);
    };
    child.once('error', (error) => {
      finish();
      reject(error);
    });
    child.once('close', (code) => {
      finish();
      const durationMs = performance.now() - started;
      void killing.then(() =>
        resolve({
          stopReason,
          exitCode: code,
          started: /"child-pid"/.test(statusText),
          stdout: budget.bytes('stdout'),
          stderr: budget.bytes('stderr'),
          truncated: budget.truncated,
          durationMs: Math.round(durationMs),
          diagnostics,
        }),
      );
    });
  });
}
