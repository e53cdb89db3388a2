// Runs a host program whose output is a build log: stdout and stderr together, handed on as it comes, stopped at a
// time limit or when the caller gives up. Used for debootstrap and for an autograder's setup.sh.
import { spawn, type SpawnOptions } from 'node:child_process';

export interface StreamedResult {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  cancelled: boolean;
  durationMs: number;
}

export interface StreamOptions {
  timeoutMs: number;
  onOutput: (text: string) => void;
  signal?: AbortSignal;
  env?: NodeJS.ProcessEnv;
  /** Extra descriptors for the child from fd 3 on (e.g. bwrap's info and block pipes). */
  extraFds?: SpawnOptions['stdio'];
  /** Called with the child once it is spawned (e.g. to set up its network). */
  onSpawn?: (child: ReturnType<typeof spawn>) => void;
}

export function streamCommand(argv: readonly string[], options: StreamOptions): Promise<StreamedResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(argv[0]!, argv.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe', ...((options.extraFds as unknown[]) ?? [])] as SpawnOptions['stdio'],
      env: options.env ?? { PATH: '/usr/sbin:/usr/bin:/sbin:/bin', LANG: 'C.UTF-8' },
      detached: true,
    });
    let timedOut = false;
    let cancelled = false;
    // The whole process group: debootstrap and setup.sh start programs of their own.
    const kill = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, options.timeoutMs);
    const onAbort = () => {
      cancelled = true;
      kill();
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => options.onOutput(chunk));
    }
    options.onSpawn?.(child);
    const finish = (exitCode: number | null, signal: string | null) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve({ exitCode, signal, timedOut, cancelled, durationMs: Date.now() - started });
    };
    child.once('error', (error) => {
      options.onOutput(`${error.message}\n`);
      finish(null, null);
    });
    child.once('close', (code, signal) => finish(code, signal));
  });
}
