import { reportOutput, type NormalizedResults } from '@marginalia/autograder';
import type { Executor, StoredLimitsInForce, StoredRunResult } from '@marginalia/db';
import type { Actor } from '../../../core/actor';
import { casesForReport } from '../../test-cases/reported';
import { lockRun, type TestRunRow } from '../runs/queries';
import { completeRun } from './complete-run';

// The end of a run whose results arrived as one report (docs/AUTOGRADER.md, "Result formats"): an autograder zip's
// results.json, or results posted through the API. Its tests become the assignment's cases (made when new, by
// category and name), its run-level facts go on the run (score override, output, visibility, stdout, extra data,
// leaderboard), and the rest is what every run stores (complete-run.ts).

/** The most of an autograder's stdout kept on the run. */
const STDOUT_LIMIT = 1024 * 1024;

export interface NormalizedRunReport {
  report: NormalizedResults;
  /** What the autograder printed (run_autograder's stdout); null when nothing ran here (posted results). */
  stdout: string | null;
  /** The run's output for `_tests.txt`, when the environment asks for it; null for none. */
  testsText: string | null;
  actor: Actor;
  /** How long the run took when it ran elsewhere (posted results: the report's execution_time); absent: measured here. */
  durationMs?: number | null;
  /** Where the report came from, when the run's row does not say it yet (an autograder zip's run). */
  source?: 'autograder' | 'external';
  /** How the sandbox held the run here; absent for posted results (nothing ran here). */
  limitsInForce?: StoredLimitsInForce;
}

/** A report that names a test case outside the run's assignment: nothing is stored, the message says why. */
export class ReportProblem extends Error {}

/** Stores the report on a run the caller holds locked (running, or just made for posted results). */
export async function storeNormalizedOnRun(tx: Executor, run: TestRunRow, input: NormalizedRunReport): Promise<'stored' | 'archived'> {
  const { report } = input;
  const mapped = await casesForReport(tx, run.assignmentId, report.tests);
  if (!mapped.ok) throw new ReportProblem(mapped.message);
  const results: StoredRunResult[] = report.tests.map((test, index) => {
    const { testCaseId, testCategoryId } = mapped.cases[index]!;
    return {
      testCase: testCaseId,
      testCategory: testCategoryId,
      passed: test.passed,
      score: test.score,
      logs: test.output,
      logsTruncated: test.outputTruncated,
      isError: false,
      durationMs: null,
      outputFormat: test.outputFormat,
      visibility: test.visibility,
      number: test.number,
      tags: test.tags,
    };
  });
  return completeRun(tx, run, {
    results,
    testsText: input.testsText,
    actor: input.actor,
    fields: {
      score: report.score,
      output: report.output,
      outputFormat: report.outputFormat,
      visibility: report.visibility,
      stdout: input.stdout === null ? null : reportOutput(input.stdout, 'ansi', STDOUT_LIMIT).output,
      stdoutVisibility: report.stdoutVisibility,
      executionTimeMs: report.executionTimeMs,
      extraData: report.extraData,
      leaderboard: report.leaderboard,
      ...(input.durationMs !== undefined ? { durationMs: input.durationMs } : {}),
      ...(input.source !== undefined ? { source: input.source } : {}),
      ...(input.limitsInForce !== undefined ? { limitsInForce: input.limitsInForce } : {}),
    },
  });
}

/**
 * The autograder job's end: the report stored on its run, exactly once, in the transaction that completes the
 * job. A run superseded or cancelled meanwhile stores nothing ('stale').
 */
export async function storeNormalizedReport(tx: Executor, runId: number, input: NormalizedRunReport): Promise<'stored' | 'stale'> {
  const run = await lockRun(tx, runId);
  if (!run || run.state !== 'running') return 'stale';
  await storeNormalizedOnRun(tx, run, input);
  return 'stored';
}
