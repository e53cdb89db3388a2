import { describe, expect, it } from 'vitest';
import type { StoredRunResult } from '@marginalia/db';
import { studentFilter } from './visibility';

const result = (testCase: number, testCategory: number, passed: boolean): StoredRunResult => ({
  testCase,
  testCategory,
  passed,
  score: null,
  logs: `log ${testCase}`,
  logsTruncated: false,
  isError: false,
  durationMs: 5,
});

describe('studentFilter', () => {
  const results = [result(1, 10, true), result(2, 10, false), result(3, 10, false), result(4, 10, false), result(5, 20, false)];
  const exposed = new Map([1, 2, 3, 4, 5].map((id) => [id, { exposed: id !== 4 }]));

  it('shows exposed results only until the feedback is out, and counts the rest as hidden', () => {
    const filtered = studentFilter(results, { released: false, hideGrades: false, nudgeLimit: null, exposed });
    expect(filtered.results.map((r) => r.testCase)).toEqual([1, 2, 3, 5]);
    expect(filtered.hidden).toBe(1);
    expect(filtered.staff).toBe(false);
  });

  it('shows everything once released', () => {
    expect(studentFilter(results, { released: true, hideGrades: false, nudgeLimit: 0, exposed }).results).toHaveLength(5);
  });

  it('reveals at most nudgeLimit failed exposed results per category, passes always', () => {
    const one = studentFilter(results, { released: false, hideGrades: false, nudgeLimit: 1, exposed });
    expect(one.results.map((r) => r.testCase)).toEqual([1, 2, 5]);
    expect(one.hidden).toBe(2);
    expect(studentFilter(results, { released: false, hideGrades: false, nudgeLimit: 0, exposed }).results.map((r) => r.testCase)).toEqual([1]);
  });

  it('leaves points out when the assignment hides grades', () => {
    expect(studentFilter(results, { released: false, hideGrades: true, nudgeLimit: null, exposed }).showPoints).toBe(false);
    expect(studentFilter(results, { released: true, hideGrades: true, nudgeLimit: null, exposed }).showPoints).toBe(false);
  });

  it('treats a test case it does not know (deleted since) as hidden', () => {
    expect(studentFilter([result(99, 10, true)], { released: false, hideGrades: false, nudgeLimit: null, exposed }).results).toEqual([]);
  });
});
