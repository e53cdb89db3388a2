// After the suites ran: their measurements next to the stored baseline, regressions of more than 20 % printed as a
// table; with `--save-baseline` (or BENCH_SAVE_BASELINE=1) this run's numbers become the baseline instead.
import { availableParallelism, loadavg } from 'node:os';
import { relative } from 'node:path';
import { readBaseline, writeBaseline } from './baseline-file';
import { compareWithBaseline, REGRESSION_SHARE, type Regression } from './compare';
import type { Measurement } from './measurement';

export const savesBaseline = () => process.argv.includes('--save-baseline') || process.env.BENCH_SAVE_BASELINE === '1';

function bySuite(measurements: readonly Measurement[]): Map<string, Measurement[]> {
  const suites = new Map<string, Measurement[]>();
  for (const m of measurements) suites.set(m.suite, [...(suites.get(m.suite) ?? []), m]);
  return suites;
}

const shown = (value: number) => (Number.isInteger(value) ? value : Number(value.toFixed(3)));
const worseText = (r: Regression) => (r.worse === Infinity ? 'from 0' : `${Math.round(r.worse * 100)} % worse`);

export function reportAgainstBaseline(measurements: readonly Measurement[], database: string): void {
  if (measurements.length === 0) return;
  const machine = `${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(1)}`;
  if (savesBaseline()) {
    for (const [suite, rows] of bySuite(measurements)) {
      const file = writeBaseline({ suite, database, measuredAt: new Date().toISOString(), machine, measurements: rows });
      console.log(`Baseline saved: ${relative(process.cwd(), file)} (${rows.length} numbers).`);
    }
    return;
  }
  const regressions: Regression[] = [];
  const missing: string[] = [];
  let compared = 0;
  for (const [suite, rows] of bySuite(measurements)) {
    const baseline = readBaseline(suite, database);
    if (!baseline) {
      missing.push(suite);
      continue;
    }
    const comparison = compareWithBaseline(baseline.measurements, rows);
    regressions.push(...comparison.regressions);
    compared += comparison.compared;
  }
  const limit = `${Math.round(REGRESSION_SHARE * 100)} %`;
  console.log(`\nAgainst the stored baseline (bench/baselines/, database: ${database}; this run: ${machine})`);
  if (missing.length > 0) console.log(`No baseline stored for: ${missing.join(', ')} (save one with --save-baseline).`);
  if (regressions.length === 0) {
    console.log(`No regression of more than ${limit} in ${compared} compared numbers.`);
    return;
  }
  console.log(`REGRESSIONS of more than ${limit} (${regressions.length} of ${compared} compared numbers):`);
  console.table(
    regressions.map((r) => ({ suite: r.suite, row: r.row, metric: r.metric, baseline: shown(r.baseline), now: shown(r.now), change: worseText(r) })),
  );
}
