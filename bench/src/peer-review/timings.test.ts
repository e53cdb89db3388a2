import { describe, expect, it } from 'vitest';
import { statementsOf, summarize, tableRows, verdict } from './timings';

describe('peer-review bench timings', () => {
  it('summarizes latencies by nearest rank', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(summarize(latencies)).toEqual({ count: 100, p50: 50, p95: 95, p99: 99, max: 100 });
    expect(summarize([7])).toEqual({ count: 1, p50: 7, p95: 7, p99: 7, max: 7 });
    expect(summarize([]).count).toBe(0);
  });

  it('judges reads against the list and detail targets, and leaves writes unjudged', () => {
    expect(verdict('list', summarize([10, 200]))).toBe('meets (p99 ≤ 200 ms)');
    expect(verdict('list', summarize([10, 201]))).toBe('MISSES (p99 ≤ 200 ms)');
    expect(verdict('detail', summarize([151]))).toBe('MISSES (p99 ≤ 150 ms)');
    expect(verdict('write', summarize([5000]))).toBe('-');
    expect(verdict('detail', summarize([1]), 2)).toBe('NO: 2 failed');
    expect(verdict('detail', summarize([]))).toBe('not measured');
  });

  it('reads the statement count of a Server-Timing header', () => {
    expect(statementsOf('auth;dur=1.2, handler;dur=3, db;dur=2.5;desc="12 queries", total;dur=6')).toEqual({ queries: 12, ms: 2.5 });
    expect(statementsOf('db;dur=0.4;desc="1 query"')).toEqual({ queries: 1, ms: 0.4 });
    expect(statementsOf(null)).toBeNull();
    expect(statementsOf('total;dur=3')).toBeNull();
  });

  it('prints one row per call with its verdict', () => {
    const [row] = tableRows([{ call: 'GET /peerReviews/', caller: 'student', kind: 'list', latencies: [1.26, 3], failures: 0, queries: 4, dbMs: [1, 2] }]);
    expect(row).toEqual({ call: 'GET /peerReviews/', caller: 'student', count: 2, 'p50 ms': 1.3, 'p95 ms': 3, 'p99 ms': 3, 'max ms': 3, queries: 4, 'db p50 ms': 1, verdict: 'meets (p99 ≤ 200 ms)' });
  });
});
