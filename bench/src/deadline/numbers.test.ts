import { describe, expect, it } from 'vitest';
import { saturatedRate } from './queue-samples';
import { workerLayout } from './settings';
import { percentile } from './stats';

describe('the deadline benchmark numbers', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('counts runs per minute only while runs were waiting at both ends of a stretch', () => {
    const samples = [
      { at: 0, queued: 0, completed: 0 },
      { at: 20_000, queued: 5, completed: 10 },
      { at: 40_000, queued: 3, completed: 30 },
      { at: 60_000, queued: 1, completed: 50 },
      // The queue emptied: the workers were idle for part of this stretch, so it does not count.
      { at: 80_000, queued: 0, completed: 55 },
    ];
    expect(saturatedRate(samples)).toEqual({ perMinute: 60, minutes: 40_000 / 60_000 });
    expect(saturatedRate(samples.slice(0, 3)).perMinute).toBeNaN();
  });

  it('reads DEADLINE_WORKERS as processes x slots', () => {
    expect(workerLayout('3x2')).toEqual({ processes: 3, slots: 2 });
    expect(workerLayout('2')).toEqual({ processes: 2, slots: 1 });
    expect(() => workerLayout('two')).toThrow(/DEADLINE_WORKERS/);
    expect(() => workerLayout('0x1')).toThrow(/DEADLINE_WORKERS/);
  });
});
