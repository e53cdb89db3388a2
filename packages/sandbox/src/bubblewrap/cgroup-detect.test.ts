// Which backend the worker gets, from sample /proc/self/mountinfo and /proc/self/cgroup texts of each kind of host
// (cgroup v1, v2, hybrid, and a container's cgroup namespace), with the v2 hierarchy laid out in a temporary folder.
import { mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findCgroupBackend, parseCgroupLayout } from './cgroup-detect';

const V1_MOUNTINFO = `22 1 8:1 / / rw,relatime shared:1 - ext4 /dev/sda1 rw
31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755
32 31 0:29 / /sys/fs/cgroup/cpu,cpuacct rw,relatime - cgroup cgroup rw,cpu,cpuacct
35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids
`;
const V1_CGROUP = `4:memory:/workers/a
3:pids:/workers/a
2:cpu,cpuacct:/
0::/
`;

/** systemd's hybrid layout: the controllers on v1, an empty cgroup2 at unified/. */
const HYBRID_MOUNTINFO = `${V1_MOUNTINFO}41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw,nsdelegate
`;

const v2Mountinfo = (mountPoint: string, root = '/') => `22 1 8:1 / / rw,relatime shared:1 - ext4 /dev/sda1 rw
30 22 0:26 ${root} ${mountPoint} rw,nosuid,nodev,noexec,relatime shared:4 - cgroup2 cgroup2 rw,nsdelegate,memory_recursiveprot
`;

describe('parseCgroupLayout', () => {
  it('finds the v1 hierarchies and the worker group in each', () => {
    expect(parseCgroupLayout(V1_MOUNTINFO, V1_CGROUP)).toEqual({
      v1: {
        memory: { mount: '/sys/fs/cgroup/memory', own: '/workers/a' },
        pids: { mount: '/sys/fs/cgroup/pids', own: '/workers/a' },
        cpuacct: { mount: '/sys/fs/cgroup/cpu,cpuacct', own: '' },
      },
      v2: null,
    });
  });

  it('finds the unified hierarchy and the worker group on a v2 host', () => {
    const layout = parseCgroupLayout(v2Mountinfo('/sys/fs/cgroup'), '0::/system.slice/marginalia-worker.service\n');
    expect(layout).toEqual({ v1: null, v2: { mount: '/sys/fs/cgroup', own: '/system.slice/marginalia-worker.service' } });
  });

  it('finds both on a hybrid host', () => {
    const layout = parseCgroupLayout(HYBRID_MOUNTINFO, V1_CGROUP);
    expect(layout.v1?.memory).toEqual({ mount: '/sys/fs/cgroup/memory', own: '/workers/a' });
    expect(layout.v2).toEqual({ mount: '/sys/fs/cgroup/unified', own: '' });
  });

  it('reads the group relative to the mount inside a cgroup namespace, and refuses one outside it', () => {
    // A container's own cgroup2 mount: its root is the namespace's root, the worker at its top.
    expect(parseCgroupLayout(v2Mountinfo('/sys/fs/cgroup'), '0::/\n').v2).toEqual({ mount: '/sys/fs/cgroup', own: '' });
    // The host's hierarchy mounted from a subtree: the mount's root is a prefix of the group.
    expect(parseCgroupLayout(v2Mountinfo('/sys/fs/cgroup', '/docker/abc'), '0::/docker/abc/worker\n').v2).toEqual({ mount: '/sys/fs/cgroup', own: '/worker' });
    // A group outside the namespace's view, or outside the mounted subtree, cannot be reached.
    expect(parseCgroupLayout(v2Mountinfo('/sys/fs/cgroup'), '0::/../../system.slice\n').v2).toBeNull();
    expect(parseCgroupLayout(v2Mountinfo('/sys/fs/cgroup', '/docker/abc'), '0::/docker/other\n').v2).toBeNull();
  });

  it('finds nothing without cgroup mounts', () => {
    expect(parseCgroupLayout('22 1 8:1 / / rw - ext4 /dev/sda1 rw\n', '0::/\n')).toEqual({ v1: null, v2: null });
  });
});

describe('findCgroupBackend', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(`${tmpdir()}/marginalia-cgroup-detect-`);
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  /** A /proc/self of the given texts, and a cgroup2 hierarchy whose worker group offers `controllers`. */
  async function host(mountinfo: (cgroupfs: string) => string, cgroup: string, controllers: string | null, own = '') {
    const cgroupfs = `${folder}/cgroupfs`;
    await mkdir(`${folder}/proc`, { recursive: true });
    await writeFile(`${folder}/proc/mountinfo`, mountinfo(cgroupfs));
    await writeFile(`${folder}/proc/cgroup`, cgroup);
    if (controllers !== null) {
      await mkdir(`${cgroupfs}${own}`, { recursive: true });
      await writeFile(`${cgroupfs}${own}/cgroup.controllers`, controllers);
    }
    return findCgroupBackend({ proc: `${folder}/proc` });
  }

  it('picks v2 on a unified host whose worker group has memory and pids', async () => {
    const choice = await host((fs) => v2Mountinfo(fs), '0::/svc\n', 'cpu io memory pids\n', '/svc');
    expect(choice.backend?.version).toBe('cgroup-v2');
    expect(choice.backend).toMatchObject({ root: `${folder}/cgroupfs`, own: '/svc' });
  });

  it('picks v1 on a v1 host', async () => {
    const choice = await host(() => V1_MOUNTINFO, V1_CGROUP, null);
    expect(choice.backend?.version).toBe('cgroup-v1');
  });

  it('picks v1 on a hybrid host whose cgroup2 has no controllers, v2 on one whose cgroup2 has them', async () => {
    const hybrid = (fs: string) => `${V1_MOUNTINFO}41 31 0:38 / ${fs} rw,relatime - cgroup2 cgroup2 rw\n`;
    expect((await host(hybrid, V1_CGROUP, '')).backend?.version).toBe('cgroup-v1');
    await rm(`${folder}/cgroupfs`, { recursive: true });
    expect((await host(hybrid, V1_CGROUP.replace('0::/', '0::/w'), 'memory pids\n', '/w')).backend?.version).toBe('cgroup-v2');
  });

  it('says why there is no backend on a v2 host whose worker group was not delegated', async () => {
    const choice = await host((fs) => v2Mountinfo(fs), '0::/user.slice\n', 'cpu io\n', '/user.slice');
    expect(choice).toEqual({
      backend: null,
      reason: `No cgroup can cap a run's memory and processes here: the worker's cgroup v2 group /user.slice (in ${folder}/cgroupfs) offers no memory or pids controller: run the worker as root, or as a systemd unit with Delegate=yes.`,
    });
  });

  it('says why there is no backend without any cgroup mount', async () => {
    const choice = await host(() => '22 1 8:1 / / rw - ext4 /dev/sda1 rw\n', '0::/\n', null);
    expect(choice).toEqual({
      backend: null,
      reason: "No cgroup can cap a run's memory and processes here: neither cgroup v2 nor cgroup v1 memory, pids, cpuacct hierarchies are mounted.",
    });
  });
});
