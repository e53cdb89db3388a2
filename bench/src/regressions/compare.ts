// Which measurements of this run are worse than the stored baseline by more than the allowed share (20 %), and by
// more than their noise. Pure, so that the rule is tested apart from any benchmark.
import { measurementKey, type Measurement } from './measurement';

export const REGRESSION_SHARE = 0.2;

export interface Regression {
  suite: string;
  row: string;
  metric: string;
  baseline: number;
  now: number;
  /** How much worse, as a share of the baseline (0.35 = 35 % worse); Infinity from a baseline of 0. */
  worse: number;
}

export interface Comparison {
  regressions: Regression[];
  /** Measured now, with no stored number to compare with (a new row, or a suite never saved). */
  unmatched: number;
  compared: number;
}

function worseBy(baseline: number, now: number, lowerIsBetter: boolean): number {
  const loss = lowerIsBetter ? now - baseline : baseline - now;
  if (loss <= 0) return 0;
  return baseline === 0 ? Infinity : loss / Math.abs(baseline);
}

export function compareWithBaseline(baseline: readonly Measurement[], current: readonly Measurement[], share = REGRESSION_SHARE): Comparison {
  const stored = new Map(baseline.map((m) => [measurementKey(m), m]));
  const regressions: Regression[] = [];
  let unmatched = 0;
  let compared = 0;
  for (const now of current) {
    const before = stored.get(measurementKey(now));
    if (!before) {
      unmatched += 1;
      continue;
    }
    compared += 1;
    const loss = Math.abs(now.value - before.value);
    const worse = worseBy(before.value, now.value, now.lowerIsBetter);
    if (worse > share && loss > now.noise) {
      regressions.push({ suite: now.suite, row: now.row, metric: now.metric, baseline: before.value, now: now.value, worse });
    }
  }
  return { regressions, unmatched, compared };
}
