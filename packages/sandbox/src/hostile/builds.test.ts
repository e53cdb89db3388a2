// A course admin's setup.sh against the host, for real (docs/AUTOGRADER.md, "Autograder images"): it is root of its
// own user namespace only, so what it plants (a setuid-root shell, a python3 with CAP_SYS_ADMIN) is neither root's
// nor privileged once kept; host root's keyring, the worker's descriptors and the host's memory, processes and disk
// stay out of its reach. Three real builds (each costs seconds), each grouping several probes. Needs what the
// image tests need (root, bubblewrap, debootstrap, slirp4netns, keyutils, attr) and the host's Debian mirror.
import { execFileSync } from 'node:child_process';
import { closeSync, lstatSync, mkdtempSync, openSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUILD_IDS, inRange } from '../image/build-ids';
import { AutograderImages } from '../image/images';
import { filesWithCapabilities } from '../image/privileges';
import type { SourceFile } from '../image/setup-build';

const available = new AutograderImages({ folder: tmpdir() }).availability();
const UNAVAILABLE = available.available ? null : available.reason;
/** The base the image tests share (made once per host, kept across runs). */
const BASE_FOLDER = `${tmpdir()}/marginalia-test-base-images-v3`;
const IDS = DEFAULT_BUILD_IDS;
const SECRET = `marginalia-keyring-secret-${process.pid}`;

const enc = (value: string) => new TextEncoder().encode(value);
const zip = (setup: string): SourceFile[] => [
  { path: 'setup.sh', bytes: enc(setup) },
  { path: 'run_autograder', bytes: enc('#!/bin/bash\necho ran\n') },
];
const sha = (n: number) => `b1d5${n.toString(16).padStart(60, '0')}`;

/**
 * Host pids of the build of `name`: of the range's ids and in the build's cgroup (other test files build at the same
 * time, as the same ids). None may outlive its build.
 */
function processesOfBuild(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const uid = Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]);
      if (inRange(IDS, uid) && readFileSync(`/proc/${entry}/cgroup`, 'utf8').includes(`build-${name}`)) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** Every entry below `folder`, links not followed. */
function walk(folder: string, found: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    found.push(path);
    if (entry.isDirectory()) walk(path, found);
  }
  return found;
}

