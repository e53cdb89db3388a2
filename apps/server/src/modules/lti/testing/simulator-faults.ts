// Fault injection: the next requests to a route answer error statuses (a run of 429s or 503s, then normal service
// again), or wait before answering, so the tool's retries, back-off and time-outs can be tested against real HTTP.
import { json, type SimRequest, type SimResponse } from './simulator-http';

/** A path (exact, `*` matching any characters) or a regular expression tested against the path. */
export type PathPattern = string | RegExp;

function matches(pattern: PathPattern, path: string): boolean {
  if (pattern instanceof RegExp) return pattern.test(path);
  if (!pattern.includes('*')) return pattern === path;
  const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${source}$`).test(path);
}

export interface FailOptions {
  /** `Retry-After` of the 429 answers, in seconds (default 1). */
  retryAfterSeconds?: number;
}

export class Faults {
  private failures: { pattern: PathPattern; statuses: number[]; retryAfterSeconds: number }[] = [];
  private delays: { pattern: PathPattern; ms: number }[] = [];

  /** The next requests whose path matches answer these statuses, one each, in order; then the route answers normally. */
  fail(pattern: PathPattern, statuses: number[], options: FailOptions = {}): void {
    this.failures.push({ pattern, statuses: [...statuses], retryAfterSeconds: options.retryAfterSeconds ?? 1 });
  }

  /** Every request whose path matches waits `ms` before it is answered (0 removes the delay). */
  delay(pattern: PathPattern, ms: number): void {
    this.delays = this.delays.filter((d) => String(d.pattern) !== String(pattern));
    if (ms > 0) this.delays.push({ pattern, ms });
  }

  clear(): void {
    this.failures = [];
    this.delays = [];
  }

  async apply(request: SimRequest): Promise<SimResponse | undefined> {
    const delay = this.delays.find((d) => matches(d.pattern, request.path));
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay.ms));
    const failure = this.failures.find((f) => f.statuses.length > 0 && matches(f.pattern, request.path));
    if (!failure) return undefined;
    const status = failure.statuses.shift()!;
    const answer = json(status, { error: status === 429 ? 'too many requests' : 'injected failure' });
    if (status === 429) answer.headers!['retry-after'] = String(failure.retryAfterSeconds);
    return answer;
  }
}
