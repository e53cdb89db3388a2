import { capCategory, computeGrade, testPointsOf, weightedGrade, type SubmissionTest, type TestCase } from '@marginalia/contracts';
import type { RubricCategory, RubricComment } from '@marginalia/contracts';
import type { CategoryPart, GradeBreakdown, ReviewComment } from './types';

// The live grade while grading: the shared grade rule (contracts computeGrade) plus the parts the info panel
// shows. Only comments on the current version of each file count, as on the server.

export interface BreakdownInput {
  points: number;
  additiveGrading: boolean;
  categories: RubricCategory[];
  rubricComments: RubricComment[];
  /** Comments on current files only. */
  comments: ReviewComment[];
  testCases: TestCase[];
  submissionTests: SubmissionTest[];
  /** The newest completed run's own total (the review's `testScore`), which replaces the sum of the results. */
  testScore?: number | null;
  /** The peer part of the grade, once the peer review closed with a weight (the review's `peerPart`). */
  peerPart?: { weight: number; median: number } | null;
}

/** The newest result per test case (docs/PRODUCT.md §5: latest `modified`). */
export function latestResults(results: SubmissionTest[]): Map<number, SubmissionTest> {
  const latest = new Map<number, SubmissionTest>();
  for (const result of results) {
    const seen = latest.get(result.testCase);
    if (!seen || result.modified > seen.modified || (result.modified === seen.modified && result.id > seen.id)) {
      latest.set(result.testCase, result);
    }
  }
  return latest;
}

export function gradeBreakdown(input: BreakdownInput): GradeBreakdown {
  const rubricById = new Map(input.rubricComments.map((rc) => [rc.id, rc]));
  const sums = new Map<number, number>();
  const countedOnce = new Set<number>();
  let freeComments = 0;
  for (const comment of input.comments) {
    if (comment.rubricComment === null) {
      freeComments += comment.pointDelta ?? 0;
      continue;
    }
    const rubricComment = rubricById.get(comment.rubricComment);
    if (!rubricComment) continue;
    const category = input.categories.find((c) => c.id === rubricComment.category);
    if (category?.atMostOnce) {
      if (countedOnce.has(rubricComment.id)) continue;
      countedOnce.add(rubricComment.id);
    }
    sums.set(rubricComment.category, (sums.get(rubricComment.category) ?? 0) + rubricComment.pointDelta);
  }
  const categories: CategoryPart[] = input.categories.map((category) => {
    const sum = sums.get(category.id) ?? 0;
    return { category, sum, counted: capCategory(sum, category.pointLimit) };
  });

  const casesById = new Map(input.testCases.map((tc) => [tc.id, tc]));
  const tests = [...latestResults(input.submissionTests).values()].flatMap((result) => {
    const testCase = casesById.get(result.testCase);
    return testCase ? [{ passed: result.passed, score: result.score, pointsPass: testCase.pointsPass, pointsFail: testCase.pointsFail }] : [];
  });

  const staffTotal = computeGrade({
    points: input.points,
    additiveGrading: input.additiveGrading,
    categories: input.categories.map((c) => ({ id: c.id, pointLimit: c.pointLimit, atMostOnce: c.atMostOnce })),
    rubricComments: input.rubricComments.map((rc) => ({ id: rc.id, categoryId: rc.category, pointDelta: rc.pointDelta })),
    comments: input.comments.map((c) => ({ rubricCommentId: c.rubricComment, pointDelta: c.pointDelta })),
    tests,
    testScore: input.testScore,
  });
  const testPoints = testPointsOf(tests, input.testScore);
  // The stored grade mixes the peer median in by the peer review's weight; the live total says the same.
  const peer = input.peerPart ? { ...input.peerPart, staffTotal } : null;
  const total = peer ? weightedGrade(staffTotal, peer.median, peer.weight) : staffTotal;
  return { points: input.points, additiveGrading: input.additiveGrading, categories, freeComments, tests: testPoints, peer, total };
}
