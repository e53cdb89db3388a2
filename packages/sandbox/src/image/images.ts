// The autograder images of one host (docs/ARCHITECTURE.md, "Autograder images"): a base system made once, and one
// layer per autograder zip (by its SHA-256) made by running its setup.sh once. Both are kept on disk across restarts
// and shared by every worker process of the host; a host-wide lock per image makes concurrent workers build each
// image once. Runs then stack [layer, base] as a RootImage (types.ts) for a workspace.
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { findHostTools, type HostTools } from '../bubblewrap/host-tools';
import { runCommand, mustRun } from '../bubblewrap/run-command';
import { mountTmpfs, unmountAll } from '../bubblewrap/tmpfs';
import { completeMarker, ensureBaseImage } from './base-image';
import { debianSourceOf, hostAptFiles } from './host-mirror';
import { waitForHostName } from '../host-claim';
import { placeSource, runSetup, type SourceFile } from './setup-build';
import { lookUpTool } from './tools';

const MIB = 1024 * 1024;
const COPY_TIMEOUT_MS = 10 * 60_000;

export interface AutograderImagesOptions {
  /** This host's images: layers/ and the temporary folders of builds (kept across restarts). */
  folder: string;
  /** Base systems (default: base/ in `folder`). */
  baseFolder?: string;
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
  /** The base this instance found or made: runs of built layers then read no apt configuration. */
  private knownBase: string | null = null;

  constructor(options: AutograderImagesOptions) {
    this.folder = options.folder;
    this.baseFolder = options.baseFolder ?? `${options.folder}/base`;
  }

  /** Whether this host can build images, and what to install if not. */
  availability(): ImagesAvailability {
    if (process.platform !== 'linux' || process.getuid?.() !== 0) return { available: false, reason: 'Building autograder images needs a Linux worker running as root.' };
    const tools = findHostTools();
    if (!tools.ok) return { available: false, reason: tools.reason };
    for (const [tool, pkg] of [
      ['debootstrap', 'debootstrap'],
      ['slirp4netns', 'slirp4netns'],
      ['nft', 'nftables'],
      ['ip', 'iproute2'],
      ['nsenter', 'util-linux'],
      ['cp', 'coreutils'],
    ] as const) {
      if (!lookUpTool(tool)) return { available: false, reason: `Building autograder images needs ${tool}: apt-get install ${pkg}` };
    }
    const source = debianSourceOf(hostAptFiles());
    if (!source.ok) return { available: false, reason: source.reason };
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
    if (existsSync(completeMarker(final))) return ready(false);
    const available = this.availability();
    if (!available.available) return { ok: false, reason: available.reason, durationMs: Date.now() - started };
    const lock = await waitForHostName(`image-layer-${request.sha256}`, request.signal);
    try {
      if (existsSync(completeMarker(final))) return ready(false);
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
    this.knownBase = await ensureBaseImage({ folder: this.baseFolder, source: source.source, onLog: request.onLog, onStart: () => request.onStep?.('Making the base system (once per host)'), signal: request.signal });
    return this.knownBase;
  }

  /** Builds the layer into `final`; answers why it failed, or null. */
  private async build(request: LayerRequest, base: string, final: string): Promise<string | null> {
    const found = findHostTools();
    if (!found.ok) return found.reason;
    const tools = found.tools;
    const holder = `${this.folder}/building/${request.sha256}`;
    await this.clear(tools, holder);
    await mkdir(holder, { recursive: true, mode: 0o700 });
    try {
      await mountTmpfs(tools, holder, { sizeBytes: request.diskMb * MIB, inodes: 2_000_000, uid: 0, mode: 0o700 });
      for (const part of ['upper', 'work', 'root']) await mkdir(`${holder}/${part}`, { mode: 0o755 });
      await mustRun([tools.mount, '-t', 'overlay', '-o', `lowerdir=${base},upperdir=${holder}/upper,workdir=${holder}/work`, 'overlay', `${holder}/root`]);
      await placeSource(`${holder}/root`, await request.loadFiles());
      request.onStep?.('Running setup.sh');
      const result = await runSetup({ root: `${holder}/root`, wallSeconds: request.wallSeconds, onLog: request.onLog, signal: request.signal });
      await unmountAll(tools, `${holder}/root`);
      if (result.cancelled) return 'The build was cancelled.';
      if (result.timedOut) return `setup.sh did not finish within ${request.wallSeconds} seconds.`;
      if (result.exitCode !== 0) return `setup.sh failed (${result.exitCode === null ? `killed by ${result.signal ?? 'a signal'}` : `exit status ${result.exitCode}`}).`;
      request.onStep?.('Saving the built image');
      await this.keep(`${holder}/upper`, final);
      return null;
    } catch (error) {
      const message = (error as Error).message;
      return /No space left/i.test(message) ? `setup.sh used more than ${request.diskMb} MB of disk.` : message;
    } finally {
      await this.clear(tools, holder).catch(() => undefined);
    }
  }

  /** Copies the build's changes to the host's disk (whiteouts and extended attributes kept), then marks them done. */
  private async keep(upper: string, final: string): Promise<void> {
    const copying = `${final}.copying`;
    await mkdir(`${this.folder}/layers`, { recursive: true, mode: 0o755 });
    await rm(copying, { recursive: true, force: true });
    const copied = await runCommand(['cp', '-a', '--reflink=auto', upper, copying], COPY_TIMEOUT_MS);
    if (copied.code !== 0) throw new Error(`The built layer could not be kept: ${copied.stderr}`);
    await rm(final, { recursive: true, force: true });
    await rename(copying, final);
    await writeFile(completeMarker(final), `${JSON.stringify({ built: new Date().toISOString() })}\n`);
  }

  private async clear(tools: HostTools, holder: string): Promise<void> {
    await unmountAll(tools, holder);
    await rm(holder, { recursive: true, force: true });
  }
}
