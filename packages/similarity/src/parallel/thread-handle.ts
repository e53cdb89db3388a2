import { Worker } from 'node:worker_threads';
import type { ThreadAnswer, ThreadRequest } from './messages';

// This thread's handle on one engine thread (engine-thread.ts): requests go out numbered, answers are matched to
// them by number. A thread that fails or stops rejects what it was asked and everything asked later, so that its
// caller can do that work itself.

/**
 * The thread's code. Run from TypeScript sources (as the server runs), a worker thread does not inherit the loader
 * that reads them, so the thread registers tsx itself before importing its entry.
 */
function threadCode(): string {
  const own = new URL(import.meta.url);
  const typescript = own.pathname.endsWith('.ts');
  const entry = new URL(`./engine-thread.${typescript ? 'ts' : 'js'}`, own).href;
  if (!typescript) return `import(${JSON.stringify(entry)})`;
  const tsx = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
}

type Request = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

export class ThreadHandle {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private broken: Error | null = null;

  constructor() {
    this.worker = new Worker(threadCode(), { eval: true });
    this.worker.on('message', (answer: ThreadAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.value);
      else waiting.reject(new Error(answer.error));
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`The engine thread stopped (exit code ${code}).`)));
  }

  /** False once the thread failed or stopped. */
  get usable(): boolean {
    return this.broken === null;
  }

  /** Sends a request; the answer's value (its type is the caller's to know from the request's kind). */
  ask<T>(request: Request, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.broken) return Promise.reject(this.broken);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id }, transfer);
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }

  private fail(error: Error): void {
    this.broken ??= error;
    for (const { reject } of this.pending.values()) reject(this.broken);
    this.pending.clear();
  }
}
