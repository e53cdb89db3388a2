// Hostile programs that go after files: filling the disk, a million tiny files, files past the size limit, writing
// where nothing is writable, and links planted for the host to follow when it reads, restores or disposes.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { SHORT, UNAVAILABLE, hostileRun, program, requireSandbox, text, useSandbox } from './harness';

describe.skipIf(UNAVAILABLE)('hostile programs against the file system', { timeout: 30_000 }, () => {
  const env = useSandbox({ firstUid: 31301, slots: 2 });

  it('fills only its own small disk, and the next run and the host are unaffected', async () => {
    const workspace = await env.workspace({ diskMb: 4, maxFiles: 64 });
    try {
      const fill = await hostileRun(workspace, { command: ['sh', '-c', 'cat /dev/zero > /box/fill; echo "box $?"; cat /dev/zero > /tmp/fill; echo "tmp $?"'], limits: SHORT });
      expect(fill.verdict).toBe('exited');
      // Stopped by the 4 MiB disk (or the 8 MiB file-size limit, whichever comes first), never by the host's disk.
      expect(text(fill.stdout)).toMatch(/^box [1-9]\d*\ntmp [1-9]\d*\n$/);
      const box = await workspace.run({ command: ['sh', '-c', 'du -sk /box | cut -f1'], limits: SHORT });
      expect(Number(text(box.stdout))).toBeLessThanOrEqual(4 * 1024);
      // /tmp is emptied after every run.
      const tmp = await workspace.run({ command: ['ls', '-A', '/tmp'], limits: SHORT });
      expect(text(tmp.stdout)).toBe('');
    } finally {
      await workspace.dispose();
    }
  });

  it('stops a file past the file-size limit with SIGXFSZ', async () => {
    const workspace = await env.workspace({ diskMb: 32, maxFiles: 64 });
    try {
      const result = await hostileRun(workspace, { command: ['sh', '-c', 'exec head -c 20000000 /dev/zero > /box/big'], limits: SHORT });
      expect(result).toMatchObject({ verdict: 'signalled', signal: 'SIGXFSZ' });
    } finally {
      await workspace.dispose();
    }
  });

  it('stops a million tiny files at the file count, in the workspace, /tmp and /dev/shm', async () => {
    const workspace = await env.workspace({ diskMb: 16, maxFiles: 200 });
    try {
      await workspace.writeFile('many.py', program('many-files.py'));
      for (const folder of ['/box/files', '/tmp', '/dev/shm']) {
        const result = await hostileRun(workspace, { command: ['sh', '-c', `mkdir -p ${folder} && python3 /box/many.py ${folder}`], limits: SHORT });
        expect(result).toMatchObject({ verdict: 'exited', exitCode: 0 });
        // ENOSPC (28) long before a million.
        expect(text(result.stdout)).toMatch(/^stopped \d+ 28\n$/);
        expect(Number(text(result.stdout).split(' ')[1])).toBeLessThan(5000);
      }
    } finally {
      await workspace.dispose();
    }
  });

  it('cannot write anywhere but /box, /tmp and /dev/shm', async () => {
    const workspace = await env.workspace();
    try {
      const targets = ['/usr/x', '/etc/x', '/x', '/dev/x', '/proc/x', '/bin/x', '/box/../x'];
      const script = targets.map((target) => `(echo hi > ${target}) 2>/dev/null && echo "wrote ${target}"`).join('; ') + '; echo done';
      const result = await hostileRun(workspace, { command: ['sh', '-c', script], limits: SHORT });
      expect(text(result.stdout)).toBe('done\n');
    } finally {
      await workspace.dispose();
    }
  });

  it('sees none of the host: no /root, no /etc/shadow, no worker processes, no other workspace', async () => {
    const mine = await env.workspace();
    const other = await env.workspace();
    try {
      await other.writeFile('secret.txt', 'hidden test answer');
      const script = [
        'ls /root 2>&1 | head -1',
        'cat /etc/shadow 2>&1 | head -1',
        `cat ${env.root}/slot-1/secret.txt ${env.root}/slot-0/secret.txt 2>&1 | head -1`,
        'echo pids $(ls /proc | grep -E "^[0-9]+$")',
        'echo etc $(ls /etc)',
      ].join('; ');
      const result = await hostileRun(mine, { command: ['sh', '-c', script], limits: SHORT });
      const [root, shadow, neighbour, pids, etc] = text(result.stdout).trim().split('\n');
      expect(root).toMatch(/No such file or directory/);
      expect(shadow).toMatch(/No such file or directory/);
      expect(neighbour).toMatch(/No such file or directory/);
      // Its own processes only: bwrap's init and this run's few, numbered from 1 in its own pid namespace.
      const numbers = pids!.split(' ').slice(1).map(Number);
      expect(numbers.length).toBeLessThan(8);
      expect(Math.max(...numbers)).toBeLessThan(20);
      // Only what toolchains need from /etc, and the sandbox's own user and host files.
      const names = etc!.split(' ').slice(1);
      expect(names).toContain('passwd');
      expect(names).toContain('ld.so.cache');
      for (const hidden of ['shadow', 'gshadow', 'postgresql', 'npmrc', 'environment', 'ssh']) expect(names).not.toContain(hidden);
    } finally {
      await mine.dispose();
      await other.dispose();
    }
  });

  it('starts every workspace of a slot empty', async () => {
    const first = await env.workspace();
    await first.writeFile('secret.txt', 'hidden test answer');
    await first.run({ command: ['sh', '-c', 'echo left > /box/left-by-run; echo tmp > /tmp/left'], limits: SHORT });
    await first.dispose();
    const next = await env.workspace();
    const again = await env.workspace();
    try {
      for (const workspace of [next, again]) {
        const listing = await workspace.run({ command: ['sh', '-c', 'ls -A /box /tmp'], limits: SHORT });
        expect(text(listing.stdout)).toBe('/box:\n\n/tmp:\n');
      }
    } finally {
      await next.dispose();
      await again.dispose();
    }
  });

  it('never follows a planted link when the host reads, restores or disposes', async () => {
    const hostFolder = await mkdtemp(`${tmpdir()}/marginalia-sandbox-host-`);
    const hostFile = `${hostFolder}/host-secret.txt`;
    await writeFile(hostFile, 'host secret');
    const workspace = await env.workspace();
    try {
      await workspace.writeFile('tests/expected.txt', 'expected output');
      await workspace.checkpoint();
      const plant = [
        `ln -s ${hostFile} /box/link`,
        `ln -s ${hostFolder} /box/folder-link`,
        'rm -r /box/tests && ln -s /etc /box/tests',
        'ln -s /box/link /box/chain',
        'mkfifo /box/fifo',
        // A hard link to a host file cannot be made across file systems.
        `ln /etc/passwd /box/hard 2>/dev/null || echo "no hard link"`,
      ].join('; ');
      const result = await hostileRun(workspace, { command: ['sh', '-c', plant], limits: SHORT });
      expect(text(result.stdout)).toBe('no hard link\n');
      expect(await workspace.readFile('link', 1000)).toBeNull();
      expect(await workspace.readFile('chain', 1000)).toBeNull();
      expect(await workspace.readFile('folder-link/host-secret.txt', 1000)).toBeNull();
      expect(await workspace.readFile('tests/passwd', 100_000)).toBeNull();
      expect(await workspace.readFile('fifo', 1000)).toBeNull();
      // Writing through a planted link is refused, not followed.
      await expect(workspace.writeFile('link', 'overwritten')).rejects.toThrow();
      await expect(workspace.writeFile('folder-link/x.txt', 'x')).rejects.toThrow();
      expect(await readFile(hostFile, 'utf8')).toBe('host secret');

      await workspace.restore();
      expect(text((await workspace.readFile('tests/expected.txt', 1000))!)).toBe('expected output');
      expect(await workspace.readFile('link', 1000)).toBeNull();
      const listing = await workspace.run({ command: ['ls', '-A', '/box'], limits: SHORT });
      expect(text(listing.stdout)).toBe('tests\n');

      // A link planted before dispose: disposing removes the link, not what it points to.
      await workspace.run({ command: ['sh', '-c', `ln -s ${hostFolder} /box/again`], limits: SHORT });
    } finally {
      await workspace.dispose();
    }
    expect(await readFile(hostFile, 'utf8')).toBe('host secret');
    await rm(hostFolder, { recursive: true, force: true });
  });

  it('refuses workspace paths that leave the folder', async () => {
    const workspace = await env.workspace();
    try {
      for (const path of ['../x', '/etc/passwd', 'a/../../x', '', 'a\0b']) {
        await expect(workspace.writeFile(path, 'x')).rejects.toThrow();
        expect(await workspace.readFile(path, 10)).toBeNull();
      }
      await workspace.writeFile('big.txt', 'x'.repeat(100));
      expect(await workspace.readFile('big.txt', 99)).toBeNull();
      expect((await workspace.readFile('big.txt', 100))?.length).toBe(100);
    } finally {
      await workspace.dispose();
    }
  });

  it('restores a checkpoint with its owners and modes, as often as asked', async () => {
    const workspace = await env.workspace();
    try {
      await workspace.writeFile('run.sh', '#!/bin/sh\necho run\n', { executable: true });
      await workspace.writeFile('data/input.txt', 'input');
      await workspace.checkpoint();
      for (let i = 0; i < 3; i++) {
        await workspace.run({ command: ['sh', '-c', 'rm -rf /box/data; echo changed > /box/run.sh; chmod 600 /box/run.sh; touch /box/new'], limits: SHORT });
        await workspace.restore();
        const check = await workspace.run({ command: ['sh', '-c', './run.sh && cat data/input.txt && ls -A /box | tr "\\n" " " && stat -c "%U %a" run.sh'], limits: SHORT });
        expect(text(check.stdout)).toBe('run\ninputdata run.sh sandbox 755\n');
      }
    } finally {
      await workspace.dispose();
    }
  });
});

requireSandbox();
