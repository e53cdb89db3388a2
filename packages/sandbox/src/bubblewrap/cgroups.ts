// Per-slot cgroup v1 groups (memory, pids, cpuacct) under the worker's own cgroups, so that the worker's limits
// still cover its runs. RLIMIT_AS and RLIMIT_CPU count one process at a time: 64 processes of 768 MB each would
// exceed any worker's memory, and 64 CPU loops would each get the full CPU limit. The groups count the run as a
// whole. When the hierarchies are missing or not writable, runs fall back to the rlimits alone.
import { mkdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';

const CONTROLLERS = ['memory', 'pids', 'cpuacct'] as const;
type Controller = (typeof CONTROLLERS)[number];

/** Where each controller's hierarchy is mounted, and the worker's own group in it. */
type Hierarchies = Record<Controller, { mount: string; own: string }>;

function findHierarchies(): Hierarchies | null {
  let mountinfo: string;
  let membership: string;
  try {
    mountinfo = readFileSync('/proc/self/mountinfo', 'utf8');
    membership = readFileSync('/proc/self/cgroup', 'utf8');
  } catch {
    return null;
  }
  const found: Partial<Hierarchies> = {};
  for (const controller of CONTROLLERS) {
    const mountLine = mountinfo.split('\n').find((line) => {
      const [, after] = line.split(' - ');
      if (!after) return false;
      const [fstype, , options] = after.split(' ');
      return fstype === 'cgroup' && (options ?? '').split(',').includes(controller);
    });
    const member = membership.split('\n').find((line) => (line.split(':')[1] ?? '').split(',').includes(controller));
    if (!mountLine || !member) return null;
    const fields = mountLine.split(' ');
    const root = fields[3]!;
    const mount = fields[4]!;
    const path = member.split(':').slice(2).join(':');
    // Inside a cgroup namespace the mount's root is a prefix of what /proc/self/cgroup shows.
    const own = root !== '/' && path.startsWith(root) ? path.slice(root.length) : path;
    found[controller] = { mount, own: own === '/' ? '' : own };
  }
  return found as Hierarchies;
}

export class SlotCgroup {
  private constructor(private readonly paths: Record<Controller, string>) {}

  /** Creates (or reuses) the groups of one slot; null when cgroup v1 is not usable here. */
  static async open(groupName: string): Promise<SlotCgroup | null> {
    const hierarchies = findHierarchies();
    if (!hierarchies) return null;
    const paths = {} as Record<Controller, string>;
    try {
      for (const controller of CONTROLLERS) {
        const { mount, own } = hierarchies[controller];
        const path = `${mount}${own}/marginalia-sandbox/${groupName}`;
        await mkdir(path, { recursive: true });
        paths[controller] = path;
      }
      const group = new SlotCgroup(paths);
      // Proves the files this class writes exist and are writable.
      await group.prepare({ memoryBytes: 64 * 1024 * 1024, processes: 8 });
      return group;
    } catch {
      return null;
    }
  }

  /** The files a wrapper writes its pid into, so that the run and everything it forks start inside the groups. */
  get procsFiles(): string[] {
    return CONTROLLERS.map((controller) => `${this.paths[controller]}/cgroup.procs`);
  }

  /** Sets this run's limits and zeroes its counters. */
  async prepare(limits: { memoryBytes: number; processes: number }): Promise<void> {
    await writeFile(`${this.paths.memory}/memory.limit_in_bytes`, String(limits.memoryBytes));
    await writeFile(`${this.paths.memory}/memory.max_usage_in_bytes`, '0');
    await writeFile(`${this.paths.memory}/memory.failcnt`, '0');
    await writeFile(`${this.paths.pids}/pids.max`, String(limits.processes));
    await writeFile(`${this.paths.cpuacct}/cpuacct.usage`, '0');
  }

  /** CPU time of every process of the run since `prepare`, in nanoseconds. */
  async cpuNanoseconds(): Promise<number> {
    return Number((await readFile(`${this.paths.cpuacct}/cpuacct.usage`, 'utf8')).trim());
  }

  /** How many times the kernel's OOM killer has acted in this group (it never goes down; compare two readings). */
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
    const text = await readFile(`${this.paths.pids}/cgroup.procs`, 'utf8');
    return text
      .split('\n')
      .filter((line) => line !== '')
      .map(Number);
  }

  /** Removes the groups; they must be empty. */
  async remove(): Promise<void> {
    for (const controller of CONTROLLERS) {
      try {
        await rmdir(this.paths[controller]);
      } catch {
        // still busy or already gone; a later open reuses it
      }
    }
  }
}
