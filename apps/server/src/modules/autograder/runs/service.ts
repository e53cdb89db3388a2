import { asc, eq } from 'drizzle-orm';
import {
  TEST_RUN_MESSAGES,
  type AssignmentRunStarted,
  type AssignmentTestRuns,
  type SubmissionTestRuns,
  type TestRun,
  type TestRunBatch,
} from '@marginalia/contracts';
import { submissions, type Database, type Executor } from '@marginalia/db';
import type { Config } from '../../../core/config';
import type { AuthUser } from '../../../http/auth-user';
import { badRequest, notFound } from '../../../http/errors';
import { loadAssignmentForStaff } from '../../assignments/policy';
import { recordEvent } from '../../audit/record';
import { selectCaseSummaries, type TestCaseSummary } from '../../test-cases/queries';
import { findEnvironment, selectEnvironmentFiles } from '../environment/queries';
import { studentMoment } from '../../test-visibility/visibility';
import { loadRunSettings } from '../environment/settings';
import { endRun, queueRun } from './enqueue';
import { effectiveState, presentBatch, presentRun } from './present';
import { runLogsText } from './run-logs';
import {
  countBatchRuns,
  countChargedUploadRuns,
  findBatch,
  insertBatch,
  lockActiveBatchRuns,
  lockRun,
  selectNewestBatch,
  selectNewestRunPerSubmission,
  selectNewestSolutionRun,
  selectRunView,
  selectSubmissionRunViews,
  updateBatchRow,
  type RunView,
} from './queries';
import { loadAssignmentForBulkRun, loadBatchForBulkRun, loadRunForStaff, loadSubmissionForRunReader, loadSubmissionForRunStarter } from './policy';
import { staffFilter, studentFilter } from './visibility';
import { assignmentHasTests } from './runnable';

// Starting, reading and stopping test runs (docs/AUTOGRADER.md, "Queue semantics"). Every start writes the run
// and its job in one transaction (enqueue.ts); a worker runs it (run-job.ts).

type Ctx = { db: Database; config: Config };

/** Runs of a submission listed at most (newest first). */
const RUN_HISTORY = 20;

const staffView = (cases: ReadonlyMap<number, TestCaseSummary>) => (view: RunView): TestRun => presentRun(view, staffFilter(view.results), cases);

export async function presentForStaff(db: Executor, runId: number): Promise<TestRun> {
  const view = await selectRunView(db, runId);
  if (!view) throw notFound();
  return staffView(await selectCaseSummaries(db, view.assignmentId))(view);
}

async function assertHasTests(db: Executor, assignmentId: number): Promise<void> {
  if (!(await assignmentHasTests(db, assignmentId))) throw badRequest(TEST_RUN_MESSAGES.noTests);
}

export async function runSubmissionTests({ db }: Ctx, submissionId: number, user: AuthUser): Promise<TestRun> {
  const { submission } = await loadSubmissionForRunStarter(db, submissionId, user);
  await assertHasTests(db, submission.assignmentId);
  const run = await db.transaction(async (tx) => {
    const queued = await queueRun(tx, { assignmentId: submission.assignmentId, courseId: submission.courseId, submissionId, trigger: 'staff', triggeredById: user.id });
    await recordEvent(tx, user, { type: 'test_run.requested', courseId: submission.courseId, object: { type: 'testRun', id: queued.id }, data: { submission: submissionId } });
    return queued;
  });
  return presentForStaff(db, run.id);
}

/** Runs the students' uploads may still start; null when the assignment sets no limit. */
async function runsLeft(db: Executor, maxRuns: number | null, submissionId: number): Promise<number | null> {
  if (maxRuns === null) return null;
  return Math.max(0, maxRuns - (await countChargedUploadRuns(db, submissionId)));
}

export async function getSubmissionRuns({ db, config }: Ctx, submissionId: number, user: AuthUser): Promise<SubmissionTestRuns> {
  const reader = await loadSubmissionForRunReader(db, submissionId, user);
  const settings = await loadRunSettings(db, config, reader.submission.assignmentId);
  const views = await selectSubmissionRunViews(db, submissionId, RUN_HISTORY);
  const left = await runsLeft(db, settings.maxStudentTestRuns, submissionId);
  const cases = await selectCaseSummaries(db, reader.submission.assignmentId);
  if (!reader.asStudent) return { runs: views.map(staffView(cases)), runsLeft: left };
  const moment = await studentMoment(db, submissionId, reader.released);
  const view = { ...moment, hideGrades: reader.submission.hideGrades, nudgeLimit: settings.nudgeLimit, exposed: cases };
  return { runs: views.map((run) => presentRun(run, studentFilter(run.results, view, run), cases)), runsLeft: left };
}

/** The newest completed run's logs as the caller may read them (testResults' `logs`); 404 like the runs. */
export async function getNewestRunLogs(ctx: Ctx, submissionId: number, user: AuthUser): Promise<string> {
  return runLogsText((await getSubmissionRuns(ctx, submissionId, user)).runs);
}

