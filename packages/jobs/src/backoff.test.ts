import { describe, expect, it } from 'vitest';
import { jitteredRetryDelaySeconds, MAX_RETRY_DELAY_SECONDS, retryDelaySeconds } from './backoff';

describe('jittered retry delays', () => {
  it('stay between half the base wait and all of it, at the bounds of the random draw', () => {
    for (const attempts of [1, 2, 3, 5, 8, 20]) {
      const base = retryDelaySeconds(attempts);
      expect(jitteredRetryDelaySeconds(attempts, () => 0)).toBe(base / 2);
      expect(jitteredRetryDelaySeconds(attempts, () => 0.999999)).toBeLessThan(base);
      expect(jitteredRetryDelaySeconds(attempts, () => 0.999999)).toBeGreaterThan(base * 0.99);
    }
  });

  it('never pass an hour, and spread over their span', () => {
    const drawn = Array.from({ length: 2000 }, () => jitteredRetryDelaySeconds(12));
    expect(Math.max(...drawn)).toBeLessThanOrEqual(MAX_RETRY_DELAY_SECONDS);
    expect(Math.min(...drawn)).toBeGreaterThanOrEqual(MAX_RETRY_DELAY_SECONDS / 2);
    // Both halves of the span are used: the draws are not bunched at one end.
    expect(drawn.some((delay) => delay < MAX_RETRY_DELAY_SECONDS * 0.6)).toBe(true);
    expect(drawn.some((delay) => delay > MAX_RETRY_DELAY_SECONDS * 0.9)).toBe(true);
    const small = Array.from({ length: 2000 }, () => jitteredRetryDelaySeconds(1));
    expect(Math.min(...small)).toBeGreaterThanOrEqual(15);
    expect(Math.max(...small)).toBeLessThanOrEqual(30);
  });
});
