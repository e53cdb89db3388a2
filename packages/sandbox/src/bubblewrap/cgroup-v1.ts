// The cgroup v1 backend: per-slot memory, pids and cpuacct groups under the worker's own groups in each of those
// hierarchies. RLIMIT_AS and RLIMIT_CPU count one process at a time: 64 processes of 768 MB each would exceed any
// worker's memory, and 64 CPU loops would each get the full CPU limit. The groups count the run as a whole.
import { mkdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import { SANDBOX_GROUP, type CgroupBackend, type GroupLimits, type SlotCgroup } from './cgroups';

export const V1_CONTROLLERS = ['memory', 'pids', 'cpuacct'] as const;
export type V1Controller = (typeof V1_CONTROLLERS)[number];

/** Where each controller's hierarchy is mounted, and the worker's own group in it ('' at the root). */
export type V1Hierarchies = Record<V1Controller, { mount: string; own: string }>;

export class CgroupV1Backend implements CgroupBackend {
  readonly version = 'cgroup-v1' as const;

  constructor(private readonly hierarchies: V1Hierarchies) {}

  async openSlot(name: string): Promise<SlotCgroup> {
    const paths = {} as Record<V1Controller, string>;
    for (const controller of V1_CONTROLLERS) {
      const { mount, own } = this.hierarchies[controller];
      const path = `${mount}${own}/${SANDBOX_GROUP}/${name}`;
      await mkdir(path, { recursive: true });
      paths[controller] = path;
    }
    const group = new V1SlotCgroup(paths);
    // Proves the files this class writes exist and are writable.
    await group.prepare({ memoryBytes: 64 * 1024 * 1024, processes: 8 });
    return group;
  }
}

class V1SlotCgroup implements SlotCgroup {
  readonly version = 'cgroup-v1' as const;
  /** v1's cpu controller is not used: the CPU time limit counts the run's CPU, whatever the number of cores. */
  readonly cpuCores = null;

  constructor(private readonly paths: Record<V1Controller, string>) {}

  get procsFiles(): string[] {
    return V1_CONTROLLERS.map((controller) => `${this.paths[controller]}/cgroup.procs`);
  }

  async prepare(limits: GroupLimits): Promise<void> {
    await writeFile(`${this.paths.memory}/memory.limit_in_bytes`, String(limits.memoryBytes));
    await writeFile(`${this.paths.memory}/memory.max_usage_in_bytes`, '0');
    await writeFile(`${this.paths.memory}/memory.failcnt`, '0');
    await writeFile(`${this.paths.pids}/pids.max`, String(limits.processes));
    await writeFile(`${this.paths.cpuacct}/cpuacct.usage`, '0');
  }

  async cpuNanoseconds(): Promise<number> {
    return Number((await readFile(`${this.paths.cpuacct}/cpuacct.usage`, 'utf8')).trim());
  }

  async oomKills(): Promise<number> {
    const control = await readFile(`${this.paths.memory}/memory.oom_control`, 'utf8');
    const kills = /^oom_kill (\d+)/m.exec(control);
    return kills ? Number(kills[1]) : 0;
  }

  async peakMemoryBytes(): Promise<number> {
    return Number((await readFile(`${this.paths.memory}/memory.max_usage_in_bytes`, 'utf8')).trim());
  }

  /** Pids still in the group (any controller: a process is in all three or none). */
  async pids(): Promise<number[]> {
    return parsePids(await readFile(`${this.paths.pids}/cgroup.procs`, 'utf8'));
  }

  /** v1 has no cgroup.kill: the workspace kills the slot's uid, which forks cannot outrun. */
  async killAll(): Promise<void> {}

  async remove(): Promise<void> {
    for (const controller of V1_CONTROLLERS) {
      try {
        await rmdir(this.paths[controller]);
      } catch {
        // still busy or already gone; a later open reuses it
      }
    }
  }
}

export function parsePids(text: string): number[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(Number);
}
