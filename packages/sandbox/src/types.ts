// The contract every sandbox backend keeps (docs/ARCHITECTURE.md, "Sandbox"). The autograder knows only this
// interface: bubblewrap on the worker's own host today, a container backend (one container or Kubernetes Job
// per workspace) later, selected by configuration. Untrusted code runs only through `Sandbox.run`.

/** Limits of one command run in a sandbox. Every one is enforced; none may be missing. */
export interface SandboxLimits {
  /** CPU time of the whole run, in seconds (all processes together where the backend can count them so). */
  cpuSeconds: number;
  /** Wall-clock time from start to the last process gone, in seconds. */
  wallSeconds: number;
  /** Memory, in MiB: address space per process, and the total of the run where the backend can count it. */
  memoryMb: number;
  /** Processes and threads alive at once. */
  processes: number;
  /** Largest file the run may write, in MiB. */
  fileSizeMb: number;
  /** Output kept from stdout and stderr together, in bytes; a run that writes more is stopped. */
  outputBytes: number;
}

/** How a command ended, as the autograder reports it. */
export type SandboxVerdict =
  | 'exited' // ended by itself; see exitCode
  | 'signalled' // killed by a signal it did not get from us (a crash: SIGSEGV, SIGABRT, …)
  | 'wall_time' // still running at the wall-clock limit
  | 'cpu_time' // used up its CPU time
  | 'memory' // went over its memory limit (as far as the backend can tell)
  | 'output_limit' // wrote more than outputBytes
  | 'cancelled'; // the caller's AbortSignal fired

export interface SandboxRunRequest {
  /** argv, resolved inside the sandbox with PATH=/usr/bin:/bin, run in the workspace's folder (`/box`). */
  command: readonly string[];
  /** Standard input; empty when missing. */
  stdin?: string | Uint8Array;
  limits: SandboxLimits;
  /** Extra environment variables (the sandbox starts from an empty environment). */
  env?: Readonly<Record<string, string>>;
  /** Aborting stops the run at once (verdict `cancelled`). */
  signal?: AbortSignal;
}

export interface SandboxRunResult {
  verdict: SandboxVerdict;
  /** The exit code when verdict is `exited`, else null. */
  exitCode: number | null;
  /** The signal's name when a signal ended it (e.g. `SIGSEGV`), else null. */
  signal: string | null;
  stdout: Uint8Array;
  stderr: Uint8Array;
  /** True when output was cut at limits.outputBytes. */
  outputTruncated: boolean;
  /** Wall-clock duration, in milliseconds. */
  durationMs: number;
  /** The limits this run had, and how each was counted (staff read it beside the verdict). */
  limitsInForce: LimitsInForce;
}

/**
 * How a limit was counted: for the whole run by the run's cgroup (v2 or v1), for each process on its own (rlimits),
 * or for every process of the run's uid together (RLIMIT_NPROC, which counts the slot's one uid).
 */
export type LimitScope = 'cgroup-v2' | 'cgroup-v1' | 'per-process' | 'per-uid';

/** The limits a run was held to, as the backend enforced them. */
export interface LimitsInForce {
  memory: { mb: number; scope: LimitScope };
  processes: { max: number; scope: LimitScope };
  /** `cores`: how many CPUs the run could use at once, or null when nothing capped it. */
  cpu: { seconds: number; scope: LimitScope; cores: number | null };
  wallSeconds: number;
  /** The workspace's size; `tmpfs`: a size-limited memory file system. */
  disk: { mb: number; scope: 'tmpfs' };
}

/** A run's working folder: what the untrusted code sees as `/box`, and nothing of the host's. */
export interface Workspace {
  /** Writes a file (parents made as needed), owned by the sandbox's user. `relativePath` may not leave the folder. */
  writeFile(relativePath: string, content: string | Uint8Array, options?: { executable?: boolean }): Promise<void>;
  /**
   * Reads a regular file the run left, never following a symbolic link; null when it is missing, not a regular
   * file, or larger than maxBytes.
   */
  readFile(relativePath: string, maxBytes: number): Promise<Uint8Array | null>;
  /** Remembers the folder as it is now, for `restore`. */
  checkpoint(): Promise<void>;
  /** Puts the folder back as it was at the last `checkpoint` (what one test left cannot reach the next). */
  restore(): Promise<void>;
  /** Runs a command in this workspace under the sandbox. */
  run(request: SandboxRunRequest): Promise<SandboxRunResult>;
  /** Kills anything left, wipes the folder and frees its slot. Safe to call twice. */
  dispose(): Promise<void>;
}

/**
 * A prepared root file system that a workspace's runs see as / instead of the host's system (an autograder image:
 * docs/ARCHITECTURE.md, "Autograder images"). Each workspace gets its own copy-on-write copy of it.
 */
export interface RootImage {
  /** Read-only folders stacked into the root, the top one first (e.g. an assignment's layer, then the base system). */
  layers: readonly string[];
  /** The workspace's folder inside that root (e.g. `/autograder`): file reads and writes are relative to it, runs start in it. */
  workdir: string;
}

export interface WorkspaceOptions {
  /** Disk space of the folder, in MiB (with a root image: of everything the runs write anywhere in the root). */
  diskMb: number;
  /** Runs see this image as their root instead of the host's read-only system. */
  image?: RootImage;
  /** Files and folders it may hold. */
  maxFiles: number;
  signal?: AbortSignal;
}

/**
 * Whether a backend can run here, and if not, why (said to staff as the reason a run could not be graded).
 * `scope`: how memory is counted (for the whole run by a cgroup, or per process where the operator allowed that).
 */
export type SandboxAvailability = { available: true; enforced: readonly string[]; scope: LimitScope } | { available: false; reason: string };

export interface Sandbox {
  /** The backend's name, e.g. `bubblewrap`. */
  readonly name: string;
  availability(): Promise<SandboxAvailability>;
  /** A fresh, empty workspace; waits while every slot is taken. */
  createWorkspace(options: WorkspaceOptions): Promise<Workspace>;
}