describe.skipIf(UNAVAILABLE !== null && process.env.CI !== 'true')('hostile autograder builds', () => {
  if (UNAVAILABLE !== null) {
    it('can build images here', () => expect.fail(UNAVAILABLE));
    return;
  }
  let folder: string;
  let images: AutograderImages;
  let keySerial = '';
  let openFile = -1;
  const hostFile = `${tmpdir()}/marginalia-build-descriptor-${process.pid}`;
  const logs: string[] = [];

  beforeAll(() => {
    folder = mkdtempSync(`${tmpdir()}/marginalia-hostile-builds-`);
    images = new AutograderImages({ folder, baseFolder: BASE_FOLDER });
    // A secret in the host root's own keyring, which the build must not read.
    keySerial = execFileSync('keyctl', ['add', 'user', 'marginalia-probe', SECRET, '@u'], { encoding: 'utf8' }).trim();
    // A descriptor the worker holds while it builds, which the build must not see.
    writeFileSync(hostFile, 'worker descriptor\n');
    openFile = openSync(hostFile, 'r');
  });

  afterAll(async () => {
    if (keySerial) execFileSync('keyctl', ['unlink', keySerial, '@u']);
    if (openFile >= 0) closeSync(openFile);
    await rm(hostFile, { force: true });
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('keeps nothing privileged, and gives setup.sh no host root, keyring, descriptor or namespace of its own', async () => {
    const setup = [
      '#!/bin/bash',
      'echo "uid-map: $(cat /proc/self/uid_map)"',
      'grep NoNewPrivs /proc/self/status',
      // What this shell holds (bash keeps the script itself open on 255), listed by a child into a file.
      'ls /proc/$$/fd > /tmp/fds',
      'ls -l /proc/$$/fd/',
      'echo "fds: $(sort -n /tmp/fds | tr "\\n" " ")"',
      'cp /bin/bash /usr/local/bin/rootbash && chmod u+s,g+s /usr/local/bin/rootbash && echo planted-setuid',
      'cp /usr/bin/python3 /usr/local/bin/capython',
      'python3 - <<"PY"',
      'import ctypes, os, struct',
      '# security.capability, revision 2, effective: CAP_SYS_ADMIN (21) permitted.',
      'os.setxattr("/usr/local/bin/capython", "security.capability", struct.pack("<IIIII", 0x02000001, 1 << 21, 0, 0, 0))',
      'print("planted-capability")',
      'libc = ctypes.CDLL(None, use_errno=True)',
      'buf = ctypes.create_string_buffer(256)',
      '# keyctl(KEYCTL_READ, serial, buf, len) on x86_64 is syscall 250.',
      `n = libc.syscall(250, 11, ${'${KEY}'}, buf, 256)`,
      'print("keyring-read: " + (buf.raw[:n].decode() if n >= 0 else "denied %d" % ctypes.get_errno()))',
      '# request_key("user", "marginalia-probe"): searches every keyring this process possesses.',
      'n = libc.syscall(249, b"user", b"marginalia-probe", None, 0)',
      'print("keyring-search: " + ("FOUND %d" % n if n >= 0 else "none %d" % ctypes.get_errno()))',
      'PY',
      // New namespaces of its own (a user namespace would give its root every capability there): refused.
      'echo "unshare-user: $(unshare --user true 2>&1 && echo made)"',
      'echo "unshare-mount: $(unshare --mount true 2>&1 && echo made)"',
      'echo setup-finished',
    ]
      .join('\n')
      .replace('${KEY}', keySerial);
    const result = await images.ensureLayer({ sha256: sha(1), loadFiles: async () => zip(setup), wallSeconds: 120, diskMb: 512, onLog: (chunk) => logs.push(chunk) });
    const log = logs.join('');
    expect(result, log).toMatchObject({ ok: true, built: true });
    expect(log).toContain('setup-finished');
    // Root in the build is the range's first id on the host, never the host's root.
    expect(log.replace(/[ \t]+/g, ' ')).toContain(`uid-map: 0 ${IDS.first} ${IDS.count}`);
    expect(log).toMatch(/NoNewPrivs:\s+1/);
    expect(log).toContain('fds: 0 1 2 255 ');
    expect(log).not.toContain(hostFile);
    // The plants happened in the build, and were taken away on the way to the host's disk.
    expect(log).toContain('planted-setuid');
    expect(log).toContain('planted-capability');
    expect(log).toMatch(/Removed from the kept image.*\/usr\/local\/bin\/rootbash.*file capabilities of \/usr\/local\/bin\/capython/);
    expect(log).toMatch(/keyring-read: denied \d+/);
    expect(log).toMatch(/keyring-search: none \d+/);
    expect(log).not.toContain(SECRET);
    expect(log).toMatch(/unshare-user: unshare: unshare failed: Operation not permitted/);
    expect(log).toMatch(/unshare-mount: unshare: unshare failed: Operation not permitted/);

    const layer = images.layerFolder(sha(1));
    expect(await filesWithCapabilities(layer)).toEqual([]);
    const rootbash = statSync(`${layer}/usr/local/bin/rootbash`);
    expect(rootbash.mode & 0o6000).toBe(0);
    expect(inRange(IDS, rootbash.uid)).toBe(true);
    expect(inRange(IDS, statSync(`${layer}/usr/local/bin/capython`).uid)).toBe(true);
    for (const path of walk(layer)) {
      const stat = lstatSync(path);
      if (!stat.isDirectory()) expect(stat.mode & 0o6000, path).toBe(0);
      // Only the overlay's own marks (whiteouts, made by the kernel) may be the host root's.
      if (stat.uid === 0) expect(stat.isCharacterDevice() && stat.rdev === 0, path).toBe(true);
    }
    // The folders are root's alone.
    expect(statSync(`${folder}/layers`)).toMatchObject({ uid: 0, mode: expect.any(Number) });
    expect(statSync(`${folder}/layers`).mode & 0o777).toBe(0o700);
    expect(statSync(BASE_FOLDER).mode & 0o777).toBe(0o700);
    expect(statSync(folder).mode & 0o007).toBe(0);
    expect(processesOfBuild(sha(1))).toEqual([]);
    // A layer kept before builds lost the host's root (its marker has no format) is built again.
    expect(await images.ensureLayer({ sha256: sha(1), loadFiles: async () => zip(setup), wallSeconds: 120, diskMb: 512, onLog: () => undefined })).toMatchObject({ ok: true, built: false });
    writeFileSync(`${layer}.json`, JSON.stringify({ built: '2026-01-01T00:00:00.000Z' }));
    expect(await images.ensureLayer({ sha256: sha(1), loadFiles: async () => zip(setup), wallSeconds: 120, diskMb: 512, onLog: () => undefined })).toMatchObject({ ok: true, built: true });
  }, 600_000);

  it('holds a fork bomb to its process limit and a memory bomb to its memory limit', async () => {
    const setup = [
      '#!/bin/bash',
      // Forks until refused, then lets go (a shell would give up on its own next fork).
      'python3 - <<"PY"',
      'import os, signal, time',
      'kids = []',
      'try:',
      '    for i in range(300):',
      '        pid = os.fork()',
      '        if pid == 0:',
      '            time.sleep(600)',
      '            os._exit(0)',
      '        kids.append(pid)',
      'except OSError as error:',
      '    print("fork refused:", error.strerror)',
      'print("forked:", len(kids))',
      'for kid in kids:',
      '    os.kill(kid, signal.SIGKILL)',
      '    os.waitpid(kid, 0)',
      'PY',
      'python3 -c "b = bytearray(1024 * 1024 * 1024); print(\'ALLOCATED\')"',
      'echo "after the memory bomb: $?"',
      'exit 1',
    ].join('\n');
    logs.length = 0;
    const result = await images.ensureLayer({ sha256: sha(2), loadFiles: async () => zip(setup), wallSeconds: 120, diskMb: 256, memoryMb: 256, processes: 64, onLog: (chunk) => logs.push(chunk) });
    const log = logs.join('');
    expect(result, log).toMatchObject({ ok: false, reason: 'setup.sh used more than 256 MB of memory.' });
    const forked = Number(/forked: (\d+)/.exec(log)?.[1]);
    expect(log).toContain('fork refused: Resource temporarily unavailable');
    expect(forked).toBeGreaterThan(0);
    expect(forked).toBeLessThan(64);
    expect(log).not.toMatch(/^ALLOCATED$/m);
    expect(log).toContain('after the memory bomb: 137');
    expect(processesOfBuild(sha(2))).toEqual([]);
    expect(existsLayer(sha(2))).toBe(false);
  }, 600_000);

  it('holds a disk bomb on its disk limit and ends a time bomb that ignores signals, leaving no process', async () => {
    const setup = [
      '#!/bin/bash',
      'dd if=/dev/zero of=/var/filler bs=1M count=200 2>&1 | grep -o "No space left on device"',
      'df -m / | tail -1',
      "trap '' TERM INT HUP",
      "(trap '' TERM INT HUP; while :; do :; done) &",
      'setsid sleep 1000 &',
      'sleep 1000',
    ].join('\n');
    logs.length = 0;
    const result = await images.ensureLayer({ sha256: sha(3), loadFiles: async () => zip(setup), wallSeconds: 8, diskMb: 64, onLog: (chunk) => logs.push(chunk) });
    const log = logs.join('');
    expect(result, log).toMatchObject({ ok: false, reason: 'setup.sh did not finish within 8 seconds.' });
    expect(log).toContain('No space left on device');
    // On the host's disk (a loop-mounted file), not in memory.
    expect(log).not.toContain('held in memory');
    expect(processesOfBuild(sha(3))).toEqual([]);
    expect(readdirSync(`${folder}/building`)).toEqual([]);
  }, 300_000);

  function existsLayer(name: string): boolean {
    try {
      statSync(images.layerFolder(name));
      return true;
    } catch {
      return false;
    }
  }
});
