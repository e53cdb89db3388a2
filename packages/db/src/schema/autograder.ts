import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, index, integer, jsonb, numeric, pgEnum, pgTable, serial, text, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { assignments } from './assignments';
import { fileBlobs } from './file-blobs';
import { files, submissions } from './submissions';
import { users } from './users';

// The autograder (docs/AUTOGRADER.md): test categories and cases of an assignment, its environment (language,
// build command, limits, helper and solution files), the runs that test a submission or the solution, and
// the results they store. A run's results are kept on the run (what it found) and, for a submission, as
// submission_tests rows (what counts in the grade: the newest per test case).

export const testCategories = pgTable(
  'test_categories',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id').notNull().references(() => assignments.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 48 }).notNull(),
    sortKey: integer('sort_key').notNull().default(0),
  },
  (t) => [unique('test_categories_assignment_name_unique').on(t.assignmentId, t.name)],
);

export const testCaseType = pgEnum('test_case_type', ['io', 'io_cli', 'unit', 'shell', 'file', 'external']);

export const testCases = pgTable(
  'test_cases',
  {
    id: serial('id').primaryKey(),
    testCategoryId: integer('test_category_id').notNull().references(() => testCategories.id, { onDelete: 'cascade' }),
    type: testCaseType('type').notNull().default('external'),
    description: varchar('description', { length: 48 }).notNull().default(''),
    sortKey: integer('sort_key').notNull().default(0),
    pointsPass: numeric('points_pass', { mode: 'number' }).notNull().default(0),
    pointsFail: numeric('points_fail', { mode: 'number' }).notNull().default(0),
    explanation: text('explanation').notNull().default(''),
    exposed: boolean('exposed').notNull().default(false),
    timeLimitSeconds: integer('time_limit_seconds'),
    command: text('command').notNull().default(''),
    input: text('input').notNull().default(''),
    expectedOutput: text('expected_output').notNull().default(''),
    expectedOutputFile: varchar('expected_output_file', { length: 255 }).notNull().default(''),
    isFlexible: boolean('is_flexible').notNull().default(false),
    outputIsRegexp: boolean('output_is_regexp').notNull().default(false),
    fileName: varchar('file_name', { length: 255 }).notNull().default(''),
    function: varchar('function', { length: 255 }).notNull().default(''),
    arguments: text('arguments').notNull().default(''),
    compareOutput: boolean('compare_output').notNull().default(false),
    script: text('script').notNull().default(''),
    /** The unit or file test whose runs created this case (one per test function or reported result). */
    generatedBy: integer('generated_by').references((): AnyPgColumn => testCases.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('test_cases_category_idx').on(t.testCategoryId),
    // One case per reported name: two runs reporting a new test at once make one case.
    uniqueIndex('test_cases_generated_name_unique').on(t.generatedBy, t.testCategoryId, t.description).where(sql`${t.generatedBy} is not null`),
  ],
);

export const resultVisibility = pgEnum('result_visibility', ['hidden', 'after_due_date', 'after_published', 'visible']);
export const outputFormat = pgEnum('output_format', ['text', 'html', 'simple_format', 'md', 'ansi']);

export const submissionTests = pgTable(
  'submission_tests',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id').notNull().references(() => submissions.id, { onDelete: 'cascade' }),
    testCaseId: integer('test_case_id').notNull().references(() => testCases.id, { onDelete: 'cascade' }),
    logs: text('logs').notNull().default(''),
    passed: boolean('passed').notNull(),
    isError: boolean('is_error').notNull().default(false),
    /** Partial credit: the points earned, when neither pass nor fail decides. */
    score: numeric('score', { mode: 'number' }),
    logsTruncated: boolean('logs_truncated').notNull().default(false),
    durationMs: integer('duration_ms'),
    /** Gradescope's visibility of the result (docs/AUTOGRADER.md, "What students see"); null: the test case's `exposed` decides. */
    visibility: resultVisibility('visibility'),
    testRunId: integer('test_run_id').references((): AnyPgColumn => testRuns.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('submission_tests_submission_idx').on(t.submissionId, t.testCaseId)],
);

export const autograderLanguage = pgEnum('autograder_language', ['python', 'java', 'c', 'cpp', 'javascript', 'bash', 'other']);

/** One per assignment, created on its first change (until then the defaults of the contracts apply). */
export const autograderEnvironments = pgTable('autograder_environments', {
  id: serial('id').primaryKey(),
  assignmentId: integer('assignment_id')
    .notNull()
    .unique()
    .references(() => assignments.id, { onDelete: 'cascade' }),
  language: autograderLanguage('language').notNull().default('python'),
  buildCommand: text('build_command').notNull().default(''),
  cpuSeconds: integer('cpu_seconds').notNull(),
  wallSeconds: integer('wall_seconds').notNull(),
  memoryMb: integer('memory_mb').notNull(),
  processes: integer('processes').notNull(),
  fileSizeMb: integer('file_size_mb').notNull(),
  outputKb: integer('output_kb').notNull(),
  runOnUpload: boolean('run_on_upload').notNull().default(false),
  maxStudentTestRuns: integer('max_student_test_runs'),
  nudgeLimit: integer('nudge_limit'),
  testsAsTextFile: boolean('tests_as_text_file').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
});

export const environmentFileRole = pgEnum('environment_file_role', ['helper', 'solution']);

/** Helper and solution files of an environment; their bytes are content-addressed blobs like submissions' files. */
export const environmentFiles = pgTable(
  'environment_files',
  {
    id: serial('id').primaryKey(),
    environmentId: integer('environment_id')
      .notNull()
      .references(() => autograderEnvironments.id, { onDelete: 'cascade' }),
    path: varchar('path', { length: 255 }).notNull(),
    role: environmentFileRole('role').notNull(),
    blobSha256: varchar('blob_sha256', { length: 64 })
      .notNull()
      .references(() => fileBlobs.sha256),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('environment_files_path_unique').on(t.environmentId, t.role, t.path)],
);

export const testRunBatchState = pgEnum('test_run_batch_state', ['running', 'completed', 'cancelled']);

/** "Run all": the runs it queued point at it; its progress is counted from them. */
export const testRunBatches = pgTable(
  'test_run_batches',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    state: testRunBatchState('state').notNull().default('running'),
    total: integer('total').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('test_run_batches_assignment_idx').on(t.assignmentId, t.createdAt)],
);

