// Which processes a slot's user still has, read from /proc, and how to end them all. `kill -KILL -1` run as that
// user reaches every process the user owns, in every namespace, in one system call the kernel makes atomic with
// respect to fork, so a fork bomb cannot outrun it; it is repeated until /proc shows nothing left.
import { readdir, readFile } from 'node:fs/promises';
import type { HostTools } from './host-tools';
import { runCommand } from './run-command';

export interface UidProcess {
  pid: number;
  ppid: number;
  name: string;
  state: string;
}

/** Live processes (zombies excluded: they hold nothing but a pid, and their parent reaps them) whose real uid is `uid`. */
export async function processesOfUid(uid: number, options: { includeZombies?: boolean } = {}): Promise<UidProcess[]> {
  const found: UidProcess[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let status: string;
    try {
      status = await readFile(`/proc/${entry}/status`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const uidLine = /^Uid:\s+(\d+)\s+(\d+)\s+(\d+)/m.exec(status);
    if (!uidLine) continue;
    if (![uidLine[1], uidLine[2], uidLine[3]].includes(String(uid))) continue;
    const state = /^State:\s+(\S)/m.exec(status)?.[1] ?? '?';
    if (state === 'Z' && !options.includeZombies) continue;
    const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?';
    found.push({ pid: Number(entry), ppid, name, state });
  }
  return found;
}

/** Ends every process of `uid`; resolves once none is left alive, or throws after `deadlineMs`. */
export async function killAllOfUid(tools: HostTools, uid: number, deadlineMs = 1500): Promise<void> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    if ((await processesOfUid(uid)).length === 0) return;
    // The shell's own process has the same uid; kill(-1) spares the caller, and the shell exits right after.
    await runCommand([tools.setpriv, `--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', '--', tools.sh, '-c', 'kill -9 -1'], 2000);
    if (Date.now() - started > deadlineMs) {
      const left = await processesOfUid(uid);
      if (left.length === 0) return;
      throw new Error(`processes of uid ${uid} survive: ${left.map((p) => p.pid).join(', ')}`);
    }
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
