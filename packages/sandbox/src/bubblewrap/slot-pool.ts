// The slots of one sandbox: at most `count` workspaces at once, the rest wait in order. A waiter whose
// AbortSignal fires leaves the line at once.
export class SlotPool {
  private readonly free: number[];
  private readonly waiting: { resolve: (slot: number) => void; reject: (error: unknown) => void; signal?: AbortSignal; onAbort: () => void }[] = [];

  constructor(count: number) {
    this.free = Array.from({ length: count }, (_, i) => i);
  }

  acquire(signal?: AbortSignal): Promise<number> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const slot = this.free.shift();
    if (slot !== undefined) return Promise.resolve(slot);
    return new Promise<number>((resolve, reject) => {
      const waiter = {
        resolve,
        reject,
        signal,
        onAbort: () => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(signal!.reason);
        },
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  release(slot: number): void {
    const next = this.waiting.shift();
    if (next) {
      next.signal?.removeEventListener('abort', next.onAbort);
      next.resolve(slot);
    } else {
      this.free.push(slot);
      this.free.sort((a, b) => a - b);
    }
  }
}
