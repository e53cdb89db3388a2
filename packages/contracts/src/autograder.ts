import { z } from 'zod';
import { LimitsInForce } from './sandbox-limits';
import { Id, IsoDateTime } from './primitives';

// The autograder of docs/AUTOGRADER.md: each assignment's environment (language, build command, limits, helper
// files and a reference solution), and the runs that test a submission (or the solution) in a sandbox.
//   GET/PATCH /assignments/{id}/environment/            the environment (created on first change)
//   GET/POST  /assignments/{id}/environment/files/      helper and solution files (multipart, field `file`)
//   DELETE    /assignments/{id}/environment/files/{fileId}/
//   POST /submissions/{id}/runTests/   GET /submissions/{id}/testRuns/
//   POST /assignments/{id}/runTests/   (run all, or `{ "target": "solution" }`)   GET /assignments/{id}/testRuns/
//   POST /testRuns/{id}/cancel/        POST /testRunBatches/{id}/cancel/ (the batch's queued and running runs)

export const AUTOGRADER_LANGUAGES = ['python', 'java', 'c', 'cpp', 'javascript', 'bash', 'other'] as const;
export const AutograderLanguage = z.enum(AUTOGRADER_LANGUAGES);
export type AutograderLanguage = z.infer<typeof AutograderLanguage>;

export const AUTOGRADER_LANGUAGE_LABELS: Record<AutograderLanguage, string> = {
  python: 'Python 3',
  java: 'Java (JDK 17)',
  c: 'C (gcc)',
  cpp: 'C++ (g++)',
  javascript: 'JavaScript (Node)',
  bash: 'Bash',
  other: 'Other',
};

/** The limits of one test's run (docs/AUTOGRADER.md, "Sandbox"). */
export const LIMIT_KEYS = ['cpuSeconds', 'wallSeconds', 'memoryMb', 'processes', 'fileSizeMb', 'outputKb'] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];
export type RunLimits = Record<LimitKey, number>;

/** What an assignment gets until an instructor changes it. */
export const DEFAULT_RUN_LIMITS: RunLimits = { cpuSeconds: 10, wallSeconds: 30, memoryMb: 768, processes: 64, fileSizeMb: 16, outputKb: 1024 };
/** The most an instructor may set; a server may lower these (AUTOGRADER_MAX_* settings), never raise them. */
export const MAX_RUN_LIMITS: RunLimits = { cpuSeconds: 120, wallSeconds: 600, memoryMb: 4096, processes: 256, fileSizeMb: 256, outputKb: 8192 };

export const LIMIT_LABELS: Record<LimitKey, { label: string; unit: string }> = {
  cpuSeconds: { label: 'CPU time', unit: 's' },
  wallSeconds: { label: 'Wall time', unit: 's' },
  memoryMb: { label: 'Memory', unit: 'MB' },
  processes: { label: 'Processes', unit: '' },
  fileSizeMb: { label: 'Largest file', unit: 'MB' },
  outputKb: { label: 'Output kept', unit: 'KB' },
};

const LimitValue = z.number().int('Enter a whole number.').min(1, 'Ensure this value is greater than or equal to 1.');
export const RunLimitsSchema = z.object({
  cpuSeconds: LimitValue,
  wallSeconds: LimitValue,
  memoryMb: LimitValue.min(64, 'Ensure this value is greater than or equal to 64.'),
  processes: LimitValue,
  fileSizeMb: LimitValue,
  outputKb: LimitValue,
});

export const ENVIRONMENT_FILE_ROLES = ['helper', 'solution'] as const;
export const EnvironmentFileRole = z.enum(ENVIRONMENT_FILE_ROLES);
export type EnvironmentFileRole = z.infer<typeof EnvironmentFileRole>;

/**
 * A file of the environment, never shown to students. `helper` files (test data, harnesses) are copied into
 * every run; `solution` files stand in for a submission's files when staff run the tests against the solution.
 */
export const EnvironmentFile = z.object({
  id: Id,
  path: z.string(),
  role: EnvironmentFileRole,
  size: z.number().int().nonnegative(),
  created: IsoDateTime,
});
export type EnvironmentFile = z.infer<typeof EnvironmentFile>;

