// One claimed slot: its uid, its workspace and scratch memory file systems, its cgroups, and the runs made in it
// one at a time. Everything of a run is gone when `run` returns: every process of the uid is killed, the scratch
// folders (/tmp, /dev/shm) are emptied.
import { readdir, rm } from 'node:fs/promises';
import type { LimitScope, LimitsInForce, SandboxLimits, SandboxRunRequest, SandboxRunResult, Workspace } from '../types';
import type { SlotCgroup } from './cgroups';
import { takeCheckpoint, restoreCheckpoint, type Checkpoint } from './checkpoint';
import { CHAIN_PROCESSES_IN_CGROUP, buildCommandLine } from './command-line';
import type { HostTools } from './host-tools';
import { checkEnv, checkLimits } from './limits';
import { runProcess } from './run-process';
import type { ImagePaths } from './image-copy';
import { unmountAll } from './tmpfs';
import { killAllOfUid } from './uid-processes';
import { decideVerdict } from './verdict';
import { readWorkspaceFile, writeWorkspaceFile } from './workspace-files';

const MIB = 1024 * 1024;

export interface SlotPaths {
  /** The workspace's memory file system: /box. */
  workspace: string;
  /** The scratch memory file system, holding tmp/ (/tmp) and shm/ (/dev/shm). */
  scratch: string;
  /** Root-only folder of the checkpoint's copies. */
  checkpoint: string;
  /** With a root image: the slot's copy of it (see image-copy.ts). */
  image?: ImagePaths;
}

export interface SlotContext {
  tools: HostTools;
  uid: number;
  paths: SlotPaths;
  /** Sizes of the slot's memory file systems, in MiB, counted into the run's memory cgroup limit. */
  diskMb: number;
  scratchMb: number;
  cgroup: SlotCgroup | null;
  systemArgs: readonly string[];
  /** The sandbox's compiled seccomp filter (src/seccomp/filter-file.ts). */
  seccompFilter: string;
  /** Receives what the sandbox's own tools printed during a run that started (for the operator's log). */
  onDiagnostics(text: string): void;
  /** Gives the slot back (uid claim and pool place); called once, at the end of dispose. */
  release(): Promise<void>;
}

export class BubblewrapWorkspace implements Workspace {
  private disposed: Promise<void> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly stopRuns = new AbortController();
  private saved: Checkpoint | null = null;

  constructor(private readonly slot: SlotContext) {}

  get uid(): number {
    return this.slot.uid;
  }

  /** Whether runs are counted in cgroups (memory and processes of the whole run, CPU of all its processes). */
  get cgroupsActive(): boolean {
    return this.slot.cgroup !== null;
  }

  writeFile(relativePath: string, content: string | Uint8Array, options?: { executable?: boolean }): Promise<void> {
    return this.serial(() => writeWorkspaceFile(this.slot.paths.workspace, this.slot.uid, relativePath, content, options?.executable ?? false));
  }

  readFile(relativePath: string, maxBytes: number): Promise<Uint8Array | null> {
    return this.serial(() => readWorkspaceFile(this.slot.paths.workspace, relativePath, maxBytes));
  }

  checkpoint(): Promise<void> {
    return this.serial(async () => {
      this.saved = await takeCheckpoint(this.slot.paths.workspace, this.slot.paths.checkpoint);
    });
  }

  restore(): Promise<void> {
    return this.serial(async () => {
      if (!this.saved) throw new Error('restore() needs an earlier checkpoint().');
      await restoreCheckpoint(this.slot.paths.workspace, this.slot.paths.checkpoint, this.saved);
    });
  }

  async run(request: SandboxRunRequest): Promise<SandboxRunResult> {
    checkLimits(request.limits);
    checkEnv(request.env ?? {});
    if (request.command.length === 0) throw new RangeError('A run needs a command.');
    return this.serial(() => this.runNow(request));
  }

  dispose(): Promise<void> {
    this.disposed ??= this.disposeNow();
    return this.disposed;
  }

