// Autograder images on this host, for real: debootstrap from the host's mirror (once, shared by every test run on
// the machine), setup.sh as root with network, the layer cache, and runs on a copy of the image. Needs root,
// bubblewrap, debootstrap and slirp4netns (scripts/lib/system-packages.mjs installs them), and the Debian mirror.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BubblewrapSandbox } from '../bubblewrap/bubblewrap-sandbox';
import { makeTestSandboxRoot } from '../bubblewrap/sandbox-root';
import { DEFAULTS, text } from '../hostile/harness';
import { AutograderImages } from './images';
import type { SourceFile } from './setup-build';

const available = new AutograderImages({ folder: tmpdir() }).availability();
const UNAVAILABLE = available.available ? null : available.reason;
/** Shared across runs: making the base takes about half a minute, and it never changes for a given mirror. */
const BASE_FOLDER = `${tmpdir()}/marginalia-test-base-images-v3`;

const enc = (value: string) => new TextEncoder().encode(value);
const zip = (setup: string, run = '#!/bin/bash\necho ran\n', extra: SourceFile[] = []): SourceFile[] => [
  { path: 'setup.sh', bytes: enc(setup) },
  { path: 'run_autograder', bytes: enc(run) },
  ...extra,
];
const sha = (n: number) => n.toString(16).padStart(64, '0');

