// The cgroup v2 backend (the unified hierarchy of current Linux hosts). The worker's own group must be delegated
// to it: the worker runs as root, or as a systemd unit with `Delegate=yes` (README, "Adding worker hosts").
//
// Layout under the worker's own group (`own`):
//   own/cgroup.subtree_control          +memory +pids +cpu, so that the children can be limited
//   own/worker/                         the worker's own processes: a group with processes cannot enable
//                                       controllers for its children (the "no internal processes" rule), so they
//                                       move into this leaf first; the hierarchy's root is exempt from the rule
//   own/marginalia-sandbox/             subtree_control +memory +pids +cpu
//   own/marginalia-sandbox/<slot>/      one slot's runs: memory.max, memory.swap.max = 0, memory.oom.group = 1,
//                                       pids.max, cpu.max (one CPU: see CPU_QUOTA)
//
// Every path comes from `root` (where cgroup2 is mounted) so that the backend can be tested against a folder laid
// out like cgroupfs.
import { access, appendFile, mkdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import { SANDBOX_GROUP, type CgroupBackend, type GroupLimits, type SlotCgroup } from './cgroups';
import { parsePids } from './cgroup-v1';

/** Controllers a slot needs; `cpu` is used where the host offers it. */
export const V2_REQUIRED = ['memory', 'pids'] as const;
const V2_WANTED = ['memory', 'pids', 'cpu'] as const;
/** The leaf the worker's own processes move into. */
export const WORKER_LEAF = 'worker';
/**
 * cpu.max of a run: one CPU's worth of time in every period. The CPU time limit counts the run's CPU in total; the
 * quota keeps a run of many threads from taking every core of the host from the other slots meanwhile, and makes
 * its CPU time at most its wall time, as it is for a program of one thread.
 */
export const CPU_PERIOD_USEC = 100_000;
export const CPU_CORES = 1;
export const CPU_QUOTA = `${CPU_PERIOD_USEC * CPU_CORES} ${CPU_PERIOD_USEC}`;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

export class CgroupV2Backend implements CgroupBackend {
  readonly version = 'cgroup-v2' as const;
  private delegated: Promise<{ folder: string; controllers: string[] }> | null = null;

  /**
   * @param root where cgroup2 is mounted (e.g. /sys/fs/cgroup)
   * @param own the worker's own group below it ('' at the root, else starting with /)
   */
  constructor(
    readonly root: string,
    readonly own: string,
  ) {}

  async openSlot(name: string): Promise<SlotCgroup> {
    this.delegated ??= this.delegate();
    this.delegated.catch(() => {
      this.delegated = null;
    });
    const { folder, controllers } = await this.delegated;
    const path = `${folder}/${name}`;
    await mkdir(path, { recursive: true });
    const group = new V2SlotCgroup(path, controllers.includes('cpu'));
    await group.prepare({ memoryBytes: 64 * 1024 * 1024, processes: 8 });
    return group;
  }

  /** Makes the worker's group able to limit its children, once: the slots' parent folder and the controllers. */
  private async delegate(): Promise<{ folder: string; controllers: string[] }> {
    const own = `${this.root}${this.own}`;
    const available = words(await readFile(`${own}/cgroup.controllers`, 'utf8'));
    const missing = V2_REQUIRED.filter((controller) => !available.includes(controller));
    if (missing.length > 0) throw new Error(`the worker's cgroup ${this.own || '/'} has no ${missing.join(' or ')} controller (${delegationHint})`);
    const controllers = V2_WANTED.filter((controller) => available.includes(controller));
    const enable = controllers.map((controller) => `+${controller}`).join(' ');
    const enabled = words(await readFile(`${own}/cgroup.subtree_control`, 'utf8'));
    if (!controllers.every((controller) => enabled.includes(controller))) {
      // The root may keep its processes; any other group must be a leaf or distribute, never both.
      if (this.own !== '') await this.moveOwnProcesses(own);
      try {
        await writeFile(`${own}/cgroup.subtree_control`, enable);
      } catch (error) {
        // The root of a cgroup namespace is not the hierarchy's root: there the rule applies as well.
        if (this.own !== '') throw error;
        await this.moveOwnProcesses(own);
        await writeFile(`${own}/cgroup.subtree_control`, enable);
      }
    }
    const folder = `${own}/${SANDBOX_GROUP}`;
    await mkdir(folder, { recursive: true });
    await writeFile(`${folder}/cgroup.subtree_control`, enable);
    return { folder, controllers };
  }

  /** Moves every process of the worker's group (the worker, and whatever started it there) into its leaf. */
  private async moveOwnProcesses(own: string): Promise<void> {
    const pids = parsePids(await readFile(`${own}/cgroup.procs`, 'utf8'));
    if (pids.length === 0) return;
    const leaf = `${own}/${WORKER_LEAF}`;
    await mkdir(leaf, { recursive: true });
    for (const pid of pids) {
      try {
        // One pid per write, as the kernel takes them.
        await appendFile(`${leaf}/cgroup.procs`, `${pid}\n`);
      } catch (error) {
        // A process that ended meanwhile is no longer in the way.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
  }
}

export const delegationHint = 'run the worker as root, or as a systemd unit with Delegate=yes';

class V2SlotCgroup implements SlotCgroup {
  readonly version = 'cgroup-v2' as const;
  readonly cpuCores: number | null;

  constructor(
    private readonly path: string,
    private readonly cpu: boolean,
  ) {
    this.cpuCores = cpu ? CPU_CORES : null;
  }

  get procsFiles(): string[] {
    return [`${this.path}/cgroup.procs`];
  }

  /** v2's counters cannot be zeroed: the workspace compares readings taken before and after a run. */
  async prepare(limits: GroupLimits): Promise<void> {
    await writeFile(`${this.path}/memory.max`, String(limits.memoryBytes));
    // Without swap accounting (or swap) the kernel shows no memory.swap.max, and nothing can be swapped anyway.
    if (await exists(`${this.path}/memory.swap.max`)) await writeFile(`${this.path}/memory.swap.max`, '0');
    // An out-of-memory kill takes the whole run, so that a fork bomb of memory hogs dies at once, not one by one.
    await writeFile(`${this.path}/memory.oom.group`, '1');
    await writeFile(`${this.path}/pids.max`, String(limits.processes));
    if (this.cpu) await writeFile(`${this.path}/cpu.max`, CPU_QUOTA);
  }

  async cpuNanoseconds(): Promise<number> {
    const usage = /^usage_usec (\d+)/m.exec(await readFile(`${this.path}/cpu.stat`, 'utf8'));
    return usage ? Number(usage[1]) * 1000 : 0;
  }

  async oomKills(): Promise<number> {
    const events = await readFile(`${this.path}/memory.events`, 'utf8');
    const count = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(events)?.[1] ?? 0);
    return count('oom_kill') + count('oom_group_kill');
  }

  async peakMemoryBytes(): Promise<number | null> {
    try {
      return Number((await readFile(`${this.path}/memory.peak`, 'utf8')).trim());
    } catch {
      return null; // kernels before 5.19
    }
  }

  async pids(): Promise<number[]> {
    return parsePids(await readFile(`${this.path}/cgroup.procs`, 'utf8'));
  }

  async killAll(): Promise<void> {
    // cgroup.kill (kernel 5.14) kills every process of the group at once, forks included.
    if (await exists(`${this.path}/cgroup.kill`)) await writeFile(`${this.path}/cgroup.kill`, '1');
  }

  async remove(): Promise<void> {
    try {
      await this.killAll();
      await rmdir(this.path);
    } catch {
      // still busy or already gone; a later open reuses it
    }
  }
}
