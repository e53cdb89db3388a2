// System packages the tests need from Debian. As root they are installed with apt-get; otherwise
// the run stops and names the command to run. The autograder's worker needs the sandbox (bubblewrap) and the
// toolchains it runs submissions with; the sandbox's own tests use them too.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(`${base}/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? `${base}/${versions[0]}/bin` : null;
}

/** Whether a shared library is in one of the system's library folders (multiarch ones included). */
function hasSharedLibrary(name) {
  const folders = ['/lib', '/usr/lib', '/lib64', '/usr/lib64'];
  for (const base of ['/lib', '/usr/lib']) {
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base)) if (entry.endsWith('-linux-gnu')) folders.push(`${base}/${entry}`);
  }
  return folders.some((folder) => existsSync(`${folder}/${name}`));
}

/** What the autograder's worker runs submissions with: the sandbox and each language's tools. */
const AUTOGRADER_REQUIREMENTS = [
  { pkg: 'bubblewrap', present: () => existsSync('/usr/bin/bwrap') },
  // The sandbox's seccomp filter is compiled with it (packages/sandbox/src/seccomp/).
  { pkg: 'libseccomp2', present: () => hasSharedLibrary('libseccomp.so.2') },
  { pkg: 'python3', present: () => existsSync('/usr/bin/python3') },
  { pkg: 'gcc', present: () => existsSync('/usr/bin/gcc') },
  { pkg: 'g++', present: () => existsSync('/usr/bin/g++') },
  { pkg: 'default-jdk-headless', present: () => existsSync('/usr/bin/javac') },
  { pkg: 'junit4', present: () => existsSync('/usr/share/java/junit4.jar') },
  // Gradescope-format autograder zips: the base system of their images, and setup.sh's network and its firewall.
  { pkg: 'debootstrap', present: () => existsSync('/usr/sbin/debootstrap') },
  { pkg: 'slirp4netns', present: () => existsSync('/usr/bin/slirp4netns') },
  // setup.sh's fresh session keyring, and the check that a kept image holds no file capabilities.
  { pkg: 'keyutils', present: () => existsSync('/usr/bin/keyctl') },
  { pkg: 'attr', present: () => existsSync('/usr/bin/getfattr') },
  { pkg: 'nftables', present: () => existsSync('/usr/sbin/nft') },
  { pkg: 'iproute2', present: () => existsSync('/usr/sbin/ip') || existsSync('/usr/bin/ip') || existsSync('/sbin/ip') },
];

/** The tests need a browser and a PostgreSQL server besides. */
const TEST_REQUIREMENTS = [
  { pkg: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { pkg: 'postgresql', present: () => postgresBinDir() !== null },
  ...AUTOGRADER_REQUIREMENTS,
];

function install(missing) {
  console.log(`Installing system packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...missing]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) return `apt-get ${args.join(' ')} failed`;
  }
  return null;
}

/**
 * `npm start`: the autograder's packages, installed as root when missing. Without them (or without root) the
 * server still starts; the autograder then reports runs as "could not be graded" with the reason.
 */
export function ensureAutograderPackages() {
  const missing = AUTOGRADER_REQUIREMENTS.filter((r) => !r.present()).map((r) => r.pkg);
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  const failed = process.getuid?.() === 0 ? install(missing) : 'not running as root';
  if (failed) console.warn(`\nThe autograder needs these system packages: ${missing.join(', ')} (${failed}).\nInstall them with:\n  sudo ${command}\n`);
}

export function ensureSystemPackages() {
  const missing = TEST_REQUIREMENTS.filter((r) => !r.present()).map((r) => r.pkg);
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(`\nThe tests need these system packages: ${missing.join(', ')}.\nInstall them with:\n  sudo ${command}\n`);
    process.exit(1);
  }
  const failed = install(missing);
  if (failed) {
    console.error(`${failed}; run: ${command}`);
    process.exit(1);
  }
}
