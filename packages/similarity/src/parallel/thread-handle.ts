import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ThreadAnswer, ThreadRequest } from './messages';

// This thread's handle on one engine thread (engine-thread.ts): requests go out numbered, answers are matched to
// them by number. A thread that fails or stops rejects what it was asked and everything asked later, so that its
// caller can do that work itself.

/**
 * The thread's code. Compiled JavaScript runs its entry as is. Run from TypeScript sources (as the server runs), a
 * worker thread does not inherit the loader that reads them: the engine's thread code (which imports nothing but
 * Node and the tree-sitter packages) is bundled into one script instead, once per process (esbuild, about 20 ms),
 * and the thread runs that. A thread that registered tsx to read the sources itself held about 37 MB more, since
 * its loader runs on a thread of its own. Should bundling fail, the thread registers tsx as before.
 */
export function threadCode(): string {
  const own = new URL(import.meta.url);
  const typescript = own.pathname.endsWith('.ts');
  const entry = new URL(`./engine-thread.${typescript ? 'ts' : 'js'}`, own);
  if (!typescript) return `import(${JSON.stringify(entry.href)})`;
  bundled ??= bundle(entry, new URL('../grammars.ts', own));
  if (bundled !== null) return bundled;
  const tsx = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
}
let bundled: string | null | undefined;

/**
 * `entry` and what it imports as one CommonJS script, packages left to `require`. `import.meta.url` reads as
 * `moduleUrl` (a module beside the sources), where the grammars are looked up from; null if esbuild fails.
 */
function bundle(entry: URL, moduleUrl: URL): string | null {
  try {
    const esbuild = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
    const result = esbuild.buildSync({
      entryPoints: [fileURLToPath(entry)],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      packages: 'external',
      write: false,
      logLevel: 'silent',
      define: { 'import.meta.url': JSON.stringify(moduleUrl.href) },
    });
    return result.outputFiles[0]?.text ?? null;
  } catch {
    return null;
  }
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
