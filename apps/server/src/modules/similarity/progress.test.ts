import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_INTERVAL_MS, ProgressReporter, type ProgressValues } from './progress';

afterEach(() => {
  vi.useRealTimers();
});

describe('the progress of a check', () => {
  it('writes each step at once, progress at most once per interval, and the last count when it closes', async () => {
    vi.useFakeTimers();
    const writes: ProgressValues[] = [];
    const reporter = new ProgressReporter(async (values) => {
      writes.push(values);
    });
    await reporter.step('Reading submissions', 100);
    for (let done = 1; done <= 100; done++) reporter.advance(done);
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    reporter.advance(100);
    await reporter.close();
    expect(writes).toEqual([
      { step: 'Reading submissions', progressDone: 0, progressTotal: 100 },
      { progressDone: 100, progressTotal: 100 },
    ]);
  });
});
