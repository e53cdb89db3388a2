// The numbers each suite keeps for the baseline, taken from what it measured: what a change should not make worse.
// Throughput is kept as a share of the trivial route of the same run (machines here are shared; a ratio survives
// that better than req/s), latencies as p99, pages as medians of their runs, bundles as gzip sizes.
import type autocannon from 'autocannon';
import type { Measurement } from './measurement';

export interface MeasuredRoute {
  route: string;
  result: autocannon.Result;
}

const P99_NOISE_MS = 20;
const SHARE_NOISE = 0.02;

/** `trivial` names the route whose throughput the others are shares of. */
export function apiMeasurements(suite: string, routes: readonly MeasuredRoute[], trivial: string): Measurement[] {
  const base = routes.find((r) => r.route === trivial)?.result.requests.average ?? 0;
  return routes
    .filter(({ result }) => result.requests.total > 0 && result.non2xx === 0 && result.errors === 0)
    .flatMap(({ route, result }) => {
      const p99: Measurement = { suite, row: route, metric: 'p99 ms', value: result.latency.p99, lowerIsBetter: true, noise: P99_NOISE_MS };
      if (route === trivial || base === 0) return [p99];
      const share = Number((result.requests.average / base).toFixed(4));
      return [p99, { suite, row: route, metric: 'share of trivial', value: share, lowerIsBetter: false, noise: SHARE_NOISE }];
    });
}

export interface PageNumbers {
  codeVisibleMs: number | null;
  ratioToBare: number | null;
  reviewDataMs: number | null;
  longTasks: number | null;
  longestTaskMs: number | null;
}

export function codeViewMeasurements(numbers: PageNumbers): Measurement[] {
  const suite = 'codeview';
  const row = 'submission view, 5,000 lines, 300 comments';
  const kept: [keyof PageNumbers, string, number][] = [
    ['codeVisibleMs', 'code visible ms (median)', 50],
    ['ratioToBare', 'code visible / bare CodeMirror', 0.2],
    ['reviewDataMs', 'review data received ms (median)', 50],
    ['longTasks', 'long tasks while scrolling (median)', 1],
    ['longestTaskMs', 'longest task while scrolling ms (median)', 20],
  ];
  return kept.flatMap(([key, metric, noise]) => {
    const value = numbers[key];
    return value === null ? [] : [{ suite, row, metric, value: Math.round(value * 100) / 100, lowerIsBetter: true, noise }];
  });
}

/** Rows that could not be measured (`problem`) are left out rather than kept as 0 KB. */
export function bundleMeasurements(rows: readonly { label: string; gzipKb: number; problem?: string }[]): Measurement[] {
  return rows.filter((row) => !row.problem).map(({ label, gzipKb }) => ({
    suite: 'bundles',
    row: label,
    metric: 'gzip KB',
    value: Math.round(gzipKb * 10) / 10,
    lowerIsBetter: true,
    noise: 2,
  }));
}
