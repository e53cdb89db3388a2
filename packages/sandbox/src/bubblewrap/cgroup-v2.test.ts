// The v2 backend against a folder laid out as cgroupfs shows it: the files a kernel would have in each group,
// with what the kernel would write into the counters. The test then reads back exactly what the backend wrote.
import { mkdtempSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CgroupV2Backend } from './cgroup-v2';

/** The files the kernel shows in a new group (of a host offering memory, pids and cpu, with swap accounting). */
async function makeGroup(path: string, extra: Record<string, string> = {}): Promise<void> {
  await mkdir(path, { recursive: true });
  const files: Record<string, string> = {
    'cgroup.controllers': 'cpuset cpu io memory hugetlb pids rdma misc\n',
    'cgroup.subtree_control': '\n',
    'cgroup.procs': '',
    'cgroup.kill': '',
    'cgroup.events': 'populated 0\nfrozen 0\n',
    'cpu.stat': 'usage_usec 0\nuser_usec 0\nsystem_usec 0\n',
    'cpu.max': 'max 100000\n',
    'memory.max': 'max\n',
    'memory.swap.max': 'max\n',
    'memory.oom.group': '0\n',
    'memory.events': 'low 0\nhigh 0\nmax 0\noom 0\noom_kill 0\noom_group_kill 0\n',
    'memory.peak': '0\n',
    'pids.max': 'max\n',
    ...extra,
  };
  for (const [name, content] of Object.entries(files)) await writeFile(`${path}/${name}`, content);
}

const read = (path: string) => readFile(path, 'utf8');

