import { z } from 'zod';
import { LIMITS } from './constants';
import { boundedName, Id, IsoDateTime } from './primitives';
import { SortKey } from './assignments';

// Automated tests of docs/API.md: an assignment's test categories (`/testCategories/`), their test cases
// (`/testCases/`) and the results of running them on a submission (`/submissionTests/`). The newest result
// per test case counts toward the grade: its score when it gave partial credit, else pointsPass when it passed and
// pointsFail otherwise.

export const TEST_CASE_TYPES = ['io', 'io_cli', 'unit', 'shell', 'file', 'external'] as const;
export const TestCaseType = z.enum(TEST_CASE_TYPES);
export type TestCaseType = z.infer<typeof TestCaseType>;

/** The kinds the autograder runs; `external` results arrive through the API. */
export const RUNNABLE_TEST_TYPES = ['io_cli', 'io', 'unit', 'shell', 'file'] as const satisfies readonly TestCaseType[];

/** Test points, as rubric points: far beyond any real assignment, within what the database stores. */
const TestPoints = z.number().min(-1_000_000).max(1_000_000);
/** Test output can be long (a failing run's whole log), but not unbounded. */
const Logs = z.string().max(1_000_000);

export const TestCategory = z.object({
  id: Id,
  assignment: Id,
  name: z.string(),
  sortKey: z.number().int(),
  testCases: z.array(Id),
});
export type TestCategory = z.infer<typeof TestCategory>;

const TestCategoryFields = {
  name: boundedName(LIMITS.testCategoryName),
  sortKey: SortKey,
};

export const TestCategoryCreate = z.object({
  assignment: Id,
  name: TestCategoryFields.name,
  sortKey: SortKey.optional(),
});
export type TestCategoryCreate = z.output<typeof TestCategoryCreate>;

/** PATCH: `assignment` cannot change. */
export const TestCategoryUpdate = z.object(TestCategoryFields).partial();
export type TestCategoryUpdate = z.output<typeof TestCategoryUpdate>;

/**
 * What each kind of test runs (docs/AUTOGRADER.md, "What instructors can bring"):
 * - `io_cli`: `command` in the submission's folder with `input` on stdin; stdout compared with `expectedOutput`
 *   (or the helper file `expectedOutputFile`): exactly, whitespace-flexibly (`isFlexible`) or as a regular
 *   expression (`outputIsRegexp`).
 * - `io`: calls `function` of `fileName` with `arguments` (a JSON array) and compares its return value (as JSON)
 *   or, with `compareOutput`, what it printed, with `expectedOutput`.
 * - `unit`: `script` is a test file named `fileName` in the assignment's language; each test function becomes a
 *   test case of the category (created by the first run, `generatedBy` naming this case).
 * - `shell`: `script` (bash) passes when it exits 0; its output is the log.
 * - `file`: `script` (bash) writes results to `results.json` (or prints `TestOutput` lines); each names a test
 *   case of the category, created when unknown.
 * - `external`: results arrive through the API.
 */
export const TestCase = z.object({
  id: Id,
  testCategory: Id,
  type: TestCaseType,
  description: z.string(),
  sortKey: z.number().int(),
  pointsPass: z.number(),
  pointsFail: z.number(),
  explanation: z.string(),
  /** Students see this test's results as soon as they submit; others wait for the released feedback. */
  exposed: z.boolean(),
  /** This test's own wall-time limit in seconds; null for the environment's. */
  timeLimitSeconds: z.number().int().positive().nullable(),
  command: z.string(),
  input: z.string(),
  expectedOutput: z.string(),
  expectedOutputFile: z.string(),
  isFlexible: z.boolean(),
  outputIsRegexp: z.boolean(),
  fileName: z.string(),
  function: z.string(),
  arguments: z.string(),
  compareOutput: z.boolean(),
  script: z.string(),
  /** The `unit` or `file` test whose runs created this case; null for cases people made. */
  generatedBy: Id.nullable(),
});
export type TestCase = z.infer<typeof TestCase>;

/** What a test case holds for the fields its kind does not use (and what a new one starts with). */
export const TEST_CASE_RUN_DEFAULTS = {
  exposed: false,
  timeLimitSeconds: null,
  command: '',
  input: '',
  expectedOutput: '',
  expectedOutputFile: '',
  isFlexible: false,
  outputIsRegexp: false,
  fileName: '',
  function: '',
  arguments: '',
  compareOutput: false,
  script: '',
  generatedBy: null,
} as const satisfies Partial<TestCase>;

/** `arguments` of an `io` test: a JSON array, checked here so a typo is a 400 and not a failed run. */
const ArgumentsJson = z
  .string()
  .max(100_000)
  .refine((text) => {
    if (text.trim() === '') return true;
    try {
      return Array.isArray(JSON.parse(text));
    } catch {
      return false;
    }
  }, 'Enter the arguments as a JSON array, e.g. [1, "two"].');

