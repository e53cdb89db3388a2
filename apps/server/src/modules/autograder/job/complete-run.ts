import type { Executor, StoredRunResult, testRuns } from '@marginalia/db';
import { TESTS_TEXT_FILE } from '@marginalia/contracts';
import type { Actor } from '../../../core/actor';
import { bytesOfText } from '../../file-blobs/bytes';
import { storeBlob } from '../../file-blobs/queries';
import { insertFile } from '../../files/queries';
import { findSubmissionPlace } from '../../submission-tests/queries';
import { storeTestResults } from '../../submission-tests/service';
import { countBatchRuns, findBatch, updateBatchRow, updateRunRow, type TestRunRow } from '../runs/queries';

// The end of a run that found results, whatever found them (the product's tests, an autograder zip, results posted
// through the API), in the caller's transaction with the run locked: the run's row first, so that the grade
// recomputed next reads it as the submission's newest completed run (its score override, grades/queries.ts), then
// `_tests.txt` when asked, the submission's results (newest per case counts; the grade is recomputed), the batch.

/** Marks the batch complete once none of its runs waits or runs. */
export async function settleBatch(tx: Executor, batchId: number | null): Promise<void> {
  if (batchId === null) return;
  const batch = await findBatch(tx, batchId);
  if (!batch || batch.state !== 'running') return;
  if ((await countBatchRuns(tx, batchId)).active === 0) await updateBatchRow(tx, batchId, { state: 'completed', finishedAt: new Date() });
}

/**
 * The run's raw output as a new version of the submission's `_tests.txt`, which graders comment on like code. The
 * run remembers the version it wrote: students read it as the run's output allows (test-visibility/visibility.ts).
 */
async function addTestsTextFile(tx: Executor, runId: number, submissionId: number, rawOutput: string): Promise<void> {
  const blobSha256 = await storeBlob(tx, bytesOfText(rawOutput, 'txt', TESTS_TEXT_FILE));
  const fileId = await insertFile(tx, { submissionId, name: TESTS_TEXT_FILE, path: null, extension: 'txt', code: rawOutput, blobSha256 });
  await updateRunRow(tx, runId, { testsTextFileId: fileId });
}

const elapsed = (run: TestRunRow) => (run.startedAt ? Math.max(0, Date.now() - run.startedAt.getTime()) : null);

/** Ends the run as "could not be graded", with the reason staff see (the caller holds the run's lock). */
export async function endRunWithError(tx: Executor, run: TestRunRow, reason: string, fields: Partial<typeof testRuns.$inferInsert> = {}): Promise<void> {
  await updateRunRow(tx, run.id, { ...fields, state: 'error', error: reason, finishedAt: new Date(), durationMs: elapsed(run) });
  await settleBatch(tx, run.batchId);
}

export interface RunCompletion {
  results: StoredRunResult[];
  /** The run's output for `_tests.txt`; null: no such file (the environment does not ask, or nothing ran here). */
  testsText: string | null;
  /** What else the run's row says (build log, error, score override, output, stdout, leaderboard …). */
  fields: Partial<typeof testRuns.$inferInsert>;
  /** Who stores the results, for the grade history: the system for a worker, the person who posted them. */
  actor: Actor;
}

/** Completes a locked run with its results; a run of an archived course ends as an error and stores none. */
export async function completeRun(tx: Executor, run: TestRunRow, completion: RunCompletion): Promise<'stored' | 'archived'> {
  const { results } = completion;
  if (run.submissionId !== null) {
    const place = await findSubmissionPlace(tx, run.submissionId);
    if (!place || place.archived) {
      await endRunWithError(tx, run, 'The results could not be stored: the course is archived.');
      return 'archived';
    }
  }
  await updateRunRow(tx, run.id, {
    finishedAt: new Date(),
    durationMs: elapsed(run),
    ...completion.fields,
    state: 'completed',
    passed: results.filter((r) => r.passed).length,
    failed: results.filter((r) => !r.passed).length,
    errors: results.filter((r) => r.isError).length,
    results,
  });
  if (run.submissionId !== null) {
    if (completion.testsText !== null) await addTestsTextFile(tx, run.id, run.submissionId, completion.testsText);
    const inputs = results.map((r) => ({
      testCase: r.testCase,
      logs: r.logs,
      passed: r.passed,
      isError: r.isError,
      score: r.score,
      logsTruncated: r.logsTruncated,
      durationMs: r.durationMs,
      visibility: r.visibility ?? null,
      testRunId: run.id,
    }));
    await storeTestResults(tx, run.submissionId, inputs, completion.actor);
  }
  await settleBatch(tx, run.batchId);
  return 'stored';
}
