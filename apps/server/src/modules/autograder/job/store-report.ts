import type { PlannedResult, RunReport } from '@marginalia/autograder';
import type { Executor, StoredRunResult } from '@marginalia/db';
import { TESTS_TEXT_FILE } from '@marginalia/contracts';
import { SYSTEM_ACTOR } from '../../../core/actor';
import { bytesOfText } from '../../file-blobs/bytes';
import { storeBlob } from '../../file-blobs/queries';
import { insertFile } from '../../files/queries';
import { findSubmissionPlace } from '../../submission-tests/queries';
import { storeTestResults } from '../../submission-tests/service';
import { generatedCase, type GeneratingCase } from '../../test-cases/generated';
import type { LoadedRun } from './plan';
import { countBatchRuns, findBatch, lockRun, updateBatchRow, updateRunRow, type TestRunRow } from '../runs/queries';

// The end of a run, in the transaction that completes its job (exactly once, by the attempt that holds it): the
// results on the run, the cases unit and file tests reported for the first time, the submission's results (which
// regrade it), and the batch's end. A run that was superseded or cancelled meanwhile stores nothing: its results
// describe files that are no longer current, or were not wanted.

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

/** Marks the batch complete once none of its runs waits or runs. */
export async function settleBatch(tx: Executor, batchId: number | null): Promise<void> {
  if (batchId === null) return;
  const batch = await findBatch(tx, batchId);
  if (!batch || batch.state !== 'running') return;
  if ((await countBatchRuns(tx, batchId)).active === 0) await updateBatchRow(tx, batchId, { state: 'completed', finishedAt: new Date() });
}

/**
 * The run's raw output as a new version of the submission's `_tests.txt`, which graders comment on like code and
 * students see once the feedback is out (the student console leaves it out until then).
 */
async function addTestsTextFile(tx: Executor, submissionId: number, rawOutput: string): Promise<void> {
  const blobSha256 = await storeBlob(tx, bytesOfText(rawOutput, 'txt', TESTS_TEXT_FILE));
  await insertFile(tx, { submissionId, name: TESTS_TEXT_FILE, path: null, extension: 'txt', code: rawOutput, blobSha256 });
}

const elapsed = (run: TestRunRow) => (run.startedAt ? Math.max(0, Date.now() - run.startedAt.getTime()) : null);

/** Ends the run as "could not be graded", with the reason staff see. */
export async function finishRunWithError(tx: Executor, runId: number, reason: string): Promise<void> {
  const run = await lockRun(tx, runId);
  if (!run || (run.state !== 'running' && run.state !== 'queued')) return;
  await updateRunRow(tx, runId, { state: 'error', error: reason, finishedAt: new Date(), durationMs: elapsed(run) });
  await settleBatch(tx, run.batchId);
}

export async function storeReport(tx: Executor, runId: number, loaded: LoadedRun, report: RunReport): Promise<'stored' | 'stale'> {
  const run = await lockRun(tx, runId);
  if (!run || run.state !== 'running') return 'stale';
  const results = await resolveResults(tx, run, loaded, report.results);
  if (run.submissionId !== null) {
    const place = await findSubmissionPlace(tx, run.submissionId);
    if (!place || place.archived) {
      // The course was archived while the run ran: it takes no results.
      await finishRunWithError(tx, runId, 'The results could not be stored: the course is archived.');
      return 'stored';
    }
    if (loaded.settings.testsAsTextFile) await addTestsTextFile(tx, run.submissionId, report.rawOutput);
    const inputs = results.map((r) => ({ testCase: r.testCase, logs: r.logs, passed: r.passed, isError: r.isError, score: r.score, logsTruncated: r.logsTruncated, durationMs: r.durationMs, testRunId: runId }));
    await storeTestResults(tx, run.submissionId, inputs, SYSTEM_ACTOR);
  }
  await updateRunRow(tx, runId, {
    state: 'completed',
    finishedAt: new Date(),
    durationMs: elapsed(run),
    passed: results.filter((r) => r.passed).length,
    failed: results.filter((r) => !r.passed).length,
    errors: results.filter((r) => r.isError).length,
    error: report.build.ran && !report.build.ok ? 'The build failed.' : null,
    buildLog: report.build.ran ? report.build.log.slice(0, BUILD_LOG_LIMIT) : null,
    results,
  });
  await settleBatch(tx, run.batchId);
  return 'stored';
}