const TestCaseFields = {
  description: z
    .string()
    .trim()
    .max(LIMITS.testCaseDescription, `Ensure this field has no more than ${LIMITS.testCaseDescription} characters.`),
  sortKey: SortKey,
  pointsPass: TestPoints,
  pointsFail: TestPoints,
  explanation: z.string().max(20_000),
  exposed: z.boolean(),
  timeLimitSeconds: z.number().int().min(1).max(600).nullable(),
  command: z.string().max(2_000),
  input: z.string().max(1_000_000),
  expectedOutput: z.string().max(1_000_000),
  expectedOutputFile: z.string().max(255),
  isFlexible: z.boolean(),
  outputIsRegexp: z.boolean(),
  fileName: z.string().trim().max(255),
  function: z.string().trim().max(255),
  arguments: ArgumentsJson,
  compareOutput: z.boolean(),
  script: z.string().max(1_000_000),
};

/** The fields each kind of test cannot run without. */
const REQUIRED_BY_TYPE: Record<TestCaseType, readonly (keyof TestCase)[]> = {
  io_cli: ['command'],
  io: ['fileName', 'function'],
  unit: ['fileName', 'script'],
  shell: ['script'],
  file: ['script'],
  external: [],
};

/**
 * Field errors of a test case as it would be stored (a kind's required fields blank), or null when it can run. A
 * test case a unit or file test generated (`generatedBy`) runs as part of its maker and needs none of them: only
 * its points, explanation and exposure are its own.
 */
export function testCaseProblems(
  testCase: Pick<TestCase, 'type' | 'command' | 'fileName' | 'function' | 'script'> & { generatedBy?: number | null },
): Record<string, string[]> | null {
  if (testCase.generatedBy !== undefined && testCase.generatedBy !== null) return null;
  const problems: Record<string, string[]> = {};
  for (const field of REQUIRED_BY_TYPE[testCase.type]) {
    const value = testCase[field as 'command' | 'fileName' | 'function' | 'script'];
    if (value.trim() === '') problems[field] = [`A ${testCase.type} test needs this field.`];
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/** POST: `type` defaults to `external` (tests created through codePost's API ran elsewhere). */
export const TestCaseCreate = z.object({ testCategory: Id, type: TestCaseType.default('external'), ...z.object(TestCaseFields).partial().shape });
export type TestCaseCreate = z.output<typeof TestCaseCreate>;

/** PATCH: a test case may move to another category of the same assignment, and change kind. */
export const TestCaseUpdate = z.object({ testCategory: Id, type: TestCaseType, ...TestCaseFields }).partial();
export type TestCaseUpdate = z.output<typeof TestCaseUpdate>;

export const SubmissionTest = z.object({
  id: Id,
  submission: Id,
  testCase: Id,
  testCategory: Id,
  logs: z.string(),
  passed: z.boolean(),
  isError: z.boolean(),
  /** Points earned when the test gave partial credit (between pointsFail and pointsPass); null otherwise. */
  score: z.number().nullable(),
  logsTruncated: z.boolean(),
  durationMs: z.number().int().nonnegative().nullable(),
  /** The autograder run that produced it; null for results posted through the API. */
  testRun: Id.nullable(),
  created: IsoDateTime,
  modified: IsoDateTime,
});
export type SubmissionTest = z.infer<typeof SubmissionTest>;

export const SubmissionTestCreate = z.object({
  submission: Id,
  testCase: Id,
  logs: Logs,
  passed: z.boolean(),
  isError: z.boolean().optional().default(false),
  score: TestPoints.nullable().optional(),
});
export type SubmissionTestCreate = z.output<typeof SubmissionTestCreate>;

/** PATCH: the result of a run changes; which submission and test case it belongs to does not. */
export const SubmissionTestUpdate = z.object({ logs: Logs, passed: z.boolean(), isError: z.boolean(), score: TestPoints.nullable() }).partial();
export type SubmissionTestUpdate = z.output<typeof SubmissionTestUpdate>;

export const SUBMISSION_TEST_MESSAGES = {
  duplicateCategoryName: 'A test category with this name already exists in this assignment.',
  otherAssignmentCategory: 'The test category must belong to the same assignment.',
  otherAssignmentTestCase: "The test case must belong to the submission's assignment.",
} as const;

/**
 * GET /rubricComments/{id}/feedbackScore/: how students rated the comments that use a rubric comment
 * (feedback −1 and +1). Kept beside the other grading read models until it moves next to the rubric contract.
 */
export const RubricFeedbackScore = z.object({
  negative: z.number().int().nonnegative(),
  positive: z.number().int().nonnegative(),
});
export type RubricFeedbackScore = z.infer<typeof RubricFeedbackScore>;
