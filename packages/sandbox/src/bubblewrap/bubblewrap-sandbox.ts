// The bubblewrap backend of the sandbox contract (docs/ARCHITECTURE.md, "Sandbox"): untrusted programs run on the
// worker's own host, each slot as its own unprivileged uid, in fresh namespaces, on size-limited memory file
// systems, with rlimits and a cgroup per slot (v2 or v1) that caps each run's memory and processes as a whole. The
// worker must run as root to drop to those uids. Where no cgroup can cap a run, it refuses to run anything unless
// the operator allowed per-process limits alone (`allowProcessLimitsOnly`).
import { chmod, chown, mkdir, stat } from 'node:fs/promises';
import { ensureSeccompFilter } from '../seccomp/filter-file';
import type { Sandbox, SandboxAvailability, Workspace, WorkspaceOptions } from '../types';
import type { CgroupChoice, CgroupFinder, SlotCgroup } from './cgroups';
import { findCgroupBackend } from './cgroup-detect';
import { findHostTools, type HostTools } from './host-tools';
import { defaultSandboxRoot, unsafeSandboxRoot } from './sandbox-root';
import { SlotPool } from './slot-pool';
import { prepareSystemView, type SystemView } from './system-view';
import { imagePaths, mountImageCopy, prepareEtcTargets, prepareWorkdir } from './image-copy';
import { mountTmpfs, unmountAll } from './tmpfs';
import { claimUid, type UidClaim } from './uid-claim';
import { killAllOfUid } from './uid-processes';
import { BubblewrapWorkspace } from './workspace';

const MIB = 1024 * 1024;
/** How long a slot whose uid another sandbox on this host holds is set aside before it is tried again. */
const FOREIGN_SLOT_RETRY_MS = 200;

export interface BubblewrapSandboxOptions {
  /** Workspaces at once (default 1). */
  slots?: number;
  /** The uid of slot 0; slot i runs as firstUid + i (default 10001). No account of the host may use these uids. */
  firstUid?: number;
  /**
   * Folder for the workspaces' mount points and root-only copies (default: /var/lib/marginalia/sandbox-<firstUid>).
   * Slot i's folders are named after i, so sandboxes with different uids must not share one. It and every folder
   * above it must be root's and writable by root alone (sandbox-root.ts), or the sandbox is unavailable.
   */
  root?: string;
  /** Size of each run's /tmp and /dev/shm together, in MiB (default 64), and the files they may hold (default 4096). */
  scratchMb?: number;
  scratchFiles?: number;
  /** Finds the host's cgroup backend (default: from /proc/self, cgroup-detect.ts); tests give another. */
  findCgroups?: CgroupFinder;
  /**
   * Runs without a cgroup, on per-process limits alone (64 processes of 768 MB could then take 48 GB), instead of
   * refusing to run (default false: refuse).
   */
  allowProcessLimitsOnly?: boolean;
  /**
   * Receives what the sandbox's own tools (unshare, setpriv, prlimit, bwrap, the prelude) printed during a run: kept
   * out of the run's output, for the operator (default: the worker's stderr, one line per message, marked).
   */
  onDiagnostics?: (text: string) => void;
}

/** The worker's stderr, each line marked as the sandbox's. */
function logDiagnostics(text: string): void {
  process.stderr.write(text.split('\n').map((line) => `[sandbox] ${line}\n`).join(''));
}

/** The sandbox refuses to run: no cgroup caps a run's memory and processes, and per-process limits are not allowed. */
export class NoRunLimitsError extends Error {
  constructor(reason: string) {
    super(`${reason} The worker refuses to run submissions on per-process limits alone (SANDBOX_ALLOW_PROCESS_LIMITS_ONLY=on allows it).`);
    this.name = 'NoRunLimitsError';
  }
}

interface Prepared {
  tools: HostTools;
  view: SystemView;
  /** The seccomp filter every run loads (src/seccomp/). */
  seccompFilter: string;
}

export class BubblewrapSandbox implements Sandbox {
  readonly name = 'bubblewrap';
  readonly slots: number;
  readonly firstUid: number;
  readonly root: string;
  private readonly scratchMb: number;
  private readonly scratchFiles: number;
  private readonly findCgroups: CgroupFinder;
  private readonly allowProcessLimitsOnly: boolean;
  private readonly onDiagnostics: (text: string) => void;
  private cgroups: Promise<CgroupChoice> | null = null;
  private readonly pool: SlotPool;
  private prepared: Promise<Prepared> | null = null;
  private confirmed: SandboxAvailability | null = null;

