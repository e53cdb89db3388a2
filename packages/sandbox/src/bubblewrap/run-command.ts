// Runs a short host command (mount, umount, a kill as the slot's user) and reports how it ended. Used only with
// fixed argument lists built here, never with anything a student wrote.
import { spawn } from 'node:child_process';

export interface CommandResult {
  code: number | null;
  stderr: string;
}

export function runCommand(argv: readonly string[], timeoutMs = 10_000): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(argv[0]!, argv.slice(1), { stdio: ['ignore', 'ignore', 'pipe'], env: { PATH: '/usr/bin:/bin:/usr/sbin:/sbin' } });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 4096) stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, stderr: error.message });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr: stderr.trim() });
    });
  });
}

export async function mustRun(argv: readonly string[]): Promise<void> {
  const result = await runCommand(argv);
  if (result.code !== 0) throw new Error(`${argv.join(' ')} failed (${result.code}): ${result.stderr}`);
}
