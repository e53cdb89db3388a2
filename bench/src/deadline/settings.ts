// The deadline benchmark's knobs, read once from the environment. The defaults are the deadline the product is
// sized for: 600 students, 120 uploads a minute for five minutes.

function numberFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}".`);
  return value;
}

export interface WorkerLayout {
  /** Worker processes (`ROLES=worker`), each with its own sandbox uid range and workspaces folder. */
  processes: number;
  /** WORKER_CONCURRENCY of each: jobs, and so sandbox slots, it runs at once. */
  slots: number;
}

/**
 * What this 2-core machine holds best: two worker processes of two slots each. Tried with DEADLINE_MINUTES=1.5 at
 * 120 uploads a minute, then at 240 a minute to keep every layout saturated, on a machine other work was also
 * loading (the numbers move by a third from one run to the next). One process levels off near 80 runs a minute
 * whatever its slots (1 x 1: 82, 1 x 2: 77 to 82, 1 x 3: 70): its own event loop (plans, files, comparisons,
 * heartbeats) becomes the limit, and a third slot only makes each run slower. Two processes do better, and a
 * killed one leaves the other grading. Two slots each overlap the waits of a run (starting sandboxed processes,
 * database round trips) with another run's work: 2 x 2 kept up with 120 a minute (never more than 2 runs waiting)
 * where 2 x 1 fell behind at 95, and saturated it did 88 a minute against 85 for 2 x 1 and 81 for 3 x 1.
 */
export const DEFAULT_WORKERS: WorkerLayout = { processes: 2, slots: 2 };

/** DEADLINE_WORKERS=2x1 (processes x slots each), or a bare number of processes of one slot. */
export function workerLayout(raw = process.env.DEADLINE_WORKERS): WorkerLayout {
  if (!raw) return DEFAULT_WORKERS;
  const match = /^(\d+)(?:x(\d+))?$/.exec(raw.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2] ?? 1) < 1) throw new Error(`DEADLINE_WORKERS must look like 2x1 (processes x slots), not "${raw}".`);
  return { processes: Number(match[1]), slots: Number(match[2] ?? 1) };
}

export const settings = {
  students: numberFrom('DEADLINE_STUDENTS', 600),
  /** Uploads per minute, spread evenly. */
  rate: numberFrom('DEADLINE_RATE', 120),
  minutes: numberFrom('DEADLINE_MINUTES', 5),
  /** About one upload in this many is a student's new version of an earlier upload. */
  reuploadEvery: 10,
  /** Page views per second (the student console and the submission view in turn), at a steady pace. */
  readsPerSecond: numberFrom('DEADLINE_READS_PER_SECOND', 3),
  workers: workerLayout(),
  /** A short lease, so the run of a killed worker is offered again within seconds rather than a minute. */
  leaseSeconds: numberFrom('DEADLINE_LEASE_SECONDS', 15),
  /** How long after the kill a replacement starts, as a process supervisor would restart it. */
  restartAfterSeconds: 3,
  /** The most the queue may take to drain after the load before the report is made anyway. */
  drainCapMinutes: numberFrom('DEADLINE_DRAIN_MINUTES', 15),
  /** A request that takes longer counts as unanswered. */
  requestTimeoutMs: 60_000,
  /** The sandbox uids of worker i start at this + 100 i (away from the tests' and other suites' ranges). */
  firstUid: 52001,
};
