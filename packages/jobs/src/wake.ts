// Workers in this process start at once when this process enqueues a job, instead of at their next poll.
// A hint only: the enqueueing transaction may not have committed yet (the next poll finds the job then), and
// other processes' jobs are found by polling.

const listeners = new Set<() => void>();

export function onJobEnqueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceJobEnqueued(): void {
  for (const listener of listeners) listener();
}
