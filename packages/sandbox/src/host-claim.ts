// Host-wide claims by name: a listening abstract Unix socket. Binding is atomic and the kernel releases it when the
// holder dies, so a crashed worker never leaves a stale claim. Used for the sandbox's uids (bubblewrap/uid-claim.ts)
// and for building each autograder image once per host (image/).
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface HostClaim {
  release(): Promise<void>;
}

/** Claims `name` on this host, or returns null when another process (or this one) holds it. */
export function claimHostName(name: string): Promise<HostClaim | null> {
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

/** Waits for the claim (polling: holders are builds that take seconds to minutes). */
export async function waitForHostName(name: string, signal?: AbortSignal): Promise<HostClaim> {
  for (;;) {
    signal?.throwIfAborted();
    const claim = await claimHostName(name);
    if (claim) return claim;
    await sleep(250, undefined, { signal });
  }
}
