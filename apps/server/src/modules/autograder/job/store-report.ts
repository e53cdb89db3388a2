import type { PlannedResult, RunReport } from '@marginalia/autograder';
import type { Executor, StoredRunResult } from '@marginalia/db';
import { SYSTEM_ACTOR } from '../../../core/actor';
import { generatedCase, type GeneratingCase } from '../../test-cases/generated';
import { completeRun, endRunWithError } from './complete-run';
import type { LoadedRun } from './plan';
import { lockRun, type TestRunRow } from '../runs/queries';

// The end of a run, in the transaction that completes its job (exactly once, by the attempt that holds it): the
// cases unit and file tests reported for the first time, then what every run stores (complete-run.ts): the
// results on the run, the submission's results (which regrade it), and the batch's end. A run that was superseded
// or cancelled meanwhile stores nothing: its results describe files that are no longer current, or were not wanted.

/** The most of a build's output kept on the run. */
const BUILD_LOG_LIMIT = 64 * 1024;

async function resolveResults(tx: Executor, run: TestRunRow, loaded: LoadedRun, results: readonly PlannedResult[]): Promise<StoredRunResult[]> {
  const parents = new Map<number, GeneratingCase>(
    loaded.plan.tests.map(({ testCase }) => [testCase.id, { id: testCase.id, testCategoryId: testCase.testCategory, type: testCase.type, exposed: testCase.exposed, sortKey: testCase.sortKey }]),
  );
  const categoryOf = new Map(loaded.plan.tests.flatMap((test) => [[test.testCase.id, test.category.id] as const, ...test.generated.map((g) => [g.id, test.category.id] as const)]));
  const stored: StoredRunResult[] = [];
  for (const result of results) {
    const { target, ...outcome } = result;
    let ids: { testCaseId: number; testCategoryId: number };
    if (target.kind === 'case') {
      ids = { testCaseId: target.testCaseId, testCategoryId: categoryOf.get(target.testCaseId)! };
    } else {
      const parent = parents.get(target.parentId);
      if (!parent) continue;
      ids = await generatedCase(tx, run.assignmentId, parent, target.categoryName, target.name);
    }
    stored.push({ testCase: ids.testCaseId, testCategory: ids.testCategoryId, ...outcome });
  }
  return stored;
}

/** Ends the run as "could not be graded", with the reason staff see. */
/** Ends a run as "could not be graded"; `fields` keeps what staff need to see why (e.g. the autograder's output). */
export async function finishRunWithError(tx: Executor, runId: number, reason: string, fields: Parameters<typeof endRunWithError>[3] = {}): Promise<void> {
  const run = await lockRun(tx, runId);
  if (!run || (run.state !== 'running' && run.state !== 'queued')) return;
  await endRunWithError(tx, run, reason, fields);
}

export async function storeReport(tx: Executor, runId: number, loaded: LoadedRun, report: RunReport): Promise<'stored' | 'stale'> {
  const run = await lockRun(tx, runId);
  if (!run || run.state !== 'running') return 'stale';
  const results = await resolveResults(tx, run, loaded, report.results);
  await completeRun(tx, run, {
    results,
    testsText: loaded.settings.testsAsTextFile ? report.rawOutput : null,
    fields: {
      error: report.build.ran && !report.build.ok ? 'The build failed.' : null,
      buildLog: report.build.ran ? report.build.log.slice(0, BUILD_LOG_LIMIT) : null,
      limitsInForce: report.limitsInForce,
    },
    actor: SYSTEM_ACTOR,
  });
  return 'stored';
}
