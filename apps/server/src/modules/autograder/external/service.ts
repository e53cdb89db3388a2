import { normalizeResults } from '@marginalia/autograder';
import type { TestRun } from '@marginalia/contracts';
import type { Database } from '@marginalia/db';
import type { AuthUser } from '../../../http/auth-user';
import { badRequest, forbidden } from '../../../http/errors';
import { recordEvent } from '../../audit/record';
import { assertCourseWritable } from '../../courses/policy';
import { mayGradeSubmission } from '../../submissions/grading-writes';
import { loadSubmissionForReader } from '../../submissions/policy';
import { ReportProblem, storeNormalizedOnRun } from '../job/store-normalized';
import { endRun } from '../runs/enqueue';
import { insertRun, lockActiveSubmissionRuns } from '../runs/queries';
import { presentForStaff } from '../runs/service';

// POST /submissions/{id}/results/: results of tests a course ran on its own machines (docs/API.md), as Gradescope's
// results.json or our native array. Whoever may write the submission's test results may post them (the rule of
// POST /submissionTests/). They become a completed run of their own (trigger and source `external`), the
// submission's current run: a queued or running run is superseded, as a newer upload's run would.

export async function postExternalResults(db: Database, submissionId: number, user: AuthUser, body: unknown): Promise<TestRun> {
  const access = await loadSubmissionForReader(db, submissionId, user);
  if (!(await mayGradeSubmission(db, access, user))) throw forbidden();
  assertCourseWritable(access.course.course);
  const outcome = normalizeResults(body);
  if (!outcome.ok) throw badRequest(outcome.message);
  const report = outcome.results;
  const runId = await db.transaction(async (tx) => {
    for (const older of await lockActiveSubmissionRuns(tx, submissionId)) await endRun(tx, older, 'superseded');
    const now = new Date();
    const run = await insertRun(tx, {
      assignmentId: access.submission.assignmentId,
      submissionId,
      trigger: 'external',
      source: 'external',
      state: 'running',
      createdAt: now,
      startedAt: now,
      triggeredById: user.id,
    });
    try {
      await storeNormalizedOnRun(tx, run, { report, stdout: null, testsText: null, actor: user, durationMs: report.executionTimeMs });
    } catch (error) {
      if (error instanceof ReportProblem) throw badRequest(error.message);
      throw error;
    }
    const data = { submission: submissionId, tests: report.tests.length };
    await recordEvent(tx, user, { type: 'test_results.submitted', courseId: access.course.course.id, object: { type: 'testRun', id: run.id }, data });
    return run.id;
  });
  return presentForStaff(db, runId);
}