/** The assignment's environment; `id` is null until it is first changed (the defaults apply until then). */
export const Environment = z.object({
  id: Id.nullable(),
  assignment: Id,
  language: AutograderLanguage,
  /** Run once per run before the tests, in the submission's folder (e.g. `javac *.java`); empty for none. */
  buildCommand: z.string(),
  limits: RunLimitsSchema,
  /** The most this server allows for each limit. */
  limitCaps: RunLimitsSchema,
  /** A student's upload starts a run. */
  runOnUpload: z.boolean(),
  /** Runs a student's uploads may start; null for no limit. Uploads past it are still accepted, untested. */
  maxStudentTestRuns: z.number().int().nonnegative().nullable(),
  /** Nudge mode: at most this many failed exposed tests per category are revealed to students; null for all. */
  nudgeLimit: z.number().int().nonnegative().nullable(),
  /** Each run adds `_tests.txt` (its raw output) to the submission, hidden from students until published. */
  testsAsTextFile: z.boolean(),
  files: z.array(EnvironmentFile),
});
export type Environment = z.infer<typeof Environment>;

const BuildCommand = z.string().max(2_000, 'Ensure this field has no more than 2000 characters.');
const OptionalCount = z.number().int().min(0).max(10_000).nullable();

export const EnvironmentUpdate = z
  .object({
    language: AutograderLanguage,
    buildCommand: BuildCommand,
    limits: RunLimitsSchema.partial(),
    runOnUpload: z.boolean(),
    maxStudentTestRuns: OptionalCount,
    nudgeLimit: OptionalCount,
    testsAsTextFile: z.boolean(),
  })
  .partial()
  .strict();
export type EnvironmentUpdate = z.output<typeof EnvironmentUpdate>;

/** Multipart fields beside `file` when helper or solution files are uploaded (zips are unpacked). */
export const EnvironmentFileUploadFields = z.object({ role: EnvironmentFileRole.default('helper') });

export const ENVIRONMENT_MESSAGES = {
  limitOverCap: (cap: number) => `Ensure this value is less than or equal to ${cap}.`,
  duplicatePath: 'A file with this path already exists in the environment.',
} as const;

/** The file a run adds to the submission when the environment asks for its results as text (testsAsTextFile). */
export const TESTS_TEXT_FILE = '_tests.txt';

// ---- runs ----

export const TEST_RUN_STATES = ['queued', 'running', 'completed', 'error', 'cancelled', 'superseded'] as const;
export const TestRunState = z.enum(TEST_RUN_STATES);
export type TestRunState = z.infer<typeof TestRunState>;

/** How staff and students read each state. `error` is "could not be graded": it costs the student nothing. */
export const TEST_RUN_STATE_LABELS: Record<TestRunState, string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  error: 'Could not be graded',
  cancelled: 'Cancelled',
  superseded: 'Superseded by a newer upload',
};

/**
 * What staff read on a submission whose newest run could not be graded and that nobody finalized since (its
 * `needsAttention`): its grade is blank until a run completes or they finalize it.
 */
export const NEEDS_ATTENTION_TEXTS = {
  tag: 'Needs attention',
  explanation:
    'The newest test run could not be graded, so the grade is blank: the results of earlier versions no longer count. Run the tests again, or finalize the submission to grade it as it stands.',
} as const;

/** What started a run; `external` runs hold results posted through the API (POST /submissions/{id}/results/). */
export const TEST_RUN_TRIGGERS = ['upload', 'staff', 'batch', 'solution', 'external'] as const;
export const TestRunTrigger = z.enum(TEST_RUN_TRIGGERS);
export type TestRunTrigger = z.infer<typeof TestRunTrigger>;

/**
 * How a result's or a run's output is written (Gradescope's `output_format`). The web app renders each safely:
 * `text` as is, `ansi` with colours, `md` and `simple_format` as Markdown without raw HTML, `html` through a strict
 * allow-list sanitizer. The product's own tests write `ansi` (their logs keep colour escapes).
 */
export const OUTPUT_FORMATS = ['text', 'html', 'simple_format', 'md', 'ansi'] as const;
export const OutputFormat = z.enum(OUTPUT_FORMATS);
export type OutputFormat = z.infer<typeof OutputFormat>;

/**
 * Who may see a result or part of a run (Gradescope's `visibility`): `hidden` never students (even after the
 * feedback is out), `after_due_date` students once the assignment's deadline has passed, `after_published` students
 * once the feedback is out, `visible` students at once. Null on results of the product's own tests, whose test
 * case's `exposed` decides as before (exposed: visible; not exposed: after_published).
 */
