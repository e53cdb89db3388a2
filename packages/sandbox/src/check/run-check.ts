// Runs the probes (probes.ts) one after the other in a real sandbox on this host, each in a fresh workspace, and
// says for each whether it held. Besides the probe's own judgement, every run must end within its wall limit plus
// two seconds, leave no process of its uid, leave the host able to start processes, and leave alive a process of
// another user the check keeps outside it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import type { BubblewrapSandbox } from '../bubblewrap/bubblewrap-sandbox';
import { processesOfUid } from '../bubblewrap/uid-processes';
import type { BubblewrapWorkspace } from '../bubblewrap/workspace';
import type { SandboxAvailability } from '../types';
import { PROBES, programSource, type Probe, type ProbeContext, type ProbeOutcome } from './probes';

/** The environment variable the check's own process holds the secret in (a run must not find it). */
export const SECRET_VARIABLE = 'MARGINALIA_SANDBOX_CHECK_SECRET';
/** The uid of the process the kill probe aims at: nobody. */
const VICTIM_UID = 65534;
const COMPILE_LIMITS = { cpuSeconds: 20, wallSeconds: 30, memoryMb: 768, processes: 64, fileSizeMb: 16, outputBytes: 64 * 1024 };

export interface CheckRow extends ProbeOutcome {
  probe: string;
}

export interface CheckReport {
  availability: SandboxAvailability;
  rows: CheckRow[];
}

/** What probes need of the host, for as long as the check runs. */
export interface CheckHost {
  fixtures: Omit<ProbeContext, 'uid' | 'limitsBy'>;
  victimAlive(): boolean;
  close(): Promise<void>;
}

export async function openCheckHost(sandbox: BubblewrapSandbox): Promise<CheckHost> {
  let connections = 0;
  const listen = async (server: Server, options: { port: number; host: string } | { path: string }) => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options, resolve);
    });
    return server;
  };
  const tcp = await listen(
    createServer((socket) => {
      connections += 1;
      socket.end('hello from the host\n');
    }),
    { port: 0, host: '127.0.0.1' },
  );
  const abstractName = `marginalia-sandbox-check-${process.pid}`;
  const abstract = await listen(
    createServer((socket) => {
      connections += 1;
      socket.destroy();
    }),
    { path: `\0${abstractName}` },
  );
  const victim: ChildProcess = spawn('sleep', ['600'], { uid: VICTIM_UID, gid: VICTIM_UID, stdio: 'ignore' });
  const secret = randomBytes(12).toString('hex');
  process.env[SECRET_VARIABLE] = secret;
  return {
    fixtures: {
      workerPid: process.pid,
      victimPid: victim.pid ?? -1,
      sandboxRoot: sandbox.root,
      hostPort: (tcp.address() as { port: number }).port,
      hostConnections: () => connections,
      abstractName,
      secret,
    },
    victimAlive: () => victim.exitCode === null && victim.signalCode === null,
    async close() {
      delete process.env[SECRET_VARIABLE];
      victim.kill('SIGKILL');
      await new Promise((resolve) => tcp.close(resolve));
      await new Promise((resolve) => abstract.close(resolve));
    },
  };
}

