// Which cgroup backend the host offers, from /proc/self/mountinfo (where each hierarchy is mounted) and
// /proc/self/cgroup (the worker's own group in each). A v2 host (unified hierarchy) gets the v2 backend, a v1 host
// the v1 one; a hybrid host (v1 controllers with an empty cgroup2 beside them) gets whichever caps a run's memory
// and processes, v2 first. Without either there is no backend, and the reason says why.
import { readFile } from 'node:fs/promises';
import type { CgroupChoice } from './cgroups';
import { CgroupV1Backend, V1_CONTROLLERS, type V1Hierarchies } from './cgroup-v1';
import { CgroupV2Backend, V2_REQUIRED, delegationHint } from './cgroup-v2';

export interface CgroupLayout {
  /** Every v1 controller the sandbox uses, or null when one is missing. */
  v1: V1Hierarchies | null;
  /** The cgroup2 mount and the worker's group in it, or null. */
  v2: { mount: string; own: string } | null;
}

interface Mount {
  root: string;
  mountPoint: string;
  fstype: string;
  options: string[];
}

function parseMounts(mountinfo: string): Mount[] {
  const mounts: Mount[] = [];
  for (const line of mountinfo.split('\n')) {
    const [before, after] = line.split(' - ');
    if (!before || !after) continue;
    const fields = before.split(' ');
    const [fstype, , options] = after.split(' ');
    // mountinfo escapes spaces and the like as octal (\040).
    const unescape = (text: string) => text.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)));
    mounts.push({ root: unescape(fields[3] ?? ''), mountPoint: unescape(fields[4] ?? ''), fstype: fstype ?? '', options: (options ?? '').split(',') });
  }
  return mounts;
}

/**
 * The worker's group relative to a mount of the hierarchy: inside a cgroup namespace, or with a mount of a subtree,
 * the mount's root is a prefix of what /proc/self/cgroup shows. Null when the group is outside what is mounted.
 */
function ownBelow(mountRoot: string, path: string): string | null {
  if (path.startsWith('/..')) return null; // outside the reader's cgroup namespace
  let own = path;
  if (mountRoot !== '/') {
    if (path !== mountRoot && !path.startsWith(`${mountRoot}/`)) return null;
    own = path.slice(mountRoot.length);
  }
  return own === '/' ? '' : own;
}

export function parseCgroupLayout(mountinfo: string, membership: string): CgroupLayout {
  const mounts = parseMounts(mountinfo);
  const members = membership
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [id, controllers, ...rest] = line.split(':');
      return { id, controllers: (controllers ?? '').split(',').filter(Boolean), path: rest.join(':') };
    });

  let v1: V1Hierarchies | null = {} as V1Hierarchies;
  for (const controller of V1_CONTROLLERS) {
    const mount = mounts.find((m) => m.fstype === 'cgroup' && m.options.includes(controller));
    const member = members.find((m) => m.controllers.includes(controller));
    const own = mount && member ? ownBelow(mount.root, member.path) : null;
    if (!mount || own === null) {
      v1 = null;
      break;
    }
    v1[controller] = { mount: mount.mountPoint, own };
  }

  let v2: CgroupLayout['v2'] = null;
  const unified = mounts.find((m) => m.fstype === 'cgroup2');
  const member = members.find((m) => m.id === '0' && m.controllers.length === 0);
  if (unified && member) {
    const own = ownBelow(unified.root, member.path);
    if (own !== null) v2 = { mount: unified.mountPoint, own };
  }
  return { v1, v2 };
}

/** Where the finder reads the worker's own view of the system (a folder with mountinfo and cgroup). */
export interface DetectOptions {
  /** Default /proc/self. */
  proc?: string;
}

/** The backend the host offers the worker (see the top of this file), or the reason there is none. */
export async function findCgroupBackend(options: DetectOptions = {}): Promise<CgroupChoice> {
  const proc = options.proc ?? '/proc/self';
  let layout: CgroupLayout;
  try {
    layout = parseCgroupLayout(await readFile(`${proc}/mountinfo`, 'utf8'), await readFile(`${proc}/cgroup`, 'utf8'));
  } catch (error) {
    return { backend: null, reason: `The worker cannot read its cgroups: ${(error as Error).message}` };
  }
  let v2Problem: string | null = null;
  if (layout.v2) {
    const { mount, own } = layout.v2;
    let controllers: string[] = [];
    try {
      controllers = (await readFile(`${mount}${own}/cgroup.controllers`, 'utf8')).split(/\s+/).filter(Boolean);
    } catch {
      // unreadable: treated as offering nothing
    }
    const missing = V2_REQUIRED.filter((controller) => !controllers.includes(controller));
    if (missing.length === 0) return { backend: new CgroupV2Backend(mount, own) };
    v2Problem = `the worker's cgroup v2 group ${own || '/'} (in ${mount}) offers no ${missing.join(' or ')} controller: ${delegationHint}`;
  }
  if (layout.v1) return { backend: new CgroupV1Backend(layout.v1) };
  return {
    backend: null,
    reason: `No cgroup can cap a run's memory and processes here: ${v2Problem ?? `neither cgroup v2 nor cgroup v1 ${V1_CONTROLLERS.join(', ')} hierarchies are mounted`}.`,
  };
}