export const testRunState = pgEnum('test_run_state', ['queued', 'running', 'completed', 'error', 'cancelled', 'superseded']);
export const testRunTrigger = pgEnum('test_run_trigger', ['upload', 'staff', 'batch', 'solution', 'external']);
export const testRunSource = pgEnum('test_run_source', ['tests', 'autograder', 'external']);

/** A result as a run stores it (the contracts' TestRunResult). The last four are absent from older rows. */
/** What packages/contracts calls LimitsInForce, as stored on a run. */
export interface StoredLimitsInForce {
  memory: { mb: number; scope: 'cgroup-v2' | 'cgroup-v1' | 'per-process' | 'per-uid' };
  processes: { max: number; scope: 'cgroup-v2' | 'cgroup-v1' | 'per-process' | 'per-uid' };
  cpu: { seconds: number; scope: 'cgroup-v2' | 'cgroup-v1' | 'per-process' | 'per-uid'; cores: number | null };
  wallSeconds: number;
  disk: { mb: number; scope: 'tmpfs' };
}

export interface StoredRunResult {
  testCase: number;
  testCategory: number;
  passed: boolean;
  score: number | null;
  logs: string;
  logsTruncated: boolean;
  isError: boolean;
  durationMs: number | null;
  /** How `logs` is written; absent: `ansi` (the product's own tests). */
  outputFormat?: (typeof outputFormat.enumValues)[number];
  /** Gradescope's visibility; absent or null: the test case's `exposed` decides. */
  visibility?: (typeof resultVisibility.enumValues)[number] | null;
  number?: string | null;
  tags?: string[];
}

/** A leaderboard value as a run stores it (the contracts' LeaderboardValue). */
export interface StoredLeaderboardValue {
  name: string;
  value: number | string;
  order: 'asc' | 'desc';
}

