import { z } from 'zod';
import { LIMITS } from './constants';
import { boundedName, Id, IsoDateTime } from './primitives';
import { SortKey } from './assignments';

// Automated tests of docs/API.md: an assignment's test categories (`/testCategories/`), their test cases
// (`/testCases/`) and the results of running them on a submission (`/submissionTests/`). The newest result
// per test case counts toward the grade: pointsPass when it passed, pointsFail otherwise.

export const TEST_CASE_TYPES = ['io', 'io_cli', 'unit', 'shell', 'file', 'external'] as const;
export const TestCaseType = z.enum(TEST_CASE_TYPES);
export type TestCaseType = z.infer<typeof TestCaseType>;

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

export const TestCase = z.object({
  id: Id,
  testCategory: Id,
  type: TestCaseType,
  description: z.string(),
  sortKey: z.number().int(),
  pointsPass: z.number(),
  pointsFail: z.number(),
  explanation: z.string(),
});
export type TestCase = z.infer<typeof TestCase>;

const TestCaseFields = {
  description: z
    .string()
    .trim()
    .max(LIMITS.testCaseDescription, `Ensure this field has no more than ${LIMITS.testCaseDescription} characters.`),
  sortKey: SortKey,
  pointsPass: TestPoints,
  pointsFail: TestPoints,
  explanation: z.string().max(20_000),
};

/** POST: `type` is not accepted: tests created through the API run elsewhere, so they are "external". */
export const TestCaseCreate = z.object({ testCategory: Id, ...z.object(TestCaseFields).partial().shape });
export type TestCaseCreate = z.output<typeof TestCaseCreate>;

/** PATCH: a test case may move to another category of the same assignment; its type stays. */
export const TestCaseUpdate = z.object({ testCategory: Id, ...TestCaseFields }).partial();
export type TestCaseUpdate = z.output<typeof TestCaseUpdate>;

export const SubmissionTest = z.object({
  id: Id,
  submission: Id,
  testCase: Id,
  testCategory: Id,
  logs: z.string(),
  passed: z.boolean(),
  isError: z.boolean(),
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
});
export type SubmissionTestCreate = z.output<typeof SubmissionTestCreate>;

/** PATCH: the result of a run changes; which submission and test case it belongs to does not. */
export const SubmissionTestUpdate = z.object({ logs: Logs, passed: z.boolean(), isError: z.boolean() }).partial();
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
