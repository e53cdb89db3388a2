import { describe, expect, it } from 'vitest';
import { gradeBreakdown, type BreakdownInput } from './gradeBreakdown';

const input: BreakdownInput = {
  points: 10,
  additiveGrading: false,
  categories: [],
  rubricComments: [],
  comments: [],
  testCases: [],
  submissionTests: [],
};

describe('gradeBreakdown with peer reviews', () => {
  it('is the staff grade alone until the peer review counts', () => {
    expect(gradeBreakdown(input)).toMatchObject({ total: 10, peer: null });
    expect(gradeBreakdown({ ...input, peerPart: null })).toMatchObject({ total: 10, peer: null });
  });

  it('mixes the peer median in by its weight, as the stored grade does', () => {
    expect(gradeBreakdown({ ...input, peerPart: { weight: 0.25, median: 6 } })).toMatchObject({ total: 9, peer: { weight: 0.25, median: 6, staffTotal: 10 } });
  });
});
