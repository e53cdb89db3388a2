import { describe, expect, it } from 'vitest';
import { formatSimilarity, sideLabel, sideName } from './similarityFormat';

describe('how the Similarity tab words scores and sides', () => {
  it('rounds a score to whole percent, and only a full match reads 100 %', () => {
    expect(formatSimilarity(0.456)).toBe('46 %');
    expect(formatSimilarity(0.998)).toBe('99 %');
    expect(formatSimilarity(1)).toBe('100 %');
  });

  it('names an earlier offering’s side once, whether or not its label already ends with the offering', () => {
    const earlier = { course: 'CS 101', period: 'Fall 2025', assignment: 'Lab 1' };
    const labelled = { id: 1, label: 'ada@example.edu (CS 101, Fall 2025)', earlier, readable: true };
    const bare = { id: 2, label: 'ada@example.edu', earlier, readable: true };
    expect(sideName(labelled)).toBe('ada@example.edu');
    expect(sideLabel(labelled)).toBe('ada@example.edu (CS 101, Fall 2025)');
    expect(sideLabel(bare)).toBe('ada@example.edu (CS 101, Fall 2025)');
    expect(sideLabel({ id: 3, label: 'bob@example.edu', earlier: null, readable: true })).toBe('bob@example.edu');
  });
});
