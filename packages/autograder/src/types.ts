// What the runner is given and what it answers (docs/AUTOGRADER.md). The caller (the server's test-run job) reads
// the plan from the database and stores the report; this package knows neither the database nor HTTP.
import type { AutograderLanguage, RunLimits, TestCase } from '@marginalia/contracts';
import type { LimitsInForce } from '@marginalia/sandbox';

/** One test case as stored, with its category and the cases its earlier runs created. */
export interface PlannedTest {
  testCase: TestCase;
  category: { id: number; name: string };
  /** Cases this unit or file test created in earlier runs (their description is the reported name). */
  generated: { id: number; description: string }[];
}

export interface RunFile {
  path: string;
  bytes: Uint8Array;
}

export interface RunPlan {
  language: AutograderLanguage;
  /** Run once before the tests with `bash -c`; empty for the language's default. */
  buildCommand: string;
  limits: RunLimits;
  /** The student's current files (or the reference solution's). */
  submissionFiles: RunFile[];
  /** The instructor's files, copied into every run after the submission's (they win a clash of paths). */
  helperFiles: RunFile[];
  /** In the order they run (category sortKey, then case sortKey). */
  tests: PlannedTest[];
}

export type ResultTarget =
  | { kind: 'case'; testCaseId: number }
  /** A test reported by a unit or file test; the server creates the case when no case of the parent has this name. */
  | { kind: 'generated'; parentId: number; categoryName: string | null; name: string };

export interface PlannedResult {
  target: ResultTarget;
  passed: boolean;
  /** Points earned when the test gave partial credit; null when pass or fail decides. */
  score: number | null;
  logs: string;
  logsTruncated: boolean;
  /** A time-out, crash, build failure or harness failure rather than a wrong answer. */
  isError: boolean;
  durationMs: number | null;
}

export interface RunReport {
  build: { ran: boolean; ok: boolean; log: string; durationMs: number };
  results: PlannedResult[];
  /** The whole run's output, test after test, for the optional `_tests.txt` file (capped; the cut is marked). */
  rawOutput: string;
  /** How the sandbox held the run's commands (those of its first command); null when none ran. */
  limitsInForce: LimitsInForce | null;
}

export interface RunOptions {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}