export const RESULT_VISIBILITIES = ['hidden', 'after_due_date', 'after_published', 'visible'] as const;
export const ResultVisibility = z.enum(RESULT_VISIBILITIES);
export type ResultVisibility = z.infer<typeof ResultVisibility>;

/** Where a run's results came from: the product's own tests, the assignment's autograder zip, or the API. */
export const TEST_RUN_SOURCES = ['tests', 'autograder', 'external'] as const;
export const TestRunSource = z.enum(TEST_RUN_SOURCES);
export type TestRunSource = z.infer<typeof TestRunSource>;

/** One value a run reported for the leaderboard (Gradescope's `leaderboard[]`). `order` ranks: desc means higher is better. */
export const LeaderboardValue = z.object({
  name: z.string(),
  value: z.union([z.number(), z.string()]),
  order: z.enum(['asc', 'desc']),
});
export type LeaderboardValue = z.infer<typeof LeaderboardValue>;

/** One test's result within a run. `testCase` names the case (created by the run for unit and file tests). */
export const TestRunResult = z.object({
  testCase: Id,
  testCategory: Id,
  /** The test case's description and its category's name, as they are now (empty when deleted since). */
  description: z.string(),
  categoryName: z.string(),
  /** The test case's Markdown explanation. */
  explanation: z.string(),
  /** Points this result brings to the grade, and the most it could (pointsPass); null for students of an assignment that hides grades. */
  points: z.number().nullable(),
  maxPoints: z.number().nullable(),
  passed: z.boolean(),
  /** Points earned when the test gave partial credit; null when pass or fail decides. */
  score: z.number().nullable(),
  logs: z.string(),
  logsTruncated: z.boolean(),
  /** A time-out, crash or harness failure rather than a wrong answer. */
  isError: z.boolean(),
  durationMs: z.number().int().nonnegative().nullable(),
  /** How `logs` is written. */
  outputFormat: OutputFormat,
  /** Gradescope's visibility of this result; null when the test case's `exposed` decides. */
  visibility: ResultVisibility.nullable(),
  /** Gradescope's `number` (e.g. "1.2"), which orders results; null when absent. */
  number: z.string().nullable(),
  tags: z.array(z.string()),
});
export type TestRunResult = z.infer<typeof TestRunResult>;

export const TestRun = z.object({
  id: Id,
  assignment: Id,
  /** Null for a run against the reference solution. */
  submission: Id.nullable(),
  batch: Id.nullable(),
  trigger: TestRunTrigger,
  state: TestRunState,
  /** Runs ahead of this one while it is queued (0: next), else null. */
  queuePosition: z.number().int().nonnegative().nullable(),
  created: IsoDateTime,
  started: IsoDateTime.nullable(),
  finished: IsoDateTime.nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
  passed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /** Results that were errors (time-outs, crashes), counted in `failed` too. */
  errors: z.number().int().nonnegative(),
  /** Why the run could not be graded, or the build's failure; shown to staff only (null for students). */
  error: z.string().nullable(),
  /** Output of the build command; staff only (null for students). */
  buildLog: z.string().nullable(),
  /** The limits the run's code was held to and how each was counted; staff only (null for students and older runs). */
  limitsInForce: LimitsInForce.nullable(),
  /** What the reader may see: students get exposed tests only until the feedback is released. */
  results: z.array(TestRunResult),
  source: TestRunSource,
  /** The run's own total (Gradescope's top-level `score`), which replaces the sum of its results' points; null: the sum. */
  score: z.number().nullable(),
  /** The run's top-level output (Gradescope's `output`), '' when none or not visible to the reader. */
  output: z.string(),
  outputFormat: OutputFormat,
  /** What the autograder printed (run_autograder's stdout); null when none or not visible to the reader. */
  stdout: z.string().nullable(),
  /** Gradescope's `execution_time`, in milliseconds; null when not reported. */
  executionTimeMs: z.number().nonnegative().nullable(),
  /** Gradescope's `extra_data`: staff only (null for students). */
  extraData: z.record(z.string(), z.unknown()).nullable(),
  /** The values this run reported for the assignment's leaderboard; null when none. */
  leaderboard: z.array(LeaderboardValue).nullable(),
  /** Results kept from the reader (hidden tests, or failures past the nudge limit). */
  hiddenResults: z.number().int().nonnegative(),
});
export type TestRun = z.infer<typeof TestRun>;

