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
    const filtered = studentFilter(results, { released: false, dueDatePassed: false, hideGrades: false, nudgeLimit: null, exposed });
    expect(filtered.results.map((r) => r.testCase)).toEqual([1, 2, 3, 5]);
    expect(filtered.hidden).toBe(1);
    expect(filtered.staff).toBe(false);
  });

  it('shows everything once released', () => {
    expect(studentFilter(results, { released: true, dueDatePassed: true, hideGrades: false, nudgeLimit: 0, exposed }).results).toHaveLength(5);
  });

  it('reveals at most nudgeLimit failed exposed results per category, passes always', () => {
    const one = studentFilter(results, { released: false, dueDatePassed: false, hideGrades: false, nudgeLimit: 1, exposed });
    expect(one.results.map((r) => r.testCase)).toEqual([1, 2, 5]);
    expect(one.hidden).toBe(2);
    expect(studentFilter(results, { released: false, dueDatePassed: false, hideGrades: false, nudgeLimit: 0, exposed }).results.map((r) => r.testCase)).toEqual([1]);
  });

  it('leaves points out when the assignment hides grades', () => {
    expect(studentFilter(results, { released: false, dueDatePassed: false, hideGrades: true, nudgeLimit: null, exposed }).showPoints).toBe(false);
    expect(studentFilter(results, { released: true, dueDatePassed: true, hideGrades: true, nudgeLimit: null, exposed }).showPoints).toBe(false);
  });

  it('treats a test case it does not know (deleted since) as hidden', () => {
    expect(studentFilter([result(99, 10, true)], { released: false, dueDatePassed: false, hideGrades: false, nudgeLimit: null, exposed }).results).toEqual([]);
  });
});

describe('studentFilter with visibilities', () => {
  const withVisibility = (testCase: number, visibility: StoredRunResult['visibility']): StoredRunResult => ({ ...result(testCase, 10, true), visibility });
  const results = [withVisibility(1, 'visible'), withVisibility(2, 'after_due_date'), withVisibility(3, 'after_published'), withVisibility(4, 'hidden')];
  // Not exposed: a visibility decides, not the test case.
  const exposed = new Map([1, 2, 3, 4].map((id) => [id, { exposed: false }]));
  const view = (released: boolean, dueDatePassed: boolean) => ({ released, dueDatePassed, hideGrades: false, nudgeLimit: 0, exposed });
  const shownAt = (released: boolean, dueDatePassed: boolean) => studentFilter(results, view(released, dueDatePassed)).results.map((r) => r.testCase);

  it('shows each result when its visibility says so; hidden never, not even after release', () => {
    expect(shownAt(false, false)).toEqual([1]);
    expect(shownAt(false, true)).toEqual([1, 2]);
    expect(shownAt(true, false)).toEqual([1, 3]);
    expect(shownAt(true, true)).toEqual([1, 2, 3]);
    expect(studentFilter(results, view(true, true)).hidden).toBe(1);
  });

  it('shows the run-level score and output by the top-level visibility, stdout only when it says so', () => {
    const before = studentFilter([], view(false, false), { visibility: 'after_due_date', stdoutVisibility: null });
    expect([before.runShown, before.stdoutShown]).toEqual([false, false]);
    const after = studentFilter([], view(false, true), { visibility: 'after_due_date', stdoutVisibility: 'visible' });
    expect([after.runShown, after.stdoutShown]).toEqual([true, true]);
    expect(studentFilter([], view(true, true)).runShown).toBe(false);
  });
});
