import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The real server entry (main.ts) as its own process, for tests of what only several processes show: roles,
// shutdown on signals, processes sharing one PostgreSQL database.

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> for a process with the web role; null for a worker-only process. */
  url: string | null;
  output(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts main.ts with `env` on top of this process's environment, and resolves once it says it is running. */
export function startServerProcess(env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const handle = (url: string | null): ServerProcess => ({
    child,
    url,
    output: () => output,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const web = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (web) {
        clearInterval(timer);
        resolve(handle(web[1]!.replace('localhost', '127.0.0.1')));
      } else if (output.includes('worker is running')) {
        clearInterval(timer);
        resolve(handle(null));
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        child.kill('SIGKILL');
        reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`));
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
