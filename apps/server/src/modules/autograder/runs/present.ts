import { testResultPoints, type TestRun, type TestRunBatch, type TestRunResult, type TestRunState } from '@marginalia/contracts';
import type { StoredRunResult } from '@marginalia/db';
import type { TestCaseSummary } from '../../test-cases/queries';
import type { RunView, TestRunBatchRow } from './queries';

// A run as the API answers it. The row says what the run did; its job says what became of a run whose worker died
// or gave up (failed: could not be graded) or that was cancelled before the row caught up.

export function effectiveState(view: RunView): { state: TestRunState; error: string | null } {
  if (view.state === 'queued' || view.state === 'running') {
    if (view.jobState === 'failed') return { state: 'error', error: `Could not be graded: ${view.jobError ?? 'the run failed.'}` };
    if (view.jobState === 'cancelled') return { state: view.jobSupersededBy === null ? 'cancelled' : 'superseded', error: null };
    if (view.jobState === 'running') return { state: 'running', error: view.error };
  }
  return { state: view.state, error: view.error };
}

/** What the reader may see of the run's results (visibility.ts decides); staff get them all. */
export interface ResultFilter {
  results: StoredRunResult[];
  hidden: number;
  staff: boolean;
  /** False for students of an assignment that hides grades: no points. */
  showPoints: boolean;
  /** The run's own score and output may be shown (its top-level visibility). */
  runShown: boolean;
  /** What the autograder printed may be shown (its stdout_visibility). */
  stdoutShown: boolean;
}

/** A stored result with what its reader is told of its test case. */
function presentResult(stored: StoredRunResult, cases: ReadonlyMap<number, TestCaseSummary>, showPoints: boolean): TestRunResult {
  const summary = cases.get(stored.testCase);
  // The product's own tests keep colour escapes in their logs; older rows name no format, visibility or number.
  const result = { ...stored, outputFormat: stored.outputFormat ?? 'ansi', visibility: stored.visibility ?? null, number: stored.number ?? null, tags: stored.tags ?? [] };
  if (!showPoints) return { ...result, description: summary?.description ?? '', categoryName: summary?.categoryName ?? '', explanation: summary?.explanation ?? '', points: null, maxPoints: null };
  return {
    ...result,
    description: summary?.description ?? '',
    categoryName: summary?.categoryName ?? '',
    explanation: summary?.explanation ?? '',
    points: summary ? testResultPoints({ ...summary, passed: result.passed, score: result.score }) : 0,
    maxPoints: summary?.pointsPass ?? 0,
  };
}

function counts(results: readonly TestRunResult[]) {
  return {
    passed: results.filter((r) => r.passed).length,
    failed: results.filter((r) => !r.passed).length,
    errors: results.filter((r) => r.isError).length,
  };
}

export function presentRun(view: RunView, filter: ResultFilter, cases: ReadonlyMap<number, TestCaseSummary>): TestRun {
  const { state, error } = effectiveState(view);
  const results = filter.results.map((result) => presentResult(result, cases, filter.showPoints));
  return {
    id: view.id,
    assignment: view.assignmentId,
    submission: view.submissionId,
    batch: view.batchId,
    trigger: view.trigger,
    state,
    queuePosition: state === 'queued' ? (view.queuePosition ?? 0) : null,
    created: view.createdAt.toISOString(),
    started: view.startedAt?.toISOString() ?? null,
    finished: view.finishedAt?.toISOString() ?? null,
    durationMs: view.durationMs,
    ...(filter.staff ? { passed: view.passed, failed: view.failed, errors: view.errors } : counts(results)),
    error: filter.staff ? error : null,
    buildLog: filter.staff ? view.buildLog : null,
    limitsInForce: filter.staff ? view.limitsInForce : null,
    results,
    hiddenResults: filter.hidden,
    source: view.source,
    score: filter.runShown && filter.showPoints && view.score !== null ? Number(view.score) : null,
    output: filter.runShown ? view.output : '',
    outputFormat: view.outputFormat,
    stdout: filter.stdoutShown ? view.stdout : null,
    executionTimeMs: view.executionTimeMs,
    extraData: filter.staff ? view.extraData : null,
    leaderboard: view.leaderboard,
  };
}

export function presentBatch(row: TestRunBatchRow, counted: { active: number; errors: number; total: number }): TestRunBatch {
  // A batch whose runs have all ended is complete, even before the last run's worker said so.
  const state = row.state === 'running' && counted.active === 0 ? 'completed' : row.state;
  return {
    id: row.id,
    assignment: row.assignmentId,
    state,
    total: row.total,
    done: Math.max(0, row.total - counted.active),
    errors: counted.errors,
    created: row.createdAt.toISOString(),
    finished: row.finishedAt?.toISOString() ?? null,
  };
}
