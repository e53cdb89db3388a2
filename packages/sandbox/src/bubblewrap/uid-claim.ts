// A host-wide claim on a sandbox uid. Everything of a slot is keyed by its uid (the kill of every process of the
// uid, RLIMIT_NPROC, the cgroups), so two sandboxes on one host (a worker and a test run, two workers) must never
// use the same uid at once. The claim is a listening abstract Unix socket named after the uid: binding it is
// atomic, and the kernel releases it when the process dies, so a crashed worker leaves no stale claim.
import { createServer, type Server } from 'node:net';

export interface UidClaim {
  uid: number;
  release(): Promise<void>;
}

/** Claims `uid`, or returns null when another process (or this one) holds it. */
export function claimUid(uid: number): Promise<UidClaim | null> {
  return new Promise((resolve, reject) => {
    const server: Server = createServer((socket) => socket.destroy());
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(null);
      else reject(error);
    });
    server.listen({ path: `\0marginalia-sandbox-uid-${uid}` }, () => {
      server.unref();
      let released = false;
      resolve({
        uid,
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
