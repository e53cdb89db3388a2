// What of the host a run sees, read-only: /usr (and the merged-/usr links /bin, /lib, ... as links, or binds on a
// host without merged /usr) and only the parts of /etc that the toolchains need. The rest of /etc (service
// configuration, credentials of the host's programs) stays out of reach; the user and host databases a program
// may look up are written for the sandbox instead.
import { lstatSync, readdirSync, readlinkSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';

/** Top-level folders beside /usr that programs expect. */
const TOP_LEVEL = ['bin', 'sbin', 'lib', 'lib64', 'lib32', 'libx32'];

/**
 * The /etc entries programs need: the dynamic linker's cache and configuration, Debian's alternatives links
 * (java, javac, cc, c++ point through them), name-service switch, Python's and Java's own configuration.
 */
const ETC_ENTRIES: readonly (string | RegExp)[] = [
  'ld.so.cache',
  'ld.so.conf',
  'ld.so.conf.d',
  'alternatives',
  'nsswitch.conf',
  'python3',
  /^python3\.\d+$/,
  /^java-\d+-openjdk$/,
];

export interface SystemView {
  /** bwrap arguments that build the read-only system part of the sandbox's root. */
  readonly bwrapArgs: readonly string[];
  /** Only the written /etc files (the slot's user, localhost), laid over a root image's own /etc. */
  readonly imageArgs: readonly string[];
  /** Their names in /etc. */
  readonly etcNames: readonly string[];
}

function etcEntries(): string[] {
  let names: string[];
  try {
    names = readdirSync('/etc');
  } catch {
    return [];
  }
  return names.filter((name) => ETC_ENTRIES.some((wanted) => (typeof wanted === 'string' ? wanted === name : wanted.test(name)))).sort();
}

function topLevelArgs(): string[] {
  const args: string[] = [];
  for (const name of TOP_LEVEL) {
    let stat;
    try {
      stat = lstatSync(`/${name}`);
    } catch {
      continue;
    }
    if (stat.isSymbolicLink()) args.push('--symlink', readlinkSync(`/${name}`), `/${name}`);
    else if (stat.isDirectory()) args.push('--ro-bind', `/${name}`, `/${name}`);
  }
  return args;
}

/** The files of /etc written for the sandbox: one user (the slot's uid, shown as `sandbox`), localhost. */
function syntheticEtc(uids: readonly number[]): Record<string, string> {
  const users = uids.map((uid) => `sandbox:x:${uid}:${uid}:sandbox:/box:/bin/sh`).join('\n');
  const groups = uids.map((uid) => `sandbox:x:${uid}:`).join('\n');
  return {
    passwd: `root:x:0:0:root:/root:/bin/sh\n${users}\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n`,
    group: `root:x:0:\n${groups}\nnogroup:x:65534:\n`,
    hosts: '127.0.0.1 localhost sandbox\n::1 localhost ip6-localhost ip6-loopback\n',
    hostname: 'sandbox\n',
  };
}

/**
 * Writes the synthetic /etc files into `folder` (readable by the sandbox users, who bind them) and returns the
 * view. `uids` are every uid the sandbox may run as.
 */
export async function prepareSystemView(folder: string, uids: readonly number[]): Promise<SystemView> {
  await mkdir(folder, { recursive: true });
  await chmod(folder, 0o755);
  const synthetic = syntheticEtc(uids);
  const args: string[] = ['--ro-bind', '/usr', '/usr', ...topLevelArgs()];
  for (const name of etcEntries()) {
    if (name in synthetic) continue;
    args.push('--ro-bind', `/etc/${name}`, `/etc/${name}`);
  }
  const imageArgs: string[] = [];
  for (const [name, content] of Object.entries(synthetic)) {
    await writeFile(`${folder}/${name}`, content);
    await chmod(`${folder}/${name}`, 0o644);
    args.push('--ro-bind', `${folder}/${name}`, `/etc/${name}`);
    imageArgs.push('--ro-bind', `${folder}/${name}`, `/etc/${name}`);
  }
  return { bwrapArgs: args, imageArgs, etcNames: Object.keys(synthetic) };
}