  constructor(options: BubblewrapSandboxOptions = {}) {
    this.slots = options.slots ?? 1;
    this.firstUid = options.firstUid ?? 10001;
    this.root = options.root ?? defaultSandboxRoot(this.firstUid);
    this.scratchMb = options.scratchMb ?? 64;
    this.scratchFiles = options.scratchFiles ?? 4096;
    this.findCgroups = options.findCgroups ?? (() => findCgroupBackend());
    this.allowProcessLimitsOnly = options.allowProcessLimitsOnly ?? false;
    this.onDiagnostics = options.onDiagnostics ?? logDiagnostics;
    if (!Number.isInteger(this.slots) || this.slots < 1) throw new RangeError('slots must be a positive whole number.');
    if (!Number.isInteger(this.firstUid) || this.firstUid < 1000 || this.firstUid + this.slots > 65534) {
      throw new RangeError('firstUid must leave room for every slot between 1000 and 65533.');
    }
    this.pool = new SlotPool(this.slots);
  }

  async availability(): Promise<SandboxAvailability> {
    if (this.confirmed) return this.confirmed;
    if (process.platform !== 'linux') return { available: false, reason: 'The bubblewrap sandbox runs only on Linux.' };
    if (process.getuid?.() !== 0) {
      return { available: false, reason: 'The autograder worker must run as root to drop privileges to a sandbox user.' };
    }
    const found = findHostTools();
    if (!found.ok) return { available: false, reason: found.reason };
    const unsafe = await unsafeSandboxRoot(this.root);
    if (unsafe) return { available: false, reason: unsafe };
    try {
      await this.prepare();
    } catch (error) {
      // Among others: the seccomp filter cannot be made, and no run may go without it.
      return { available: false, reason: (error as Error).message };
    }
    let workspace: BubblewrapWorkspace | null = null;
    try {
      workspace = (await this.createWorkspace({ diskMb: 1, maxFiles: 16 })) as BubblewrapWorkspace;
      const result = await workspace.run({
        command: ['/bin/sh', '-c', 'exit 0'],
        limits: { cpuSeconds: 5, wallSeconds: 10, memoryMb: 256, processes: 8, fileSizeMb: 1, outputBytes: 4096 },
      });
      if (result.verdict !== 'exited' || result.exitCode !== 0) {
        return { available: false, reason: `The sandbox cannot run a trivial command here (${result.verdict}): ${Buffer.from(result.stderr).toString('utf8').trim()}` };
      }
      const enforced = ['namespaces', 'uid-per-slot', 'rlimits', 'tmpfs-disk', 'seccomp'];
      if (workspace.cgroupsActive) enforced.push('cgroup-memory', 'cgroup-pids', 'cgroup-cpu');
      this.confirmed = { available: true, enforced, scope: result.limitsInForce.memory.scope };
      return this.confirmed;
    } catch (error) {
      if (error instanceof NoRunLimitsError) return { available: false, reason: error.message };
      const message = error instanceof Error ? error.message : String(error);
      const hint = /namespace|Operation not permitted|No space left/i.test(message)
        ? ' (bubblewrap needs unprivileged user namespaces: sysctl user.max_user_namespaces must be above 0)'
        : '';
      return { available: false, reason: `The sandbox cannot start a program here${hint}: ${message}` };
    } finally {
      await workspace?.dispose();
    }
  }

