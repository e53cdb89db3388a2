// One number a suite measured, named so that the same number from a later run can be found and compared with it
// (docs/ARCHITECTURE.md, "Benchmarks and their baseline").

export interface Measurement {
  suite: string;
  /** The row of the suite's table it comes from (a route, a page, a probe). */
  row: string;
  /** What was measured of that row: `p99 ms`, `share of trivial`, `gzip KB`… */
  metric: string;
  value: number;
  /** Whether a smaller number is the better one (latencies, sizes, counts) or a larger one (throughput shares). */
  lowerIsBetter: boolean;
  /**
   * The smallest change that counts, in the metric's unit: a long-task count going from 0 to 1, or a p99 from
   * 4 ms to 6 ms, is within the noise of a shared machine, not a regression.
   */
  noise: number;
}

const recorded: Measurement[] = [];

/** Called by each suite after it printed its table. */
export function recordMeasurements(measurements: readonly Measurement[]): void {
  recorded.push(...measurements);
}

export function recordedMeasurements(): readonly Measurement[] {
  return recorded;
}

export const measurementKey = (m: Pick<Measurement, 'suite' | 'row' | 'metric'>) => `${m.suite} | ${m.row} | ${m.metric}`;
