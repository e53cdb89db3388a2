import { describe, expect, it } from 'vitest';
import { averagePrecision, lineCounts, median, medianGap, precisionRecall, rocAuc, type Labelled } from './metrics';

const labelled = (pairs: Array<[number, boolean]>): Labelled[] => pairs.map(([score, positive]) => ({ score, positive }));

describe('rocAuc', () => {
  it('is 1 when every positive outranks every negative and 0 when the order is reversed', () => {
    expect(rocAuc(labelled([[0.9, true], [0.8, true], [0.2, false], [0.1, false]]))).toBe(1);
    expect(rocAuc(labelled([[0.1, true], [0.9, false]]))).toBe(0);
  });

  it('counts ties as half and mixed orders by the share of ordered pairs', () => {
    expect(rocAuc(labelled([[0.5, true], [0.5, false]]))).toBe(0.5);
    // Positives 0.8 and 0.4; negatives 0.6 and 0.2: three of the four pairs are ordered.
    expect(rocAuc(labelled([[0.8, true], [0.4, true], [0.6, false], [0.2, false]]))).toBe(0.75);
    // A positive tied with one of two negatives above another: (1 + 0.5) / 2.
    expect(rocAuc(labelled([[0.5, true], [0.5, false], [0.1, false]]))).toBe(0.75);
  });

  it('is NaN without both classes', () => {
    expect(rocAuc(labelled([[0.5, true]]))).toBeNaN();
  });
});

describe('averagePrecision', () => {
  it('is 1 for a perfect ranking', () => {
    expect(averagePrecision(labelled([[0.9, true], [0.8, true], [0.1, false]]))).toBe(1);
  });

  it('averages the precision at each positive', () => {
    // Ranking: +, -, +  -> (1/1 + 2/3) / 2.
    expect(averagePrecision(labelled([[0.9, true], [0.5, false], [0.3, true]]))).toBeCloseTo((1 + 2 / 3) / 2, 12);
  });

  it('does not let tied scores be ordered by luck', () => {
    // One threshold holds one positive and one negative: precision 1/2 at full recall, whatever their order.
    expect(averagePrecision(labelled([[0.5, true], [0.5, false]]))).toBe(0.5);
    expect(averagePrecision(labelled([[0.5, false], [0.5, true]]))).toBe(0.5);
  });
});

describe('median and the gap', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  it('gives the gap between positives and negatives in percentage points', () => {
    expect(medianGap(labelled([[0.9, true], [0.7, true], [0.2, false], [0.1, false], [0.3, false]]))).toBeCloseTo(60, 10);
  });
});

describe('line precision and recall', () => {
  it('counts only lines of code and micro-averages over copies', () => {
    const code = new Set([1, 2, 3, 4, 5]);
    const copied = new Set([1, 2, 3, 4]);
    // Line 9 is blank: not counted. Line 5 was inserted: a false match.
    const first = lineCounts(new Set([1, 2, 5, 9]), code, copied);
    expect(first).toEqual({ truePositive: 2, matched: 3, copied: 4 });
    const second = lineCounts(new Set([1]), new Set([1]), new Set([1]));
    expect(precisionRecall([first, second])).toEqual({ precision: 3 / 4, recall: 3 / 5 });
  });
});