describe('the cgroup v2 backend', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(`${tmpdir()}/marginalia-cgroupfs-`);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('moves the worker into a leaf, enables the controllers and makes a slot group with the run limits', async () => {
    const own = '/system.slice/marginalia-worker.service';
    await makeGroup(`${root}${own}`, { 'cgroup.procs': '4242\n4250\n' });
    const slot = `${root}${own}/marginalia-sandbox/uid-10001`;
    // The kernel populates a group's folder when it is made; here the test does.
    await makeGroup(`${root}${own}/marginalia-sandbox`);
    await makeGroup(slot);

    const group = await new CgroupV2Backend(root, own).openSlot('uid-10001');

    // No internal processes: the worker's processes left its group before the group distributed controllers.
    expect(await read(`${root}${own}/worker/cgroup.procs`)).toBe('4242\n4250\n');
    expect(await read(`${root}${own}/cgroup.subtree_control`)).toBe('+memory +pids +cpu');
    expect(await read(`${root}${own}/marginalia-sandbox/cgroup.subtree_control`)).toBe('+memory +pids +cpu');
    expect(group.version).toBe('cgroup-v2');
    expect(group.cpuCores).toBe(1);
    expect(group.procsFiles).toEqual([`${slot}/cgroup.procs`]);

    await group.prepare({ memoryBytes: 1104 * 1024 * 1024, processes: 67 });
    expect(await read(`${slot}/memory.max`)).toBe(String(1104 * 1024 * 1024));
    expect(await read(`${slot}/memory.swap.max`)).toBe('0');
    expect(await read(`${slot}/memory.oom.group`)).toBe('1');
    expect(await read(`${slot}/pids.max`)).toBe('67');
    expect(await read(`${slot}/cpu.max`)).toBe('100000 100000');
  });

  it('reads CPU time, out-of-memory kills, the peak and the pids from the kernel files', async () => {
    const slot = `${root}/marginalia-sandbox/uid-10002`;
    await makeGroup(root, { 'cgroup.procs': '1\n' });
    await makeGroup(`${root}/marginalia-sandbox`);
    await makeGroup(slot);
    const group = await new CgroupV2Backend(root, '').openSlot('uid-10002');
    // The hierarchy's root may keep its processes: nothing moved.
    await expect(stat(`${root}/worker`)).rejects.toThrow(/ENOENT/);
    expect(await read(`${root}/cgroup.subtree_control`)).toBe('+memory +pids +cpu');

    await writeFile(`${slot}/cpu.stat`, 'usage_usec 2500000\nuser_usec 2400000\nsystem_usec 100000\nnr_periods 30\n');
    await writeFile(`${slot}/memory.events`, 'low 0\nhigh 0\nmax 12\noom 1\noom_kill 3\noom_group_kill 1\n');
    await writeFile(`${slot}/memory.peak`, '805306368\n');
    await writeFile(`${slot}/cgroup.procs`, '5001\n5002\n');
    expect(await group.cpuNanoseconds()).toBe(2_500_000_000);
    expect(await group.oomKills()).toBe(4);
    expect(await group.peakMemoryBytes()).toBe(805306368);
    expect(await group.pids()).toEqual([5001, 5002]);

    await group.killAll();
    expect(await read(`${slot}/cgroup.kill`)).toBe('1');
  });

  it('leaves what a kernel lacks: no swap file, no memory.peak, no cpu controller', async () => {
    const own = '/marginalia';
    await makeGroup(`${root}${own}`, { 'cgroup.controllers': 'memory pids\n' });
    const slot = `${root}${own}/marginalia-sandbox/uid-10003`;
    await makeGroup(`${root}${own}/marginalia-sandbox`);
    await makeGroup(slot);
    await rm(`${slot}/memory.swap.max`);
    await rm(`${slot}/memory.peak`);
    await rm(`${slot}/cpu.max`);
    const group = await new CgroupV2Backend(root, own).openSlot('uid-10003');
    await group.prepare({ memoryBytes: 1024, processes: 4 });
    expect(await read(`${root}${own}/cgroup.subtree_control`)).toBe('+memory +pids');
    expect(group.cpuCores).toBeNull();
    await expect(stat(`${slot}/memory.swap.max`)).rejects.toThrow(/ENOENT/);
    await expect(stat(`${slot}/cpu.max`)).rejects.toThrow(/ENOENT/);
    expect(await group.peakMemoryBytes()).toBeNull();
    // Nobody to move: the group had no processes.
    await expect(stat(`${root}${own}/worker`)).rejects.toThrow(/ENOENT/);
  });

  it('does not touch a group whose controllers are already enabled', async () => {
    const own = '/svc';
    await makeGroup(`${root}${own}`, { 'cgroup.subtree_control': 'cpu memory pids\n', 'cgroup.procs': '' });
    await makeGroup(`${root}${own}/marginalia-sandbox`);
    await makeGroup(`${root}${own}/marginalia-sandbox/uid-1`);
    await new CgroupV2Backend(root, own).openSlot('uid-1');
    expect(await read(`${root}${own}/cgroup.subtree_control`)).toBe('cpu memory pids\n');
  });

  it('refuses a group the memory or pids controller was not delegated to, saying how to delegate', async () => {
    const own = '/user.slice/user-1000.slice/session-2.scope';
    await makeGroup(`${root}${own}`, { 'cgroup.controllers': 'cpu io\n' });
    await expect(new CgroupV2Backend(root, own).openSlot('uid-1')).rejects.toThrow(
      "the worker's cgroup /user.slice/user-1000.slice/session-2.scope has no memory or pids controller (run the worker as root, or as a systemd unit with Delegate=yes)",
    );
  });

  it('removes a slot group with cgroup.kill first', async () => {
    const slot = `${root}/svc/marginalia-sandbox/uid-7`;
    await makeGroup(`${root}/svc`);
    await makeGroup(`${root}/svc/marginalia-sandbox`);
    // A kernel shows files in a group yet removes it with rmdir; an empty folder stands in for it here.
    await mkdir(slot, { recursive: true });
    const group = await new CgroupV2Backend(root, '/svc').openSlot('uid-7').catch(() => null);
    expect(group).not.toBeNull(); // prepare wrote its files into the folder
    for (const name of ['memory.max', 'memory.oom.group', 'pids.max', 'cpu.max']) await rm(`${slot}/${name}`);
    await writeFile(`${slot}/cgroup.kill`, '');
    await group!.remove();
    // cgroup.kill was written; the folder held it, so rmdir left it (as a busy group would be left, to be reused).
    expect(await read(`${slot}/cgroup.kill`)).toBe('1');
    await rm(`${slot}/cgroup.kill`);
    await group!.remove();
    await expect(stat(slot)).rejects.toThrow(/ENOENT/);
  });
});
