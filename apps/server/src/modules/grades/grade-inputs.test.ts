import { computeGrade } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import { gradeInputsBySubmission } from './grade-inputs';

describe('gradeInputsBySubmission', () => {
  const categories = [{ id: 1, pointLimit: 3, atMostOnce: false }];
  const rubricComments = [{ id: 10, categoryId: 1, pointDelta: 2 }];

  it('gives each submission its own comments and tests and its assignment points', () => {
    const inputs = gradeInputsBySubmission({
      bases: [
        { submissionId: 5, assignmentId: 1, points: 10, additiveGrading: false },
        { submissionId: 6, assignmentId: 2, points: 0, additiveGrading: true },
        { submissionId: 7, assignmentId: 1, points: 10, additiveGrading: false },
      ],
      comments: [
        { submissionId: 5, rubricCommentId: 10, pointDelta: null },
        { submissionId: 6, rubricCommentId: null, pointDelta: -1.5 },
        { submissionId: 5, rubricCommentId: 10, pointDelta: null },
        { submissionId: 5, rubricCommentId: null, pointDelta: 0.5 },
      ],
      categories,
      rubricComments,
      tests: [{ submissionId: 6, passed: true, pointsPass: 2, pointsFail: 0 }],
    });
    expect([...inputs.keys()]).toEqual([5, 6, 7]);
    expect(inputs.get(5)!.comments).toEqual([
      { rubricCommentId: 10, pointDelta: null },
      { rubricCommentId: 10, pointDelta: null },
      { rubricCommentId: null, pointDelta: 0.5 },
    ]);
    expect(inputs.get(6)).toEqual({
      points: 0,
      additiveGrading: true,
      categories,
      rubricComments,
      comments: [{ rubricCommentId: null, pointDelta: -1.5 }],
      tests: [{ passed: true, pointsPass: 2, pointsFail: 0 }],
      testScore: null,
    });
    expect(inputs.get(7)).toMatchObject({ comments: [], tests: [] });
    // 10 − min(2 + 2, 3) − 0.5; 0 + 1.5 + 2; 10.
    expect([...inputs.values()].map(computeGrade)).toEqual([6.5, 3.5, 10]);
  });

  it("gives a submission its newest run's own total, which replaces its tests' points", () => {
    const inputs = gradeInputsBySubmission({
      bases: [{ submissionId: 5, assignmentId: 1, points: 10, additiveGrading: false }],
      comments: [],
      categories,
      rubricComments,
      tests: [{ submissionId: 5, passed: true, pointsPass: 2, pointsFail: 0 }],
      testScores: new Map([[5, 7.5]]),
    });
    expect(inputs.get(5)!.testScore).toBe(7.5);
    expect(computeGrade(inputs.get(5)!)).toBe(17.5);
  });

  it('gives nothing for submissions without a base row (deleted meanwhile)', () => {
    const inputs = gradeInputsBySubmission({ bases: [], comments: [{ submissionId: 1, rubricCommentId: null, pointDelta: 1 }], categories, rubricComments, tests: [] });
    expect(inputs.size).toBe(0);
  });
});
