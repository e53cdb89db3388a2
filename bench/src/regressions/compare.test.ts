import { describe, expect, it } from 'vitest';
import { compareWithBaseline } from './compare';
import type { Measurement } from './measurement';

const p99 = (row: string, value: number): Measurement => ({ suite: 'grading', row, metric: 'p99 ms', value, lowerIsBetter: true, noise: 20 });
const share = (row: string, value: number): Measurement => ({ suite: 'grading', row, metric: 'share of trivial', value, lowerIsBetter: false, noise: 0.02 });

describe('compareWithBaseline', () => {
  it('reports a latency more than 20 % and more than its noise worse', () => {
    const { regressions, compared } = compareWithBaseline([p99('GET /a', 100), p99('GET /b', 100)], [p99('GET /a', 150), p99('GET /b', 115)]);
    expect(compared).toBe(2);
    expect(regressions).toEqual([{ suite: 'grading', row: 'GET /a', metric: 'p99 ms', baseline: 100, now: 150, worse: 0.5 }]);
  });

  it('takes a smaller throughput share as worse and a larger one as better', () => {
    const { regressions } = compareWithBaseline([share('GET /a', 0.3), share('GET /b', 0.3)], [share('GET /a', 0.2), share('GET /b', 0.6)]);
    expect(regressions.map((r) => r.row)).toEqual(['GET /a']);
    expect(regressions[0]!.worse).toBeCloseTo(1 / 3);
  });

  it('ignores changes within the noise, even large shares of a small number', () => {
    const { regressions } = compareWithBaseline([p99('GET /a', 4)], [p99('GET /a', 12)]);
    expect(regressions).toEqual([]);
  });

  it('reports a count that grew from zero past its noise', () => {
    const count = (value: number): Measurement => ({ suite: 'codeview', row: 'view', metric: 'long tasks', value, lowerIsBetter: true, noise: 1 });
    expect(compareWithBaseline([count(0)], [count(1)]).regressions).toEqual([]);
    expect(compareWithBaseline([count(0)], [count(3)]).regressions[0]!.worse).toBe(Infinity);
  });

  it('counts numbers with no stored counterpart apart, without failing', () => {
    const comparison = compareWithBaseline([p99('GET /a', 100)], [p99('GET /a', 100), p99('GET /new', 900)]);
    expect(comparison).toEqual({ regressions: [], unmatched: 1, compared: 1 });
  });
});
