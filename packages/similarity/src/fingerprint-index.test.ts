import { describe, expect, it } from 'vitest';
import { fingerprintWeight } from './fingerprint-index';

describe('fingerprint weights', () => {
  it('count fully for code at most a tenth of the check (and ten documents) shares and fall faster than an inverse document frequency as more share it', () => {
    expect(fingerprintWeight(1, 100)).toBe(1);
    expect(fingerprintWeight(2, 100)).toBe(1);
    // A group of ten copying one source in a class of a hundred is not the class writing alike.
    expect(fingerprintWeight(10, 100)).toBe(1);
    expect(fingerprintWeight(11, 100)).toBeLessThan(1);
    // Large checks: at most ten holders, whatever a tenth of them is.
    expect(fingerprintWeight(10, 500)).toBe(1);
    expect(fingerprintWeight(11, 500)).toBeLessThan(1);
    // Small checks: from two holders on, as a tenth of them is fewer.
    expect(fingerprintWeight(3, 20)).toBeLessThan(1);
    const idf = (holders: number, count: number) => Math.log((count + 1) / holders) / Math.log((count + 1) / 10);
    for (const holders of [15, 20, 50, 90]) {
      expect(fingerprintWeight(holders, 100)).toBeLessThan(idf(holders, 100));
      expect(fingerprintWeight(holders, 100)).toBeGreaterThan(0);
    }
    expect(fingerprintWeight(50, 100)).toBeLessThan(fingerprintWeight(20, 100));
    // What every submission holds still weighs something (a pair of nothing but common code compares by it).
    expect(fingerprintWeight(100, 100)).toBeGreaterThan(0);
  });
});