/** Every submission of the assignment (an upload always brings files). */
async function submissionsOf(db: Executor, assignmentId: number): Promise<number[]> {
  const rows = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.assignmentId, assignmentId)).orderBy(asc(submissions.id));
  return rows.map((row) => row.id);
}

async function batchOf(db: Executor, batchId: number): Promise<TestRunBatch> {
  const batch = await findBatch(db, batchId);
  if (!batch) throw notFound();
  return presentBatch(batch, await countBatchRuns(db, batchId));
}

export async function runAssignmentTests({ db }: Ctx, assignmentId: number, user: AuthUser, target: 'submissions' | 'solution'): Promise<AssignmentRunStarted> {
  const { assignment } = await loadAssignmentForBulkRun(db, assignmentId, user);
  await assertHasTests(db, assignmentId);
  const courseId = assignment.courseId;
  if (target === 'solution') {
    const environment = await findEnvironment(db, assignmentId);
    const files = environment ? await selectEnvironmentFiles(db, environment.id) : [];
    if (!files.some((file) => file.role === 'solution')) throw badRequest(TEST_RUN_MESSAGES.noSolution);
    const run = await db.transaction(async (tx) => {
      const queued = await queueRun(tx, { assignmentId, courseId, submissionId: null, trigger: 'solution', triggeredById: user.id });
      await recordEvent(tx, user, { type: 'test_run.requested', courseId, object: { type: 'testRun', id: queued.id }, data: { assignment: assignmentId, target } });
      return queued;
    });
    return { batch: null, run: await presentForStaff(db, run.id) };
  }
  const batchId = await db.transaction(async (tx) => {
    const running = await selectNewestBatch(tx, assignmentId);
    if (running && presentBatch(running, await countBatchRuns(tx, running.id)).state === 'running') throw badRequest(TEST_RUN_MESSAGES.batchRunning);
    const ids = await submissionsOf(tx, assignmentId);
    const batch = await insertBatch(tx, { assignmentId, total: ids.length, createdById: user.id, ...(ids.length === 0 ? { state: 'completed', finishedAt: new Date() } : {}) });
    for (const submissionId of ids) await queueRun(tx, { assignmentId, courseId, submissionId, trigger: 'batch', batchId: batch.id, triggeredById: user.id });
    const data = { assignment: assignmentId, target, runs: ids.length };
    await recordEvent(tx, user, { type: 'test_run.requested', courseId, object: { type: 'testRunBatch', id: batch.id }, data });
    return batch.id;
  });
  return { batch: await batchOf(db, batchId), run: null };
}

export async function getAssignmentRuns({ db }: Ctx, assignmentId: number, user: AuthUser): Promise<AssignmentTestRuns> {
  await loadAssignmentForStaff(db, assignmentId, user);
  const batch = await selectNewestBatch(db, assignmentId);
  const solution = await selectNewestSolutionRun(db, assignmentId);
  const runs = await selectNewestRunPerSubmission(db, assignmentId);
  const present = staffView(await selectCaseSummaries(db, assignmentId));
  return {
    batch: batch ? presentBatch(batch, await countBatchRuns(db, batch.id)) : null,
    solutionRun: solution ? present(solution) : null,
    runs: runs.map(present),
  };
}

export async function cancelRun({ db }: Ctx, runId: number, user: AuthUser): Promise<TestRun> {
  const { access } = await loadRunForStaff(db, runId, user);
  await db.transaction(async (tx) => {
    const run = await lockRun(tx, runId);
    const view = await selectRunView(tx, runId);
    if (!run || !view) throw notFound();
    const { state } = effectiveState(view);
    if (state !== 'queued' && state !== 'running') throw badRequest(TEST_RUN_MESSAGES.notCancellable);
    await endRun(tx, run, 'cancelled');
    await recordEvent(tx, user, { type: 'test_run.cancelled', courseId: access.assignment.courseId, object: { type: 'testRun', id: runId }, data: { state } });
  });
  return presentForStaff(db, runId);
}

export async function cancelBatch({ db }: Ctx, batchId: number, user: AuthUser): Promise<TestRunBatch> {
  const { batch, access } = await loadBatchForBulkRun(db, batchId, user);
  if (presentBatch(batch, await countBatchRuns(db, batchId)).state !== 'running') throw badRequest(TEST_RUN_MESSAGES.notCancellable);
  await db.transaction(async (tx) => {
    const active = await lockActiveBatchRuns(tx, batchId);
    for (const run of active) await endRun(tx, run, 'cancelled');
    await updateBatchRow(tx, batchId, { state: 'cancelled', finishedAt: new Date() });
    const data = { assignment: batch.assignmentId, runsCancelled: active.length };
    await recordEvent(tx, user, { type: 'test_run.cancelled', courseId: access.assignment.courseId, object: { type: 'testRunBatch', id: batchId }, data });
  });
  return batchOf(db, batchId);
}
