import { availableParallelism } from 'node:os';
import { ThreadHandle } from './thread-handle';

// Worker threads that share a check's work with this thread (docs/SIMILARITY.md, "Threads"): fingerprinting
// (fingerprint-all.ts) and scoring every pair (score-all.ts). Starting one takes about half a second (each loads
// the grammars), so a check starts them before it reads its submissions and ends them when it is done.

const MAX_THREADS = 3;

/** Below this many documents, starting a thread (about half a second) costs more than it saves. */
export const THREADED_FROM = 40;

/** One fewer than the cores (this thread works too), at most MAX_THREADS. */
export function defaultThreadCount(): number {
  return Math.max(0, Math.min(MAX_THREADS, availableParallelism() - 1));
}

export interface EngineThreads {
  /** The threads still usable (one that failed is left out). */
  readonly handles: readonly ThreadHandle[];
  /** Ends them all. */
  close(): Promise<void>;
}

export function startEngineThreads(count = defaultThreadCount()): EngineThreads {
  const all = Array.from({ length: count }, () => new ThreadHandle());
  return {
    get handles() {
      return all.filter((handle) => handle.usable);
    },
    async close() {
      await Promise.all(all.map((handle) => handle.close()));
    },
  };
}

/** Threads that end on their own: `run` with the given threads, or with threads of its own closed after it. */
export async function withThreads<T>(given: EngineThreads | undefined, wanted: boolean, run: (threads: EngineThreads | null) => Promise<T>): Promise<T> {
  if (given || !wanted) return run(given ?? null);
  const own = startEngineThreads();
  try {
    return await run(own);
  } finally {
    await own.close();
  }
}
