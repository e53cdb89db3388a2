import { describe, expect, it } from 'vitest';
import { combinedSimilarity, lexicalShare } from './scoring';

const ids = (...values: number[]) => Uint32Array.from(values);

describe('combining the structural and lexical channels', () => {
  it('lets literals only break ties for programs of ordinary size', () => {
    expect(lexicalShare(1000)).toBeLessThanOrEqual(0.05);
    // A copy whose printed strings were reworded shares its structure but none of its literals; an independent
    // solution prints the strings the task requires but is built differently. The copy ranks first.
    const rewordedCopy = combinedSimilarity(0.8, ids(1, 2, 3, 4), ids(5, 6, 7, 8), 1000);
    const independent = combinedSimilarity(0.7, ids(1, 2, 3, 4), ids(1, 2, 3, 4), 1000);
    expect(rewordedCopy).toBeGreaterThan(independent);
    // Equal structure: the literals decide.
    expect(combinedSimilarity(0.7, ids(1, 2), ids(1, 2), 1000)).toBeGreaterThan(combinedSimilarity(0.7, ids(1, 2), ids(3, 4), 1000));
  });

  it('lets literals decide most of the score of tiny programs, whose every solution has the same shape', () => {
    expect(lexicalShare(100)).toBeGreaterThan(0.5);
    expect(lexicalShare(275)).toBeLessThan(lexicalShare(100));
    expect(lexicalShare(275)).toBeGreaterThan(lexicalShare(1000));
    expect(combinedSimilarity(1, ids(1, 2), ids(3, 4), 100)).toBeLessThan(0.5);
  });

  it('is the structural channel alone when neither side has literals', () => {
    expect(combinedSimilarity(0.42, ids(), ids(), 1000)).toBe(0.42);
  });
});
