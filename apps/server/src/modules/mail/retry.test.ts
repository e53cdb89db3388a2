import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelaySeconds } from './sender';

describe('retryDelaySeconds', () => {
  it('doubles from 30 seconds after each failed attempt, up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 12].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('spreads the attempts over about an hour before giving up', () => {
    const waited = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelaySeconds(i + 1)).reduce((a, b) => a + b, 0);
    expect(waited).toBe(3810);
  });
});