  /** Host-side work on the workspace happens one call at a time and never during a run. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    if (this.disposed) return Promise.reject(new Error('The workspace has been disposed.'));
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async runNow(request: SandboxRunRequest): Promise<SandboxRunResult> {
    const { slot } = this;
    const { limits } = request;
    const signal = request.signal ? AbortSignal.any([request.signal, this.stopRuns.signal]) : this.stopRuns.signal;
    let oomBefore = 0;
    // v2's counters cannot be zeroed (v1's are, by prepare): the run's share is what they gained meanwhile.
    let cpuBefore = 0;
    if (slot.cgroup) {
      await slot.cgroup.prepare({
        // The run's processes, plus what it may keep in its memory file systems.
        memoryBytes: (limits.memoryMb + slot.diskMb + slot.scratchMb) * MIB,
        processes: limits.processes + CHAIN_PROCESSES_IN_CGROUP,
      });
      oomBefore = await slot.cgroup.oomKills();
      cpuBefore = await slot.cgroup.cpuNanoseconds();
    }
    const argv = buildCommandLine({
      tools: slot.tools,
      uid: slot.uid,
      limits,
      systemArgs: slot.systemArgs,
      paths: {
        workspace: slot.paths.workspace,
        tmp: `${slot.paths.scratch}/tmp`,
        shm: `${slot.paths.scratch}/shm`,
        root: slot.paths.image ? { folder: slot.paths.image.rootfs, workdir: slot.paths.image.workdir } : undefined,
      },
      cgroupProcsFiles: slot.cgroup?.procsFiles ?? null,
      seccompFilter: slot.seccompFilter,
      command: request.command,
      env: request.env ?? {},
    });
    const cgroup = slot.cgroup;
    const raw = await runProcess(
      { argv, stdin: request.stdin, limits, signal },
      { killAll: () => this.killEverything(), cpuNanoseconds: cgroup ? async () => (await cgroup.cpuNanoseconds()) - cpuBefore : null },
    );
    await this.killEverything();
    const cpuSeconds = cgroup ? ((await cgroup.cpuNanoseconds()) - cpuBefore) / 1e9 : null;
    const oomKilled = cgroup ? (await cgroup.oomKills()) > oomBefore : false;
    await this.emptyScratch();
    if (!raw.started && raw.stopReason === null) {
      const why = `${raw.diagnostics}${Buffer.from(raw.stderr).toString('utf8')}`.trim() || `exit status ${raw.exitCode}`;
      throw new Error(`The sandbox could not start the command: ${why}`);
    }
    // The sandbox tools' own messages are the operator's, never part of the run's output.
    if (raw.diagnostics.trim() !== '') this.slot.onDiagnostics(raw.diagnostics.trim());
    const ending = decideVerdict({ stopReason: raw.stopReason, exitCode: raw.exitCode, cpuSeconds, cpuLimitSeconds: limits.cpuSeconds, oomKilled });
    return {
      ...ending,
      stdout: raw.stdout,
      stderr: raw.stderr,
      outputTruncated: raw.truncated,
      durationMs: raw.durationMs,
      limitsInForce: this.limitsInForce(limits),
    };
  }

  /** What this workspace's runs are held to with these limits, and how each limit is counted. */
  limitsInForce(limits: SandboxLimits): LimitsInForce {
    const cgroup = this.slot.cgroup;
    const scope: LimitScope = cgroup?.version ?? 'per-process';
    return {
      memory: { mb: limits.memoryMb, scope },
      // Without a group, RLIMIT_NPROC counts every process of the slot's uid: the run's, together.
      processes: { max: limits.processes, scope: cgroup ? scope : 'per-uid' },
      cpu: { seconds: limits.cpuSeconds, scope, cores: cgroup?.cpuCores ?? null },
      wallSeconds: limits.wallSeconds,
      disk: { mb: this.slot.diskMb, scope: 'tmpfs' },
    };
  }

  /**
   * Every process of the run killed. With cgroups, the run's group is the whole of it (the chain enters the group
   * before it drops root, and no process can leave), so reading its one list of pids is enough to know; without
   * them, /proc is searched for the uid. Either way the kill itself is the uid-wide one, which forks cannot outrun
   * (with v2's cgroup.kill first, which kills the whole group at once, root-owned links of the chain included).
   */
  private async killEverything(): Promise<void> {
    const { cgroup, tools, uid } = this.slot;
    if (!cgroup) return killAllOfUid(tools, uid);
    await cgroup.killAll();
    for (let attempt = 0; attempt < 100; attempt++) {
      const left = await cgroup.pids();
      if (left.length === 0) return;
      if (attempt % 10 === 0) await killAllOfUid(tools, uid);
      for (const pid of left) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`processes of uid ${uid} survive in their cgroup`);
  }

  private async emptyScratch(): Promise<void> {
    for (const folder of ['tmp', 'shm']) {
      const path = `${this.slot.paths.scratch}/${folder}`;
      for (const name of await readdir(path)) await rm(`${path}/${name}`, { recursive: true, force: true });
    }
  }

  private async disposeNow(): Promise<void> {
    this.stopRuns.abort();
    await this.queue;
    try {
      await this.killEverything();
      await killAllOfUid(this.slot.tools, this.slot.uid);
      const { image } = this.slot.paths;
      if (image) {
        await unmountAll(this.slot.tools, image.rootfs);
        await unmountAll(this.slot.tools, image.holder);
        await rm(image.rootfs, { recursive: true, force: true });
        await rm(image.holder, { recursive: true, force: true });
      }
      await unmountAll(this.slot.tools, this.slot.paths.workspace);
      await unmountAll(this.slot.tools, this.slot.paths.scratch);
      await rm(this.slot.paths.workspace, { recursive: true, force: true });
      await rm(this.slot.paths.scratch, { recursive: true, force: true });
      await rm(this.slot.paths.checkpoint, { recursive: true, force: true });
      await this.slot.cgroup?.remove();
    } finally {
      await this.slot.release();
    }
  }
}