/** One run of an assignment's tests on a submission (or on the reference solution when submission is null). */
export const testRuns = pgTable(
  'test_runs',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => testRunBatches.id, { onDelete: 'set null' }),
    trigger: testRunTrigger('trigger').notNull(),
    state: testRunState('state').notNull().default('queued'),
    /** The background job that runs it (docs/ARCHITECTURE.md, "Background work"). */
    jobId: bigint('job_id', { mode: 'number' }),
    triggeredById: integer('triggered_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    passed: integer('passed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    error: text('error'),
    buildLog: text('build_log'),
    results: jsonb('results').$type<StoredRunResult[]>().notNull().default([]),
    /** Where the results came from: the product's tests, the assignment's autograder zip, or the API. */
    source: testRunSource('source').notNull().default('tests'),
    /** The run's own total (Gradescope's top-level `score`), counted instead of its results' points; null: their sum. */
    score: numeric('score', { mode: 'number' }),
    output: text('output').notNull().default(''),
    outputFormat: outputFormat('output_format').notNull().default('text'),
    /** What the autograder printed (run_autograder's stdout), and who may see it. */
    stdout: text('stdout'),
    stdoutVisibility: resultVisibility('stdout_visibility'),
    /** Who sees the run's score and output; null: nothing run-level to show (the product's own tests). */
    visibility: resultVisibility('visibility'),
    executionTimeMs: integer('execution_time_ms'),
    /** Gradescope's `extra_data`, for staff only. */
    extraData: jsonb('extra_data').$type<Record<string, unknown>>(),
    leaderboard: jsonb('leaderboard').$type<StoredLeaderboardValue[]>(),
    /** The limits the run's code was held to and how each was counted (the sandbox's LimitsInForce); staff only. */
    limitsInForce: jsonb('limits_in_force').$type<StoredLimitsInForce>(),
    /** The `_tests.txt` version this run wrote, whose readers follow the run's rule (submission-tests/visibility.ts). */
    testsTextFileId: integer('tests_text_file_id').references(() => files.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('test_runs_submission_idx').on(t.submissionId, t.createdAt),
    index('test_runs_assignment_idx').on(t.assignmentId, t.createdAt),
    index('test_runs_batch_idx').on(t.batchId, t.state),
    index('test_runs_state_idx').on(t.state, t.createdAt),
    // Deleting a file looks up the run that wrote it (ON DELETE SET NULL); only runs that wrote one are indexed.
    index('test_runs_tests_text_file_idx').on(t.testsTextFileId).where(sql`${t.testsTextFileId} is not null`),
    // The platform console's counts of test runs since a date (this term, each week of its analytics).
    index('test_runs_created_idx').on(t.createdAt),
    // The jobs sweep keeps a failed job whose run never finished: it looks the job up among unfinished runs only.
    index('test_runs_unfinished_job_idx').on(t.jobId).where(sql`${t.state} in ('queued', 'running')`),
  ],
);

/**
 * Each worker's sandbox as it last checked it, for the jobs page and /health/ready: whether it runs submissions
 * (a cgroup caps each run's memory and processes, or the operator allowed per-process limits) or refuses, and why.
 * Workers write their own row at start and every few minutes, and delete it when they stop.
 */
export const workerSandboxes = pgTable('worker_sandboxes', {
  /** The worker: its host and the sandbox's first uid. */
  worker: text('worker').primaryKey(),
  available: boolean('available').notNull(),
  reason: text('reason'),
  /** How its runs' memory is counted (a LimitScope); null when it refuses. */
  scope: text('scope'),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The name a student shows on an assignment's leaderboard, unique within the assignment (case-insensitively). */
export const leaderboardNames = pgTable(
  'leaderboard_names',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('leaderboard_names_assignment_user_unique').on(t.assignmentId, t.userId),
    uniqueIndex('leaderboard_names_assignment_name_unique').on(t.assignmentId, sql`lower(${t.name})`),
  ],
);

export const autograderBuildState = pgEnum('autograder_build_state', ['building', 'ready', 'failed']);

/**
 * An assignment's Gradescope-format autograder zip (docs/AUTOGRADER.md, "Autograder zips"): the zip's bytes are a
 * blob; the row is the newest build's state as the worker that built it reported it. Each worker host keeps its
 * own built copy on disk (named by sha256) and builds one itself when it has none.
 */
export const autograderZips = pgTable('autograder_zips', {
  id: serial('id').primaryKey(),
  assignmentId: integer('assignment_id')
    .notNull()
    .unique()
    .references(() => assignments.id, { onDelete: 'cascade' }),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  size: integer('size').notNull(),
  sha256: varchar('sha256', { length: 64 })
    .notNull()
    .references(() => fileBlobs.sha256),
  state: autograderBuildState('state').notNull().default('building'),
  step: text('step'),
  log: text('log').notNull().default(''),
  error: text('error'),
  uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  buildStartedAt: timestamp('build_started_at', { withTimezone: true }),
  builtAt: timestamp('built_at', { withTimezone: true }),
  durationMs: integer('duration_ms'),
  /** run_autograder's time limit in seconds (Gradescope's default, 10 minutes); kept when a new zip replaces this one. */
  runTimeLimitSeconds: integer('run_time_limit_seconds').notNull().default(600),
});
