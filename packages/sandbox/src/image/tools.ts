// Host programs the image builder needs, found by absolute path, with the Debian package to install when missing.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const SEARCH = ['/usr/sbin', '/usr/bin', '/sbin', '/bin', '/usr/local/bin'];

export function lookUpTool(name: string): string | null {
  for (const folder of SEARCH) {
    try {
      accessSync(`${folder}/${name}`, constants.X_OK);
      return `${folder}/${name}`;
    } catch {
      // not here
    }
  }
  return null;
}

export function findTool(name: string, debianPackage: string): string {
  const found = lookUpTool(name);
  if (!found) throw new Error(`Building autograder images needs ${name}: apt-get install ${debianPackage}`);
  return found;
}

/** Runs a host program with `input` on its stdin; answers its stdout, or fails with its stderr. */
export function runTool(command: readonly string[], input = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < 4000) stderr += chunk;
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${command.join(' ')} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

