// How an assignment's grade is made from its tests and its manual grading (docs/AUTOGRADER.md, "How the grade is
// made"), in the words the Tests tab uses. The grade itself is computeGrade's (grade.ts): the assignment's points
// minus the rubric's deductions (or, with additive grading, the rubric's points alone), plus the tests' points.
// The three common models are settings of the assignment's `points` and `additiveGrading`, nothing more.

export const GRADING_MODELS = ['tests_whole', 'tests_share', 'tests_add'] as const;
export type GradingModel = (typeof GRADING_MODELS)[number];

export const GRADING_MODEL_LABELS: Record<GradingModel, string> = {
  tests_whole: 'Tests make the whole grade',
  tests_share: 'Tests and manual grading share the points',
  tests_add: 'Tests add to the manual grade',
};

export const GRADING_MODEL_HELP: Record<GradingModel, string> = {
  tests_whole: 'Additive grading, worth what the tests are worth: a student who passes every test has full marks.',
  tests_share: 'Additive grading, worth the tests’ points plus the manual points: graders give the rest with the rubric.',
  tests_add: 'Graders start from the manual points and deduct with the rubric; the tests’ points come on top.',
};

const tidy = (value: number) => String(Math.round(value * 100) / 100);

export interface GradingFacts {
  points: number;
  additiveGrading: boolean;
  /** The most the tests can add: every test's points for a pass (or its largest positive score), summed. */
  testPoints: number;
  /** What failed tests can take away (the sum of negative points), as a negative number or 0. */
  testDeductions: number;
}

/** What a test brings at most and takes at most: its pass and fail points, whichever is larger and smaller. */
export function testPointRange(tests: readonly { pointsPass: number; pointsFail: number }[]): { testPoints: number; testDeductions: number } {
  let testPoints = 0;
  let testDeductions = 0;
  for (const test of tests) {
    testPoints += Math.max(0, test.pointsPass, test.pointsFail);
    testDeductions += Math.min(0, test.pointsPass, test.pointsFail);
  }
  return { testPoints, testDeductions };
}

/** The model the assignment follows now, when it is one of the three (null: none of them, e.g. tests worth nothing). */
export function gradingModelOf(facts: GradingFacts): GradingModel | null {
  if (facts.testPoints <= 0) return null;
  if (!facts.additiveGrading) return 'tests_add';
  return facts.points === facts.testPoints ? 'tests_whole' : facts.points > facts.testPoints ? 'tests_share' : null;
}

/** One sentence saying how the grade is made now, and whether it can exceed the assignment's points. */
export function gradingModelSentence(facts: GradingFacts): { text: string; overPoints: boolean } {
  const { points, additiveGrading, testPoints, testDeductions } = facts;
  const n = tidy(points);
  const t = tidy(testPoints);
  if (testPoints <= 0 && testDeductions < 0) {
    return additiveGrading
      ? { text: `Graders give the points with the rubric; failed tests take away up to ${tidy(-testDeductions)} of them.`, overPoints: false }
      : { text: `Students start at ${n}; graders deduct with the rubric and failed tests take away up to ${tidy(-testDeductions)} points.`, overPoints: false };
  }
  if (testPoints <= 0) return { text: 'No test is worth points yet: the grade is the manual grade alone.', overPoints: false };
  if (!additiveGrading) {
    return {
      text: `Tests add to the manual grade: students start at ${n}, graders deduct with the rubric, and the tests add up to ${t} on top, so a student can reach ${tidy(points + testPoints)} of ${n}.`,
      overPoints: true,
    };
  }
  if (points === testPoints) return { text: `Tests make the whole grade: the tests give up to ${t} of the ${n} points.`, overPoints: false };
  if (points > testPoints) {
    return { text: `Tests and manual grading share the points: the tests give up to ${t} of the ${n} points, graders give the other ${tidy(points - testPoints)} with the rubric.`, overPoints: false };
  }
  return { text: `The tests are worth ${t} points, more than the assignment’s ${n}: a student can reach ${t} of ${n}.`, overPoints: true };
}

/** The assignment's settings for a model; `manualPoints` are what graders give or start from (unused for tests_whole). */
export function gradingModelSettings(model: GradingModel, testPoints: number, manualPoints: number): { additiveGrading: boolean; points: number } {
  switch (model) {
    case 'tests_whole':
      return { additiveGrading: true, points: testPoints };
    case 'tests_share':
      return { additiveGrading: true, points: testPoints + manualPoints };
    case 'tests_add':
      return { additiveGrading: false, points: manualPoints };
  }
}

/** What runs and when, in one sentence, from the environment's switch and whether an autograder zip is set. */
export function whatRunsSentence({ runOnUpload, hasAutograderZip }: { runOnUpload: boolean; hasAutograderZip: boolean }): string {
  const what = hasAutograderZip ? 'the autograder zip (its run_autograder, instead of the tests below)' : 'the tests below, in order, after the build';
  if (runOnUpload) return `Every student upload runs ${what}. Staff can run one submission again, or all of them, under Runs.`;
  return `Student uploads are not tested: turn on “Run tests when a student uploads” under Environment, or run ${what} from Runs.`;
}
