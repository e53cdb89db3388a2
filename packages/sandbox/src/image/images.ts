// The autograder images of one host (docs/ARCHITECTURE.md, "Autograder images"): a base system made once, and one
// layer per autograder zip (by its SHA-256) made by running its setup.sh once. Both are kept on disk across restarts
// and shared by every worker process of the host; a host-wide lock per image makes concurrent workers build each
// image once. Runs then stack [layer, base] as a RootImage (types.ts) for a workspace.
//
// Builds run without the host's root (setup-build.ts, build-ids.ts): everything of an image is owned by the build id
// range, and nothing kept holds a setuid, setgid or file capability (privileges.ts). The folders are root's:
// layers/ and the base folder 0700 (runs mount them as root; the sandbox's users read through the mount), the
// images folder and building/ 0710 with the range's root as group, so that a build's root reaches its own folder
// below and no other account can enter.
import { existsSync, readFileSync } from 'node:fs';
import { chmod, lchown, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { posix } from 'node:path';
import type { SlotCgroup } from '../bubblewrap/cgroups';
import { findCgroupBackend } from '../bubblewrap/cgroup-detect';
import { findHostTools, type HostTools } from '../bubblewrap/host-tools';
import { runCommand, mustRun } from '../bubblewrap/run-command';
import { unmountAll } from '../bubblewrap/tmpfs';
import { ensureSeccompFilter } from '../seccomp/filter-file';
import { completeMarker, ensureBaseImage } from './base-image';
import { buildDiskFull, mountBuildDisk, type BuildDisk } from './build-disk';
import { checkBuildIds, DEFAULT_BUILD_IDS, hostAccountInRange, hostId, type BuildIds } from './build-ids';
import { debianSourceOf, hostAptFiles } from './host-mirror';
import { waitForHostName } from '../host-claim';
import { describeStripped, stripPrivileges } from './privileges';
import { emptyTmp, placeSource, runSetup, type SourceFile } from './setup-build';
import { lookUpTool } from './tools';

const MIB = 1024 * 1024;
const COPY_TIMEOUT_MS = 10 * 60_000;
/**
 * Raised when what a kept layer may hold changes, or the base it was built over: a layer of an older format (built as
 * the host's root, its setuid bits kept; built over a base without pip) is built again, over the base of today's
 * recipe.
 */
const LAYER_FORMAT = 3;
/** setup.sh's memory and processes when the caller names none. */
export const DEFAULT_SETUP_MEMORY_MB = 4096;
export const DEFAULT_SETUP_PROCESSES = 512;

export interface AutograderImagesOptions {
  /** This host's images: layers/ and the temporary folders of builds (kept across restarts). */
  folder: string;
  /** Base systems (default: base/ in `folder`). */
  baseFolder?: string;
  /** The host ids builds run as (default: 65536 ids from 300000); no account of the host may use them. */
  buildIds?: BuildIds;
  /** Limit builds with a cgroup when the host has one (default true); false keeps to per-process rlimits. */
  cgroups?: boolean;
}

export interface LayerRequest {
  /** The autograder zip's SHA-256 (hex): the layer's name. */
  sha256: string;
  /** The zip's files; read only when this host must build the layer (a built one needs none). */
  loadFiles: () => Promise<readonly SourceFile[]>;
  /** setup.sh's time limit. */
  wallSeconds: number;
  /** What setup.sh may add to the system, in MiB. */
  diskMb: number;
  /** Memory of every process of setup.sh together, in MiB (default DEFAULT_SETUP_MEMORY_MB). */
  memoryMb?: number;
  /** Processes of setup.sh at once (default DEFAULT_SETUP_PROCESSES). */
  processes?: number;
  onLog: (text: string) => void;
  /** What the build is doing now, in a few words, for a progress view. */
  onStep?: (step: string) => void;
  signal?: AbortSignal;
}

export type LayerResult =
  | { ok: true; layers: string[]; built: boolean; durationMs: number }
  | { ok: false; reason: string; durationMs: number };

export type ImagesAvailability = { available: true } | { available: false; reason: string };

export class AutograderImages {
  readonly folder: string;
  readonly baseFolder: string;
  readonly buildIds: BuildIds;
  private readonly useCgroups: boolean;
  /** The base this instance found or made: runs of built layers then read no apt configuration. */
  private knownBase: string | null = null;

  constructor(options: AutograderImagesOptions) {
    this.folder = options.folder;
    this.baseFolder = options.baseFolder ?? `${options.folder}/base`;
    this.buildIds = checkBuildIds(options.buildIds ?? DEFAULT_BUILD_IDS);
    this.useCgroups = options.cgroups ?? true;
  }

  /** Whether this host can build images, and what to install if not. */
  availability(): ImagesAvailability {
    if (process.platform !== 'linux' || process.getuid?.() !== 0) return { available: false, reason: 'Building autograder images needs a Linux worker running as root.' };
    const tools = findHostTools();
    if (!tools.ok) return { available: false, reason: tools.reason };
    const needed = [
      ['debootstrap', 'debootstrap'],
      ['slirp4netns', 'slirp4netns'],
      ['nft', 'nftables'],
      ['ip', 'iproute2'],
      ['nsenter', 'util-linux'],
      ['cp', 'coreutils'],
      ['keyctl', 'keyutils'],
      ['getfattr', 'attr'],
    ] as const;
    for (const [tool, pkg] of needed) {
      if (!lookUpTool(tool)) return { available: false, reason: `Building autograder images needs ${tool}: apt-get install ${pkg}` };
    }
    const source = debianSourceOf(hostAptFiles());
    if (!source.ok) return { available: false, reason: source.reason };
    const account = hostAccountInRange(this.buildIds);
    if (account) {
      const last = this.buildIds.first + this.buildIds.count - 1;
      return { available: false, reason: `Autograder images are built as host ids ${this.buildIds.first}–${last}, but ${account} uses one: choose another range (AUTOGRADER_BUILD_FIRST_ID).` };
    }
    return { available: true };
  }

  layerFolder(sha256: string): string {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new RangeError('A layer is named by a SHA-256 in hex.');
    return `${this.folder}/layers/${sha256}`;
  }

  /** The image for runs of this zip, built first if this host has not built it yet. */
  async ensureLayer(request: LayerRequest): Promise<LayerResult> {
    const started = Date.now();
    const final = this.layerFolder(request.sha256);
    const ready = async (built: boolean): Promise<LayerResult> => ({ ok: true, layers: [final, await this.base(request)], built, durationMs: Date.now() - started });
    if (isCurrentLayer(final)) return ready(false);
    const available = this.availability();
    if (!available.available) return { ok: false, reason: available.reason, durationMs: Date.now() - started };
    const lock = await waitForHostName(`image-layer-${request.sha256}`, request.signal);
    try {
      if (isCurrentLayer(final)) return ready(false);
      const base = await this.base(request);
      const failure = await this.build(request, base, final);
      if (failure) return { ok: false, reason: failure, durationMs: Date.now() - started };
      return ready(true);
    } catch (error) {
      return { ok: false, reason: (error as Error).message, durationMs: Date.now() - started };
    } finally {
      await lock.release();
    }
  }

  private async base(request: LayerRequest): Promise<string> {
    if (this.knownBase && existsSync(completeMarker(this.knownBase))) return this.knownBase;
    const source = debianSourceOf(hostAptFiles());
    if (!source.ok) throw new Error(source.reason);
    this.knownBase = await ensureBaseImage({
      folder: this.baseFolder,
      source: source.source,
      ids: this.buildIds,
      onLog: request.onLog,
      onStart: () => request.onStep?.('Making the base system (once per host)'),
      signal: request.signal,
    });
    return this.knownBase;
  }

  /** The images folder and building/ (group: the build's root, 0710) and layers/ (0700), all root's. */
  private async prepareFolders(): Promise<void> {
    const group = hostId(this.buildIds, 0);
    await reachable(posix.dirname(posix.resolve(this.folder)));
    for (const [folder, gid, mode] of [
      [this.folder, group, 0o710],
      [`${this.folder}/building`, group, 0o710],
      [`${this.folder}/layers`, 0, 0o700],
    ] as const) {
      await mkdir(folder, { recursive: true, mode });
      await lchown(folder, 0, gid);
      await chmod(folder, mode);
    }
  }

  /** Builds the layer into `final`; answers why it failed, or null. */
  private async build(request: LayerRequest, base: string, final: string): Promise<string | null> {
    const found = findHostTools();
    if (!found.ok) return found.reason;
    const tools = found.tools;
    await this.prepareFolders();
    const ids = this.buildIds;
    const owner = hostId(ids, 0);
    const holder = `${this.folder}/building/${request.sha256}`;
    const memoryMb = request.memoryMb ?? DEFAULT_SETUP_MEMORY_MB;
    const processes = request.processes ?? DEFAULT_SETUP_PROCESSES;
    await this.clear(tools, holder);
    await mkdir(holder, { mode: 0o710 });
    await lchown(holder, 0, owner);
    let disk: BuildDisk;
    const cgroup = await this.openBuildCgroup(`build-${request.sha256}`);
    try {
      disk = await mountBuildDisk(tools, holder, request.diskMb, owner, request.onLog);
      // upper/ is the build's / : its root's.
      await mkdir(`${disk.folder}/upper`, { mode: 0o755 });
      await lchown(`${disk.folder}/upper`, owner, owner);
      await mkdir(`${disk.folder}/work`, { mode: 0o700 });
      await mkdir(`${holder}/root`, { mode: 0o755 });
      await mustRun([tools.mount, '-t', 'overlay', '-o', `lowerdir=${base},upperdir=${disk.folder}/upper,workdir=${disk.folder}/work,nosuid,nodev`, 'overlay', `${holder}/root`]);
      await placeSource(`${holder}/root`, await request.loadFiles(), ids);
      if (cgroup) await cgroup.prepare({ memoryBytes: memoryMb * MIB, processes });
      else request.onLog(`This host gives builds no cgroup: memory (${memoryMb} MB) and processes (${processes}) are limited per process.\n`);
      const oomBefore = cgroup ? await cgroup.oomKills() : 0;
      request.onStep?.('Running setup.sh');
      const seccompFilter = await ensureSeccompFilter(this.folder);
      const result = await runSetup({
        tools,
        root: `${holder}/root`,
        ids,
        seccompFilter,
        wallSeconds: request.wallSeconds,
        cgroupProcsFiles: cgroup?.procsFiles ?? null,
        fallbackLimits: { memoryMb, processes },
        onLog: request.onLog,
        signal: request.signal,
      });
      const outOfMemory = cgroup ? (await cgroup.oomKills()) > oomBefore : false;
      // bwrap's pid namespace ends with it; the cgroup makes sure before the host's root touches the build's files.
      if (cgroup) await endBuildProcesses(cgroup);
      await emptyTmp(`${holder}/root`, ids).catch(() => undefined);
      await unmountAll(tools, `${holder}/root`);
      if (result.cancelled) return 'The build was cancelled.';
      if (result.timedOut) return `setup.sh did not finish within ${request.wallSeconds} seconds.`;
      if (result.exitCode !== 0) {
        if (outOfMemory) return `setup.sh used more than ${memoryMb} MB of memory.`;
        if (await buildDiskFull(disk)) return `setup.sh used more than ${request.diskMb} MB of disk.`;
        return `setup.sh failed (${result.exitCode === null ? `killed by ${result.signal ?? 'a signal'}` : `exit status ${result.exitCode}`}).`;
      }
      request.onStep?.('Saving the built image');
      await this.keep(`${disk.folder}/upper`, final, request.onLog);
      return null;
    } catch (error) {
      const message = (error as Error).message;
      return /No space left/i.test(message) ? `setup.sh used more than ${request.diskMb} MB of disk.` : message;
    } finally {
      if (cgroup) await endBuildProcesses(cgroup);
      await this.clear(tools, holder).catch(() => undefined);
    }
  }

  /**
   * Copies the build's changes to the host's disk (whiteouts and the overlay's extended attributes kept) without
   * setuid, setgid or file capabilities, then marks them done.
   */
  private async keep(upper: string, final: string, onLog: (text: string) => void): Promise<void> {
    const copying = `${final}.copying`;
    await rm(copying, { recursive: true, force: true });
    const copied = await runCommand(['cp', '-a', '--reflink=auto', upper, copying], COPY_TIMEOUT_MS);
    if (copied.code !== 0) throw new Error(`The built layer could not be kept: ${copied.stderr}`);
    const stripped = describeStripped(await stripPrivileges(copying));
    if (stripped) onLog(stripped);
    await rm(final, { recursive: true, force: true });
    await rename(copying, final);
    await writeFile(completeMarker(final), `${JSON.stringify({ built: new Date().toISOString(), format: LAYER_FORMAT })}\n`);
  }

  /** The build's own group under the worker's (v2 or v1, as runs get), or null where the host has none. */
  private async openBuildCgroup(name: string): Promise<SlotCgroup | null> {
    if (!this.useCgroups) return null;
    const choice = await findCgroupBackend();
    return choice.backend ? choice.backend.openSlot(name).catch(() => null) : null;
  }

  private async clear(tools: HostTools, holder: string): Promise<void> {
    // The overlay first: it holds the build's disk busy.
    await unmountAll(tools, `${holder}/root`);
    await unmountAll(tools, holder);
    await rm(holder, { recursive: true, force: true });
  }
}

/** Every folder from `folder` up must let the build's root pass (o+x): it reaches its own folder below. */
async function reachable(folder: string): Promise<void> {
  for (let current = folder; ; current = posix.dirname(current)) {
    const found = await stat(current).catch(() => null);
    if (found && (found.mode & 0o001) === 0) {
      throw new Error(`Autograder images cannot be built below ${current}: builds run as their own ids, which must be able to pass through it (chmod o+x).`);
    }
    if (current === '/') return;
  }
}

/** Whatever of setup.sh outlived it (bwrap's namespace ends it; this is the backstop), then the group itself. */
async function endBuildProcesses(cgroup: SlotCgroup): Promise<void> {
  await cgroup.killAll().catch(() => undefined);
  for (let round = 0; round < 50; round++) {
    const pids = await cgroup.pids().catch(() => []);
    if (pids.length === 0) break;
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await cgroup.remove();
}

/** Whether `final` is a finished layer of today's format. */
function isCurrentLayer(final: string): boolean {
  try {
    return (JSON.parse(readFileSync(completeMarker(final), 'utf8')) as { format?: unknown }).format === LAYER_FORMAT;
  } catch {
    return false;
  }
}
