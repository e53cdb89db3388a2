// The base system every autograder image is layered on (docs/ARCHITECTURE.md, "Autograder images"): a minimal
// Debian of the host's own release, made once per host with debootstrap from the host's apt mirror, kept until the
// mirror, release or recipe changes. Built in a temporary folder and renamed into place, so a crash mid-build
// leaves nothing that looks finished. Once made, its files are given to the build id range (build-ids.ts: root's
// become the range's first id, and so on), so that setup.sh, root of a user namespace mapped to that range, owns
// the system it changes; no file of it keeps a setuid, setgid or file capability. Its folder is root's, 0700: runs
// and builds mount it as root.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, lchown, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { hostId, type BuildIds } from './build-ids';
import { describeStripped, stripPrivileges } from './privileges';
import { findTool } from './tools';
import type { DebianSource } from './host-mirror';
import { waitForHostName } from '../host-claim';
import { streamCommand } from './stream-command';

/**
 * What the base adds to Debian's minimal set: what most autograders' setup.sh and run_autograder expect (Gradescope's
 * template setup.sh runs `pip3 install -r requirements.txt`).
 */
export const BASE_PACKAGES = ['ca-certificates', 'python3', 'python3-pip'];
/**
 * pip's system-wide configuration in the base: installs go into the system's Python as on Gradescope's Ubuntu images,
 * instead of Debian's refusal of an "externally-managed-environment" (PEP 668). A configuration file rather than
 * removing Debian's marker file, which an upgrade of Python's package by setup.sh would put back.
 */
export const PIP_CONFIG_PATH = '/etc/pip.conf';
export const PIP_CONFIG = '[global]\nbreak-system-packages = true\nroot-user-action = ignore\n';
/** Raised when the recipe below changes, so every host makes a new base. */
const RECIPE_VERSION = 3;
/** Beside a finished image folder NAME: NAME.json, written last. */
export function completeMarker(folder: string): string {
  return `${folder}.json`;
}
/** slirp4netns's DNS forwarder, the resolver of setup.sh runs (see setup-build.ts). */
const SETUP_RESOLVER = '10.0.2.3';
const DEBOOTSTRAP_TIMEOUT_MS = 20 * 60_000;

export function baseImageName(source: DebianSource, ids: BuildIds): string {
  const key = JSON.stringify({ source, packages: BASE_PACKAGES, recipe: RECIPE_VERSION, ids });
  return `${source.suite}-${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
}

export interface BaseImageOptions {
  /** Folder of base images (each a sub-folder). */
  folder: string;
  source: DebianSource;
  /** The ids builds run as: the base's files are theirs. */
  ids: BuildIds;
  onLog: (text: string) => void;
  /** Called when this call makes the base (not when it finds one). */
  onStart?: () => void;
  signal?: AbortSignal;
}

/** The base image's folder, made first if this host has none. */
export async function ensureBaseImage(options: BaseImageOptions): Promise<string> {
  const name = baseImageName(options.source, options.ids);
  const final = `${options.folder}/${name}`;
  if (existsSync(completeMarker(final))) return final;
  const lock = await waitForHostName(`image-base-${name}`, options.signal);
  try {
    if (existsSync(completeMarker(final))) return final;
    await mkdir(options.folder, { recursive: true, mode: 0o700 });
    await lchown(options.folder, 0, 0);
    await chmod(options.folder, 0o700);
    await removeLeftovers(options.folder, name);
    const building = `${options.folder}/.building-${name}`;
    await rm(building, { recursive: true, force: true });
    const debootstrap = findTool('debootstrap', 'debootstrap');
    options.onStart?.();
    options.onLog(`Making the base system (Debian ${options.source.suite} from ${options.source.uri}) once for this host…\n`);
    const result = await streamCommand(
      [debootstrap, '--variant=minbase', `--include=${BASE_PACKAGES.join(',')}`, options.source.suite, building, options.source.uri],
      { timeoutMs: DEBOOTSTRAP_TIMEOUT_MS, onOutput: options.onLog, signal: options.signal },
    );
    if (result.exitCode !== 0) {
      await rm(building, { recursive: true, force: true });
      const why = result.timedOut ? 'took too long' : result.cancelled ? 'was cancelled' : `failed (exit ${result.exitCode ?? result.signal})`;
      throw new Error(`Making the base system with debootstrap ${why}.`);
    }
    await writeFile(`${building}/etc/resolv.conf`, `nameserver ${SETUP_RESOLVER}\n`);
    await writeFile(`${building}${PIP_CONFIG_PATH}`, PIP_CONFIG, { mode: 0o644 });
    await rm(`${building}/var/cache/apt/archives`, { recursive: true, force: true });
    await mkdir(`${building}/var/cache/apt/archives/partial`, { recursive: true });
    await mkdir(`${building}/autograder`, { recursive: true, mode: 0o755 });
    const stripped = await stripPrivileges(building, (uid, gid) => [shifted(options.ids, uid), shifted(options.ids, gid)]);
    options.onLog(describeStripped(stripped) ?? '');
    await rm(final, { recursive: true, force: true });
    await rename(building, final);
    await writeFile(completeMarker(final), `${JSON.stringify({ source: options.source, packages: BASE_PACKAGES, made: new Date().toISOString() })}\n`);
    return final;
  } finally {
    await lock.release();
  }
}

/** Older bases of the same release (a changed mirror or recipe) are removed once a new one is being made. */
async function removeLeftovers(folder: string, keep: string): Promise<void> {
  const suite = keep.split('-')[0];
  for (const entry of await readdir(folder)) {
    if (entry !== keep && entry.startsWith(`${suite}-`)) await rm(`${folder}/${entry}`, { recursive: true, force: true });
  }
}

/** The build's id of a base file's id: the same number inside the range (ids past it become the range's nobody). */
function shifted(ids: BuildIds, id: number): number {
  return id < ids.count ? hostId(ids, id) : hostId(ids, 65_534);
}
