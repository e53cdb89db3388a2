// A host-wide claim on a sandbox uid. Everything of a slot is keyed by its uid (the kill of every process of the
// uid, RLIMIT_NPROC, the cgroups), so two sandboxes on one host (a worker and a test run, two workers) must never
// use the same uid at once.
import { claimHostName } from '../host-claim';

export interface UidClaim {
  uid: number;
  release(): Promise<void>;
}

/** Claims `uid`, or returns null when another process (or this one) holds it. */
export async function claimUid(uid: number): Promise<UidClaim | null> {
  const claim = await claimHostName(`sandbox-uid-${uid}`);
  return claim ? { uid, release: claim.release } : null;
}
