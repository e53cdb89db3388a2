import { describe, expect, it } from 'vitest';
import { gradeHistogram } from './histogram';

const counts = (bins: { count: number }[]) => bins.map((bin) => bin.count);

describe('gradeHistogram', () => {
  it('spans 0..points in ten equal bins when every grade falls inside', () => {
    const bins = gradeHistogram(10, [
      { grade: 0, count: 1 },
      { grade: 1, count: 2 },
      { grade: 9.99, count: 1 },
      { grade: 10, count: 3 },
    ]);
    expect(bins.map((bin) => [bin.start, bin.end])).toEqual(Array.from({ length: 10 }, (_, i) => [i, i + 1]));
    // A grade on an edge opens the next bin; the top grade closes the last one.
    expect(counts(bins)).toEqual([1, 2, 0, 0, 0, 0, 0, 0, 0, 4]);
  });

  it('widens to the lowest and highest grades outside 0..points', () => {
    const bins = gradeHistogram(10, [
      { grade: -5, count: 1 },
      { grade: 10, count: 1 },
      { grade: 12.5, count: 1 },
    ]);
    expect(bins[0]!.start).toBe(-5);
    expect(bins[9]!.end).toBe(12.5);
    expect(bins[8]!.start).toBeCloseTo(9);
    expect(counts(bins)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
  });

  it('keeps every grade within the bounds of its bin, whatever the rounding', () => {
    const grades = Array.from({ length: 300 }, (_, i) => ({ grade: -0.3 + i * 0.1, count: 1 }));
    const bins = gradeHistogram(0.7, grades);
    expect(counts(bins).reduce((a, b) => a + b, 0)).toBe(300);
    for (const { grade } of grades) {
      const holders = bins.filter((bin, i) => grade >= bin.start && (grade < bin.end || (i === 9 && grade === bin.end)));
      expect(holders).toHaveLength(1);
    }
  });

  it('puts everything in the last bin when the range is a single point', () => {
    const bins = gradeHistogram(0, [{ grade: 0, count: 4 }]);
    expect(bins.every((bin) => bin.start === 0 && bin.end === 0)).toBe(true);
    expect(counts(bins)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 4]);
  });

  it('has ten empty bins over 0..points without grades', () => {
    const bins = gradeHistogram(20, []);
    expect(bins.map((bin) => [bin.start, bin.end, bin.count])).toEqual(Array.from({ length: 10 }, (_, i) => [2 * i, 2 * i + 2, 0]));
  });
});