describe.skipIf(UNAVAILABLE !== null && process.env.CI !== 'true')('autograder images', () => {
  if (UNAVAILABLE !== null) {
    it('can build images here', () => expect.fail(UNAVAILABLE));
    return;
  }
  let folder: string;
  let sandboxRoot: string;
  let images: AutograderImages;
  let listener: Server;
  let port = 0;
  const logs: string[] = [];
  const request = (n: number, files: SourceFile[], wallSeconds = 300) => images.ensureLayer({ sha256: sha(n), loadFiles: async () => files, wallSeconds, diskMb: 1024, onLog: (chunk) => logs.push(chunk) });

  beforeAll(async () => {
    folder = mkdtempSync(`${tmpdir()}/marginalia-images-test-`);
    sandboxRoot = makeTestSandboxRoot('marginalia-images-sandbox-');
    images = new AutograderImages({ folder, baseFolder: BASE_FOLDER });
    // A service on the host's loopback, which setup.sh must not reach.
    listener = createServer((socket) => socket.end('host secret\n'));
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as { port: number }).port;
    writeFileSync(`${folder}/host-only-file`, 'host secret');
  }, 30_000);

  afterAll(async () => {
    listener?.close();
    await rm(folder, { recursive: true, force: true });
    await rm(sandboxRoot, { recursive: true, force: true });
  });

  it('builds a layer with setup.sh installing a Debian package, once per zip, kept across a restart', async () => {
    const setup = '#!/bin/bash\nset -e\napt-get update -qq\napt-get install -y -qq --no-install-recommends jq >/dev/null\necho setup-finished\n';
    const first = await request(1, zip(setup));
    expect(first, logs.join('')).toMatchObject({ ok: true, built: true });
    expect(logs.join('')).toContain('setup-finished');
    expect(await request(1, zip(setup))).toMatchObject({ ok: true, built: false });
    const restarted = new AutograderImages({ folder, baseFolder: BASE_FOLDER });
    expect(await restarted.ensureLayer({ sha256: sha(1), loadFiles: async () => zip(setup), wallSeconds: 300, diskMb: 1024, onLog: () => undefined })).toMatchObject({ ok: true, built: false });
    // A changed zip (another hash) is a new build.
    expect(await request(2, zip('#!/bin/bash\necho second\n'))).toMatchObject({ ok: true, built: true });
  }, 600_000);

  it("installs with Gradescope's template setup.sh (pip3 install -r requirements.txt) into the system's Python, as on Gradescope's images", async () => {
    // A package of our own, installed from its folder (no index needed): what PEP 668 refused on Debian's Python.
    const files: SourceFile[] = [
      { path: 'requirements.txt', bytes: enc('./localpkg\n') },
      { path: 'localpkg/pyproject.toml', bytes: enc('[build-system]\nrequires = ["setuptools"]\nbuild-backend = "setuptools.build_meta"\n\n[project]\nname = "marginalia-localpkg"\nversion = "1.0"\n') },
      { path: 'localpkg/marginalia_localpkg.py', bytes: enc('VALUE = 42\n') },
    ];
    const setup = '#!/usr/bin/env bash\nset -e\ncd /autograder/source\npip3 install --no-build-isolation --no-index -r requirements.txt\npython3 -c "import marginalia_localpkg; print(\'installed\', marginalia_localpkg.VALUE)"\n';
    logs.length = 0;
    const built = await request(7, zip(setup, '#!/bin/bash\necho ran\n', files));
    const log = logs.join('');
    expect(built, log).toMatchObject({ ok: true, built: true });
    expect(log).toContain('installed 42');
    expect(log).not.toContain('externally-managed-environment');
  }, 600_000);

  it('runs run_autograder on a copy of the image: unprivileged, without network, with what setup.sh installed', async () => {
    const run = [
      '#!/bin/bash',
      'mkdir -p /autograder/results',
      'echo "{\\"score\\": 3}" | jq -c . > /autograder/results/results.json',
      'echo "uid=$(id -u)"',
      'cat /autograder/submission/main.py',
      '(exec 3<>/dev/tcp/1.1.1.1/80) 2>/dev/null && echo NETWORK || echo no-network',
      'echo scratch > /var/tmp/scratch && echo wrote-scratch',
      'touch /usr/bin/planted 2>/dev/null && echo PLANTED || echo no-plant',
    ].join('\n');
    const built = await request(3, zip('#!/bin/bash\nset -e\napt-get update -qq\napt-get install -y -qq --no-install-recommends jq >/dev/null\n', run));
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    const sandbox = new BubblewrapSandbox({ slots: 1, firstUid: 35001, root: sandboxRoot });
    for (const round of [1, 2]) {
      const workspace = await sandbox.createWorkspace({ diskMb: 256, maxFiles: 10_000, image: { layers: built.layers, workdir: '/autograder' } });
      try {
        await workspace.writeFile('submission/main.py', `print(${round})\n`);
        const result = await workspace.run({ command: ['/bin/bash', '-c', 'cd /autograder && ./run_autograder'], limits: DEFAULTS });
        const out = text(result.stdout);
        expect(result.verdict, out + text(result.stderr)).toBe('exited');
        expect(out).toContain('uid=35001');
        expect(out).toContain(`print(${round})`);
        expect(out).toContain('no-network');
        expect(out).toContain('wrote-scratch');
        expect(out).toContain('no-plant');
        expect(text((await workspace.readFile('results/results.json', 1000))!)).toBe('{"score":3}\n');
      } finally {
        await workspace.dispose();
      }
    }
    // Each run's copy starts from the image: what a run wrote outside its workspace is gone for the next.
    const fresh = await sandbox.createWorkspace({ diskMb: 64, maxFiles: 1000, image: { layers: built.layers, workdir: '/autograder' } });
    try {
      const result = await fresh.run({ command: ['/bin/sh', '-c', 'test -e /var/tmp/scratch && echo LEFT || echo clean'], limits: DEFAULTS });
      expect(text(result.stdout)).toContain('clean');
    } finally {
      await fresh.dispose();
    }
  }, 600_000);

  it('keeps setup.sh from the host: its files, its loopback services, /proc/sys', async () => {
    const setup = [
      '#!/bin/bash',
      `test -e ${folder}/host-only-file && echo HOST-FILE-SEEN || echo no-host-file`,
      `(exec 3<>/dev/tcp/127.0.0.1/${port} && cat <&3) 2>/dev/null && echo LOOPBACK || echo no-loopback`,
      `(exec 3<>/dev/tcp/10.0.2.2/${port} && cat <&3) 2>/dev/null && echo HOST-LOOPBACK || echo no-host-loopback`,
      'echo 1 > /proc/sys/kernel/sysrq 2>/dev/null && echo SYSCTL || echo no-sysctl',
      'mknod /tmp/disk b 8 0 2>/dev/null && echo MKNOD || echo no-mknod',
      'mount -t tmpfs none /mnt 2>/dev/null && echo MOUNT || echo no-mount',
    ].join('\n');
    logs.length = 0;
    expect(await request(4, zip(setup))).toMatchObject({ ok: true });
    const log = logs.join('');
    for (const expected of ['no-host-file', 'no-loopback', 'no-host-loopback', 'no-sysctl', 'no-mknod', 'no-mount']) expect(log).toContain(expected);
  }, 300_000);

  it('fails a broken setup.sh with its exit status, and one past its time limit, keeping nothing', async () => {
    logs.length = 0;
    const broken = await request(5, zip('#!/bin/bash\necho about to fail\nexit 3\n'));
    expect(broken).toMatchObject({ ok: false, reason: 'setup.sh failed (exit status 3).' });
    expect(logs.join('')).toContain('about to fail');
    const slow = await request(6, zip('#!/bin/bash\nsleep 60\n'), 2);
    expect(slow).toMatchObject({ ok: false, reason: 'setup.sh did not finish within 2 seconds.' });
    // A failed build is not cached: asking again builds again.
    expect(await request(5, zip('#!/bin/bash\nexit 3\n'))).toMatchObject({ ok: false });
  }, 300_000);
});
