/** The longest wait between two tries of a job. */
export const MAX_RETRY_DELAY_SECONDS = 3600;

/** The base wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, … at most one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(MAX_RETRY_DELAY_SECONDS, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The wait actually used, with equal jitter: at least half the base wait, at most all of it, the rest random. Jobs
 * that failed together (a mail relay down for a minute) then come back spread over that span instead of all at
 * once. failJob computes the same in SQL (lease.ts); `random` is for tests.
 */
export function jitteredRetryDelaySeconds(attempts: number, random: () => number = Math.random): number {
  const base = retryDelaySeconds(attempts);
  return base / 2 + random() * (base / 2);
}
