// Latencies of the peer-review benchmark's calls, gathered per row (a call as one kind of caller makes it), and the
// verdict against docs/QUALITY.md's API targets for reads; writes get their numbers only.
import { percentile } from '../deadline/stats';

/** docs/QUALITY.md, "Performance targets": p99 of a list page and of a detail read. */
export const TARGETS = { list: 200, detail: 150 } as const;

export type RowKind = keyof typeof TARGETS | 'write';

export interface TimedRow {
  call: string;
  caller: string;
  kind: RowKind;
  latencies: number[];
  /** Answers that were not the expected status. */
  failures: number;
  /** The most statements one call ran (from Server-Timing, with MARGINALIA_REQUEST_TIMINGS=1); null without. */
  queries: number | null;
  /** The time each call spent in its statements (Server-Timing's `db`), when given. */
  dbMs: number[];
}

/** The statements of a Server-Timing header (`db;dur=4.1;desc="12 queries"`): their count and time, or null. */
export function statementsOf(serverTiming: string | null): { queries: number; ms: number } | null {
  const found = serverTiming?.match(/db;dur=([\d.]+);desc="(\d+) quer/);
  return found ? { ms: Number(found[1]), queries: Number(found[2]) } : null;
}

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(latencies: readonly number[]): Summary {
  return {
    count: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.length === 0 ? NaN : Math.max(...latencies),
  };
}

/** "meets (≤ 200 ms)", "MISSES (≤ 150 ms)" for reads; the writes' numbers stand alone. */
export function verdict(kind: RowKind, summary: Summary, failures = 0): string {
  if (failures > 0) return `NO: ${failures} failed`;
  if (summary.count === 0) return 'not measured';
  if (kind === 'write') return '-';
  const target = TARGETS[kind];
  return summary.p99 <= target ? `meets (p99 ≤ ${target} ms)` : `MISSES (p99 ≤ ${target} ms)`;
}

const round = (value: number) => (Number.isNaN(value) ? '-' : Number(value.toFixed(1)));

export function tableRows(rows: readonly TimedRow[]) {
  return rows.map((row) => {
    const summary = summarize(row.latencies);
    return {
      call: row.call,
      caller: row.caller,
      count: summary.count,
      'p50 ms': round(summary.p50),
      'p95 ms': round(summary.p95),
      'p99 ms': round(summary.p99),
      'max ms': round(summary.max),
      queries: row.queries ?? '-',
      'db p50 ms': row.dbMs.length > 0 ? round(percentile(row.dbMs, 50)) : '-',
      verdict: verdict(row.kind, summary, row.failures),
    };
  });
}
