import { describe, expect, it } from 'vitest';
import { compareOverviewTests, OVERVIEW_POLL_MS, overviewPollInterval, overviewTestsLook, type OverviewTests } from './overviewTests';

const done = (passed: number, failed: number): OverviewTests => ({ state: 'completed', passed, failed });

describe('the Tests column', () => {
  it('reads a finished run as passed out of all, green, red or grey', () => {
    expect(overviewTestsLook(done(9, 0))).toEqual({ text: '9/9', label: '9 of 9 tests passed', tone: 'pass' });
    expect(overviewTestsLook(done(7, 2))).toEqual({ text: '7/9', label: '7 of 9 tests passed', tone: 'fail' });
    expect(overviewTestsLook(done(0, 0))?.tone).toBe('neutral');
  });

  it('names runs still going, runs that could not be graded, and none', () => {
    expect(overviewTestsLook({ state: 'queued', passed: 0, failed: 0 })?.text).toBe('Queued');
    expect(overviewTestsLook({ state: 'running', passed: 0, failed: 0 })?.text).toBe('Running');
    expect(overviewTestsLook({ state: 'error', passed: 0, failed: 0 })).toMatchObject({ text: 'Error', tone: 'error' });
    expect(overviewTestsLook(null)).toBeNull();
  });

  it('sorts by the share passed, then runs going, errors, cancelled; no run last both ways', () => {
    const rows: OverviewTests[] = [null, { state: 'error', passed: 0, failed: 0 }, done(1, 1), { state: 'running', passed: 0, failed: 0 }, done(3, 0), { state: 'cancelled', passed: 0, failed: 0 }];
    const ascending = [...rows].sort((a, b) => compareOverviewTests(a, b, 'ascend'));
    expect(ascending.map((tests) => tests && overviewTestsLook(tests)?.text)).toEqual(['Cancelled', 'Error', 'Running', '1/2', '3/3', null]);
    // antd reverses the comparator for a descending sort.
    const descending = [...rows].sort((a, b) => -compareOverviewTests(a, b, 'descend'));
    expect(descending.map((tests) => tests && overviewTestsLook(tests)?.text)).toEqual(['3/3', '1/2', 'Running', 'Error', 'Cancelled', null]);
  });

  it('reads the overview again while a run is queued or running, and not otherwise', () => {
    expect(overviewPollInterval([{ tests: done(1, 0) }, { tests: { state: 'running', passed: 0, failed: 0 } }])).toBe(OVERVIEW_POLL_MS);
    expect(overviewPollInterval([{ tests: { state: 'queued', passed: 0, failed: 0 } }])).toBe(OVERVIEW_POLL_MS);
    expect(overviewPollInterval([{ tests: done(1, 0) }, { tests: null }, { tests: { state: 'error', passed: 0, failed: 0 } }])).toBe(false);
    expect(overviewPollInterval(undefined)).toBe(false);
  });
});
