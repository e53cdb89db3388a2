// Percentiles and per-route latency records for the deadline benchmark's tables.

/** The p-th percentile (nearest rank) of values, or NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))]!;
}

export const ms = (value: number) => (Number.isNaN(value) ? '-' : `${Math.round(value)} ms`);
export const seconds = (valueMs: number) => (Number.isNaN(valueMs) ? '-' : `${(valueMs / 1000).toFixed(1)} s`);

interface RouteRecord {
  latencies: number[];
  failures: number;
}

/** Latencies of answered 2xx requests per route name; anything else (an error status, no answer) counts as a failure. */
export class RouteLatencies {
  private readonly routes = new Map<string, RouteRecord>();

  private record(route: string): RouteRecord {
    let found = this.routes.get(route);
    if (!found) {
      found = { latencies: [], failures: 0 };
      this.routes.set(route, found);
    }
    return found;
  }

  ok(route: string, latencyMs: number): void {
    this.record(route).latencies.push(latencyMs);
  }

  failed(route: string): void {
    this.record(route).failures += 1;
  }

  rows() {
    return [...this.routes.entries()].map(([route, { latencies, failures }]) => ({
      route,
      answered: latencies.length,
      'not 2xx': failures,
      'p50': ms(percentile(latencies, 50)),
      'p99': ms(percentile(latencies, 99)),
      max: ms(latencies.length ? Math.max(...latencies) : NaN),
    }));
  }
}