  async createWorkspace(options: WorkspaceOptions): Promise<Workspace> {
    if (!Number.isInteger(options.diskMb) || options.diskMb < 1) throw new RangeError('diskMb must be a positive whole number.');
    if (!Number.isInteger(options.maxFiles) || options.maxFiles < 1) throw new RangeError('maxFiles must be a positive whole number.');
    const { tools, view, seccompFilter } = await this.prepare();
    const { slot, claim } = await this.claimSlot(options.signal);
    const uid = this.firstUid + slot;
    const slotFolder = `${this.root}/slot-${slot}`;
    const image = options.image ? imagePaths(this.root, slot, options.image.workdir) : undefined;
    // With a root image the slot's memory file system holds the copy's changes, and the workspace is inside the copy.
    const paths = {
      workspace: image ? `${image.rootfs}${image.workdir}` : slotFolder,
      scratch: `${this.root}/scratch-${slot}`,
      checkpoint: `${this.root}/checkpoint-${slot}`,
      image,
    };
    let cgroup: SlotCgroup | null;
    const release = async () => {
      await claim.release();
      this.pool.release(slot);
    };
    try {
      // Whatever an earlier worker that died left of this slot goes first.
      await killAllOfUid(tools, uid);
      if (image) await unmountAll(tools, image.rootfs);
      await unmountAll(tools, slotFolder);
      await unmountAll(tools, paths.scratch);
      for (const folder of [slotFolder, paths.scratch]) await mkdir(folder, { recursive: true, mode: 0o700 });
      if (image && options.image) {
        await mountTmpfs(tools, slotFolder, { sizeBytes: options.diskMb * MIB, inodes: options.maxFiles + 1, uid: 0, mode: 0o700 });
        await mountImageCopy(tools, options.image.layers, slotFolder, image.rootfs);
        await prepareWorkdir(image.rootfs, image.workdir, uid);
        await prepareEtcTargets(image.rootfs, view.etcNames);
      } else {
        await mountTmpfs(tools, slotFolder, { sizeBytes: options.diskMb * MIB, inodes: options.maxFiles + 1, uid, mode: 0o700 });
      }
      await mountTmpfs(tools, paths.scratch, { sizeBytes: this.scratchMb * MIB, inodes: this.scratchFiles + 3, uid, mode: 0o700 });
      for (const folder of ['tmp', 'shm']) {
        await mkdir(`${paths.scratch}/${folder}`, { mode: 0o700 });
        await chown(`${paths.scratch}/${folder}`, uid, uid);
      }
      cgroup = await this.openCgroup(`uid-${uid}`);
    } catch (error) {
      if (image) await unmountAll(tools, image.rootfs).catch(() => undefined);
      await unmountAll(tools, slotFolder).catch(() => undefined);
      await unmountAll(tools, paths.scratch).catch(() => undefined);
      await release();
      throw error;
    }
    return new BubblewrapWorkspace({
      tools,
      uid,
      paths,
      diskMb: options.diskMb,
      scratchMb: this.scratchMb,
      cgroup,
      systemArgs: image ? view.imageArgs : view.bwrapArgs,
      seccompFilter,
      onDiagnostics: this.onDiagnostics,
      release,
    });
  }

  /**
   * The slot's cgroup; null where none can be had and the operator allowed per-process limits; otherwise the
   * refusal, with the reason.
   */
  private async openCgroup(name: string): Promise<SlotCgroup | null> {
    this.cgroups ??= this.findCgroups().catch((error: unknown) => ({ backend: null, reason: `The worker cannot find its cgroups: ${(error as Error).message}` }));
    const choice = await this.cgroups;
    let reason: string;
    if (choice.backend) {
      try {
        return await choice.backend.openSlot(name);
      } catch (error) {
        reason = `The worker cannot make the run's ${choice.backend.version} group: ${(error as Error).message}.`;
      }
    } else reason = choice.reason;
    if (this.allowProcessLimitsOnly) return null;
    throw new NoRunLimitsError(reason);
  }

  /** A free slot of this sandbox whose uid no other sandbox on the host holds. */
  private async claimSlot(signal?: AbortSignal): Promise<{ slot: number; claim: UidClaim }> {
    for (;;) {
      const slot = await this.pool.acquire(signal);
      let claim: UidClaim | null;
      try {
        claim = await claimUid(this.firstUid + slot);
      } catch (error) {
        this.pool.release(slot);
        throw error;
      }
      if (claim) return { slot, claim };
      setTimeout(() => this.pool.release(slot), FOREIGN_SLOT_RETRY_MS).unref();
      await new Promise((resolve) => setTimeout(resolve, FOREIGN_SLOT_RETRY_MS / 4));
    }
  }

  private prepare(): Promise<Prepared> {
    this.prepared ??= (async () => {
      const found = findHostTools();
      if (!found.ok) throw new Error(found.reason);
      const unsafe = await unsafeSandboxRoot(this.root);
      if (unsafe) throw new Error(unsafe);
      // The sandbox users reach their own folders through this one (bwrap binds them as that user): traversable,
      // not listable. A folder that exists keeps its mode, except that one of the worker's own (a fresh mkdtemp, say)
      // is made traversable.
      const made = await mkdir(this.root, { recursive: true, mode: 0o755 });
      if (made !== undefined) await chmod(this.root, 0o711);
      else {
        const folder = await stat(this.root);
        if ((folder.mode & 0o001) === 0) {
          if (folder.uid !== process.getuid?.()) throw new Error(`The sandbox's folder ${this.root} must be traversable by other users (mode o+x).`);
          await chmod(this.root, (folder.mode & 0o7777) | 0o001);
        }
      }
      const uids = Array.from({ length: this.slots }, (_, i) => this.firstUid + i);
      const view = await prepareSystemView(`${this.root}/etc`, uids);
      // Fails closed: a sandbox whose filter cannot be made runs nothing (availability() says why).
      const seccompFilter = await ensureSeccompFilter(this.root);
      return { tools: found.tools, view, seccompFilter };
    })();
    this.prepared.catch(() => {
      this.prepared = null;
    });
    return this.prepared;
  }
}
