// The grade rule of docs/API.md, shared by the server (which stores it) and the web app (which
// shows a live total while grading). Point deltas are deductions when positive, bonuses when negative.

export interface GradeCategory {
  id: number;
  /** Null = uncapped; a positive limit caps deductions, a negative one caps bonuses. */
  pointLimit: number | null;
  atMostOnce: boolean;
}

export interface GradeRubricComment {
  id: number;
  categoryId: number;
  pointDelta: number;
}

export interface GradeComment {
  /** Null for a free comment. */
  rubricCommentId: number | null;
  /** A free comment's own points (ignored when linked to the rubric). */
  pointDelta: number | null;
}

export interface GradeTestResult {
  passed: boolean;
  pointsPass: number;
  pointsFail: number;
  /** Partial credit: the points earned, kept between pointsFail and pointsPass; null when pass or fail decides. */
  score?: number | null;
}

/** The points one test result brings to the grade. */
export function testResultPoints(t: GradeTestResult): number {
  if (t.score === null || t.score === undefined) return t.passed ? t.pointsPass : t.pointsFail;
  const low = Math.min(t.pointsPass, t.pointsFail);
  const high = Math.max(t.pointsPass, t.pointsFail);
  return Math.min(high, Math.max(low, t.score));
}

export interface GradeInput {
  points: number;
  additiveGrading: boolean;
  categories: GradeCategory[];
  rubricComments: GradeRubricComment[];
  /** Comments on the current version of each file only. */
  comments: GradeComment[];
  /** The newest result per test case. */
  tests: GradeTestResult[];
  /**
   * The test points when the submission's newest completed test run reported its own total (Gradescope's top-level
   * `score`): it replaces the sum of `tests`. Null or absent: the sum.
   */
  testScore?: number | null;
}

/**
 * The points a submission's tests bring: its newest completed run's own total when it reported one (Gradescope's
 * top-level `score`), else the sum of its newest results. Wherever a total is shown, it is this number.
 */
export function testPointsOf(tests: readonly GradeTestResult[], testScore?: number | null): number {
  return testScore ?? tests.reduce((total, t) => total + testResultPoints(t), 0);
}

/** Caps a category's summed delta by its limit. */
export function capCategory(sum: number, pointLimit: number | null): number {
  if (pointLimit === null) return sum;
  if (pointLimit >= 0) return Math.min(sum, pointLimit);
  return Math.max(sum, pointLimit);
}

/** Rounds away binary noise (0.1 + 0.2) to a precision far below any real rubric's. */
function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export function computeGrade(input: GradeInput): number {
  const rubricById = new Map(input.rubricComments.map((rc) => [rc.id, rc]));
  const categorySums = new Map<number, number>();
  const countedOnce = new Set<number>();
  const categoryById = new Map(input.categories.map((c) => [c.id, c]));
  let freeDelta = 0;

  for (const comment of input.comments) {
    if (comment.rubricCommentId === null) {
      freeDelta += comment.pointDelta ?? 0;
      continue;
    }
    const rubricComment = rubricById.get(comment.rubricCommentId);
    if (!rubricComment) continue;
    const category = categoryById.get(rubricComment.categoryId);
    if (category?.atMostOnce) {
      if (countedOnce.has(rubricComment.id)) continue;
      countedOnce.add(rubricComment.id);
    }
    categorySums.set(rubricComment.categoryId, (categorySums.get(rubricComment.categoryId) ?? 0) + rubricComment.pointDelta);
  }

  let deductions = freeDelta;
  for (const [categoryId, sum] of categorySums) {
    deductions += capCategory(sum, categoryById.get(categoryId)?.pointLimit ?? null);
  }
  const testPoints = testPointsOf(input.tests, input.testScore);
  const base = input.additiveGrading ? -deductions : input.points - deductions;
  return tidy(base + testPoints);
}