export async function runProbe(sandbox: BubblewrapSandbox, host: CheckHost, probe: Probe, limitsBy: string): Promise<CheckRow> {
  const row = (outcome: ProbeOutcome): CheckRow => ({ probe: probe.name, ...outcome });
  let workspace: BubblewrapWorkspace | null = null;
  try {
    workspace = (await sandbox.createWorkspace({ ...(probe.disk ?? { diskMb: 16, maxFiles: 256 }), signal: AbortSignal.timeout(30_000) })) as BubblewrapWorkspace;
    for (const name of probe.programs ?? []) await workspace.writeFile(name, programSource(name));
    if (probe.compile) {
      const { source, flags = [] } = probe.compile;
      await workspace.writeFile(source, programSource(source));
      const built = await workspace.run({ command: ['gcc', '-O1', '-o', source.replace(/\.c$/, ''), source, ...flags], limits: COMPILE_LIMITS });
      if (built.verdict !== 'exited' || built.exitCode !== 0) return row({ held: false, detail: `gcc could not build ${source}: ${Buffer.from(built.stderr).toString('utf8').trim()}` });
    }
    const context: ProbeContext = { ...host.fixtures, uid: workspace.uid, limitsBy };
    const started = performance.now();
    const result = await workspace.run({ command: probe.command(context), limits: probe.limits });
    const seconds = (performance.now() - started) / 1000;
    const outcome = probe.judge(result, context);
    if (seconds > probe.limits.wallSeconds + 2) return row({ held: false, detail: `ran ${seconds.toFixed(1)} s, past its ${probe.limits.wallSeconds} s limit; ${outcome.detail}` });
    const left = await leftOf(workspace.uid);
    if (left > 0) return row({ held: false, detail: `${left} processes of the run survived it; ${outcome.detail}` });
    if (!host.victimAlive()) return row({ held: false, detail: `a process of another user outside the run died; ${outcome.detail}` });
    if (spawnSync('true').status !== 0) return row({ held: false, detail: `the host cannot start processes; ${outcome.detail}` });
    return row(outcome);
  } catch (error) {
    return row({ held: false, detail: `the probe could not run: ${(error as Error).message}` });
  } finally {
    await workspace?.dispose();
  }
}

/** Processes of the uid after a run: none alive, and zombies gone within half a second. */
async function leftOf(uid: number): Promise<number> {
  for (let i = 0; i < 25; i++) {
    const left = await processesOfUid(uid, { includeZombies: true });
    if (left.length === 0) return 0;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (await processesOfUid(uid, { includeZombies: true })).length;
}

/** How the sandbox counts a run's memory, processes and CPU here: a cgroup (v1 or v2), or the rlimits of each
 * process where the operator allowed that. */
export function limitsCountedBy(availability: SandboxAvailability): string {
  if (!availability.available) return 'nothing';
  return availability.scope === 'per-process' ? 'rlimits' : availability.scope;
}

/** The whole check: the sandbox's availability, then every probe in order (`onRow` hears each as it ends). */
export async function runCheck(sandbox: BubblewrapSandbox, onRow: (row: CheckRow) => void = () => undefined, probes: readonly Probe[] = PROBES): Promise<CheckReport> {
  const availability = await sandbox.availability();
  const rows: CheckRow[] = [];
  if (!availability.available) return { availability, rows };
  const limitsBy = limitsCountedBy(availability);
  const host = await openCheckHost(sandbox);
  try {
    for (const probe of probes) {
      const row = await runProbe(sandbox, host, probe, limitsBy);
      rows.push(row);
      onRow(row);
    }
  } finally {
    await host.close();
  }
  return { availability, rows };
}

/** The report as the table operators read: probe, what held (or got through), HELD or FAILED. */
export function formatReport(report: CheckReport): string {
  const { availability } = report;
  if (!availability.available) return `The sandbox is unavailable: ${availability.reason}`;
  const header = [`limits counted by: ${availability.scope}`, `enforced: ${availability.enforced.join(', ')}`];
  const rows = [['probe', 'what held', 'result'], ...report.rows.map((row) => [row.probe, row.detail, row.held ? 'HELD' : 'FAILED'])];
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `${row[0]!.padEnd(widths[0]!)}  ${row[1]!.padEnd(widths[1]!)}  ${row[2]}`;
  const failed = report.rows.filter((row) => !row.held).length;
  return [
    ...header,
    '',
    line(rows[0]!),
    line(['-'.repeat(widths[0]!), '-'.repeat(widths[1]!), '------']),
    ...rows.slice(1).map(line),
    '',
    failed === 0 ? `All ${report.rows.length} probes held.` : `${failed} of ${report.rows.length} probes FAILED.`,
  ].join('\n');
}

/** Whether an operator may put this host to work: the sandbox runs, and every probe held. */
export function checkPassed(report: CheckReport): boolean {
  return report.availability.available && report.rows.length > 0 && report.rows.every((row) => row.held);
}
