import { describe, expect, it } from 'vitest';
import { fingerprintWeight } from './fingerprint-index';

describe('fingerprint weights', () => {
  it('count fully for code two documents share and fall faster than an inverse document frequency as more share it', () => {
    expect(fingerprintWeight(1, 100)).toBe(1);
    expect(fingerprintWeight(2, 100)).toBe(1);
    const idf = (holders: number, count: number) => Math.log((count + 1) / holders) / Math.log((count + 1) / 2);
    for (const holders of [5, 20, 50, 90]) {
      expect(fingerprintWeight(holders, 100)).toBeLessThan(idf(holders, 100));
      expect(fingerprintWeight(holders, 100)).toBeGreaterThan(0);
    }
    expect(fingerprintWeight(50, 100)).toBeLessThan(fingerprintWeight(20, 100));
    // What every submission holds still weighs something (a pair of nothing but common code compares by it).
    expect(fingerprintWeight(100, 100)).toBeGreaterThan(0);
  });
});
