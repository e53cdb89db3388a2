// The host programs a bubblewrap run is built from, found once by absolute path so that nothing depends on the
// worker's PATH, and what a missing one means to staff.
import { accessSync, constants } from 'node:fs';

export interface HostTools {
  bwrap: string;
  setpriv: string;
  prlimit: string;
  unshare: string;
  timeout: string;
  mount: string;
  umount: string;
  sh: string;
  bash: string;
}

const SEARCH = ['/usr/bin', '/bin', '/usr/sbin', '/sbin', '/usr/local/bin'];

/** Each tool with the Debian package that provides it, named in the reason when it is missing. */
const PACKAGES: Record<keyof HostTools, string> = {
  bwrap: 'bubblewrap',
  setpriv: 'util-linux',
  prlimit: 'util-linux',
  unshare: 'util-linux',
  timeout: 'coreutils',
  mount: 'mount',
  umount: 'mount',
  sh: 'dash',
  bash: 'bash',
};

function find(name: string): string | null {
  for (const folder of SEARCH) {
    const candidate = `${folder}/${name}`;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

export type FoundTools = { ok: true; tools: HostTools } | { ok: false; reason: string };

export function findHostTools(): FoundTools {
  const found: Partial<HostTools> = {};
  const missing: (keyof HostTools)[] = [];
  for (const name of Object.keys(PACKAGES) as (keyof HostTools)[]) {
    const path = find(name);
    if (path) found[name] = path;
    else missing.push(name);
  }
  if (missing.length > 0) {
    const packages = [...new Set(missing.map((name) => PACKAGES[name]))];
    const what = missing.includes('bwrap') ? 'The sandbox needs bubblewrap' : `The sandbox needs ${missing.join(', ')}`;
    return { ok: false, reason: `${what}: apt-get install ${packages.join(' ')}` };
  }
  return { ok: true, tools: found as HostTools };
}