/** GET /submissions/{id}/testRuns/: newest first. */
export const SubmissionTestRuns = z.object({
  runs: z.array(TestRun),
  /** Runs the students' uploads may still start; null for no limit. */
  runsLeft: z.number().int().nonnegative().nullable(),
});
export type SubmissionTestRuns = z.infer<typeof SubmissionTestRuns>;

export const TEST_RUN_BATCH_STATES = ['running', 'completed', 'cancelled'] as const;
export const TestRunBatchState = z.enum(TEST_RUN_BATCH_STATES);

/** "Run all": one run per submission of the assignment, with progress. */
export const TestRunBatch = z.object({
  id: Id,
  assignment: Id,
  state: TestRunBatchState,
  total: z.number().int().nonnegative(),
  /** Runs that ended (completed, error, cancelled or superseded). */
  done: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
  created: IsoDateTime,
  finished: IsoDateTime.nullable(),
});
export type TestRunBatch = z.infer<typeof TestRunBatch>;

/** GET /assignments/{id}/testRuns/: the newest batch, the newest solution run and each submission's newest run. */
export const AssignmentTestRuns = z.object({
  batch: TestRunBatch.nullable(),
  solutionRun: TestRun.nullable(),
  runs: z.array(TestRun),
});
export type AssignmentTestRuns = z.infer<typeof AssignmentTestRuns>;

/** POST /assignments/{id}/runTests/: every submission (default), or the reference solution. */
export const AssignmentRunRequest = z.object({ target: z.enum(['submissions', 'solution']).default('submissions') }).strict();

/** 202 answer of POST /assignments/{id}/runTests/. */
export const AssignmentRunStarted = z.object({ batch: TestRunBatch.nullable(), run: TestRun.nullable() });
export type AssignmentRunStarted = z.infer<typeof AssignmentRunStarted>;

export const TEST_RUN_MESSAGES = {
  noTests: 'This assignment has no tests to run.',
  noSolution: 'Upload the reference solution (solution files) before running against it.',
  noFiles: 'This submission has no files to test.',
  notCancellable: 'Only queued or running tests can be cancelled.',
  batchRunning: 'A run of all submissions is already in progress.',
} as const;

// ---- leaderboard ----
//   GET /assignments/{id}/leaderboard/        students of the course and staff
//   PUT /assignments/{id}/leaderboard/name/   a student's pseudonym on it ({ "name": "..." })

export const LEADERBOARD_NAME_MAX = 40;
export const LEADERBOARD_MESSAGES = {
  nameTaken: 'Another student already uses this name on this leaderboard; choose another.',
  nameReserved: 'Names like "Anonymous 3" are kept for students who have not chosen one; choose another.',
  nameIsEmail: 'A leaderboard name cannot be an e-mail address; choose another.',
} as const;
/** The neutral names of rows whose students chose none ("Anonymous 3"), in any case and spacing. */
export function isNeutralLeaderboardName(name: string): boolean {
  return /^anonymous\s*\d+$/i.test(name.trim());
}
/** Shaped like an e-mail address: a chosen name never is, so no row can pass for a person's account. */
export function looksLikeEmail(name: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(name.trim());
}
export const LeaderboardNameUpdate = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'This field may not be blank.')
      .max(LEADERBOARD_NAME_MAX, `Ensure this field has no more than ${LEADERBOARD_NAME_MAX} characters.`)
      .refine((name) => !isNeutralLeaderboardName(name), LEADERBOARD_MESSAGES.nameReserved)
      .refine((name) => !looksLikeEmail(name), LEADERBOARD_MESSAGES.nameIsEmail),
  })
  .strict();

/** The assignment's leaderboard: each submission's newest values, ranked by the first column; names are pseudonyms. */
export const Leaderboard = z.object({
  assignment: Id,
  columns: z.array(z.object({ name: z.string(), order: z.enum(['asc', 'desc']) })),
  rows: z.array(
    z.object({
      rank: z.number().int().positive(),
      /** The pseudonym its student chose, or a neutral one ("Anonymous 12") until they do. */
      name: z.string(),
      /** The reader's own row. */
      mine: z.boolean(),
      values: z.record(z.string(), z.union([z.number(), z.string()])),
    }),
  ),
  /** The reader's pseudonym (students), null for staff or until chosen. */
  myName: z.string().nullable(),
});
export type Leaderboard = z.infer<typeof Leaderboard>;
