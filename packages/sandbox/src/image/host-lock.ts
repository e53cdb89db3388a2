// A host-wide lock by name: a listening abstract Unix socket. Binding is atomic and the kernel releases it when the
// holder dies, so a worker killed in the middle of a build never leaves a stale lock (the same device as the
// sandbox's uid claims).
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface HostLock {
  release(): Promise<void>;
}

function tryLock(name: string): Promise<HostLock | null> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(null) : reject(error)));
    server.listen({ path: `\0marginalia-${name}` }, () => {
      server.unref();
      let released = false;
      resolve({
        release: () =>
          new Promise<void>((done) => {
            if (released) return done();
            released = true;
            server.close(() => done());
          }),
      });
    });
  });
}

/** Waits for the lock (polling: holders are builds that take seconds to minutes). */
export async function lockHost(name: string, signal?: AbortSignal): Promise<HostLock> {
  for (;;) {
    signal?.throwIfAborted();
    const lock = await tryLock(name);
    if (lock) return lock;
    await sleep(250, undefined, { signal });
  }
}
