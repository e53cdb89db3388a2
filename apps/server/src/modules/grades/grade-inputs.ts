import type { GradeCategory, GradeComment, GradeInput, GradeRubricComment, GradeTestResult } from '@marginalia/contracts';

// Turns the rows the grade queries return (several submissions, several assignments, all mixed) into one
// computeGrade input per submission. Pure, so that the grouping is unit-tested apart from the database.

export interface GradeRows {
  bases: { submissionId: number; assignmentId: number; points: number; additiveGrading: boolean }[];
  comments: (GradeComment & { submissionId: number })[];
  /** Every category and rubric comment of the submissions' assignments (ids are unique across assignments). */
  categories: GradeCategory[];
  rubricComments: GradeRubricComment[];
  tests: (GradeTestResult & { submissionId: number })[];
  /** Submission id → the total its newest completed test run reported, when it reported one. */
  testScores?: ReadonlyMap<number, number>;
}

function groupBySubmission<T extends { submissionId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.submissionId);
    if (group) group.push(row);
    else groups.set(row.submissionId, [row]);
  }
  return groups;
}

/**
 * One input per submission. Categories and rubric comments are shared across the assignments: computeGrade
 * looks them up by the ids the submission's comments name, and those all belong to the submission's assignment.
 */
export function gradeInputsBySubmission(rows: GradeRows): Map<number, GradeInput> {
  const comments = groupBySubmission(rows.comments);
  const tests = groupBySubmission(rows.tests);
  const inputs = new Map<number, GradeInput>();
  for (const base of rows.bases) {
    inputs.set(base.submissionId, {
      points: base.points,
      additiveGrading: base.additiveGrading,
      categories: rows.categories,
      rubricComments: rows.rubricComments,
      comments: (comments.get(base.submissionId) ?? []).map(({ rubricCommentId, pointDelta }) => ({ rubricCommentId, pointDelta })),
      tests: (tests.get(base.submissionId) ?? []).map(({ passed, score, pointsPass, pointsFail }) => ({ passed, score, pointsPass, pointsFail })),
      testScore: rows.testScores?.get(base.submissionId) ?? null,
    });
  }
  return inputs;
}
