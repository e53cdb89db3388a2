/** Seconds before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, … at most one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}
