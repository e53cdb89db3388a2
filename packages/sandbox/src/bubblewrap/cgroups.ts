// What the sandbox needs of a cgroup hierarchy, whichever version the host has (docs/ARCHITECTURE.md, "Sandbox"):
// one group per slot under the worker's own group, so that the worker's limits still cover its runs, with the
// run's memory, processes and CPU counted for the whole run rather than per process. cgroup-v1.ts and cgroup-v2.ts
// implement it; cgroup-detect.ts picks the one the host offers.

export type CgroupVersion = 'cgroup-v1' | 'cgroup-v2';

/** The limits of one run as its slot's group enforces them. */
export interface GroupLimits {
  /** Memory of every process of the run together, plus what it keeps on its memory file systems. */
  memoryBytes: number;
  /** Processes and threads alive at once. */
  processes: number;
}

export interface SlotCgroup {
  readonly version: CgroupVersion;
  /** CPUs the run may use at once (v2's cpu.max), or null when the group does not cap it. */
  readonly cpuCores: number | null;
  /** The files a wrapper writes its pid into, so that the run and everything it forks start inside the group. */
  readonly procsFiles: readonly string[];
  /** Sets this run's limits (and zeroes the counters that can be zeroed). */
  prepare(limits: GroupLimits): Promise<void>;
  /** CPU time of every process of the group, in nanoseconds (compare two readings). */
  cpuNanoseconds(): Promise<number>;
  /** How many times the kernel's OOM killer has acted in the group (it never goes down; compare two readings). */
  oomKills(): Promise<number>;
  /** The most memory the group has used, in bytes, or null when the kernel does not say. */
  peakMemoryBytes(): Promise<number | null>;
  /** Pids still in the group. */
  pids(): Promise<number[]>;
  /** Kills every process of the group at once where the kernel can (v2's cgroup.kill); a no-op otherwise. */
  killAll(): Promise<void>;
  /** Removes the group; it must be empty. */
  remove(): Promise<void>;
}

export interface CgroupBackend {
  readonly version: CgroupVersion;
  /** Creates (or reuses) the group of one slot, ready for `prepare`; throws with the reason when it cannot. */
  openSlot(name: string): Promise<SlotCgroup>;
}

/** The host's cgroup backend, or why there is none that caps a run's memory and processes. */
export type CgroupChoice = { backend: CgroupBackend } | { backend: null; reason: string };

/** Finds the host's backend; the sandbox takes another one in tests (`findCgroups`). */
export type CgroupFinder = () => Promise<CgroupChoice>;

/** The name of the folder under the worker's own group that holds the slots' groups. */
export const SANDBOX_GROUP = 'marginalia-sandbox';
