import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { jobs, testRunBatches, testRuns, type Executor } from '@marginalia/db';
import { lockSubmissions } from '../../grades/queries';
import { AUTOGRADER_JOB_KIND } from './job-kind';

// Test runs' and batches' own rows. A run is read with its job (state, tries, last error) and, while queued, how
// many autograder jobs are ahead of it: the job is the truth about a worker that died or a run that was given up.

export type TestRunRow = typeof testRuns.$inferSelect;
export type TestRunBatchRow = typeof testRunBatches.$inferSelect;

/** A run with what its job says. */
export type RunView = TestRunRow & {
  jobState: string | null;
  jobError: string | null;
  jobSupersededBy: number | null;
  queuePosition: number | null;
};

const queuePosition = sql<number | null>`case when ${jobs.state} = 'queued' then (
    select count(*)::int from ${jobs} q
    where q.state = 'queued' and q.kind = ${AUTOGRADER_JOB_KIND}
      and (q.priority < ${jobs.priority} or (q.priority = ${jobs.priority} and q.id < ${jobs.id}))
  ) end`;

const viewFields = {
  run: testRuns,
  jobState: jobs.state,
  jobError: jobs.lastError,
  jobSupersededBy: jobs.supersededBy,
  queuePosition,
};

type ViewRow = { run: TestRunRow; jobState: string | null; jobError: string | null; jobSupersededBy: number | null; queuePosition: number | null };
const toView = (row: ViewRow): RunView => ({ ...row.run, jobState: row.jobState, jobError: row.jobError, jobSupersededBy: row.jobSupersededBy, queuePosition: row.queuePosition });

export async function insertRun(db: Executor, values: typeof testRuns.$inferInsert): Promise<TestRunRow> {
  const [row] = await db.insert(testRuns).values(values).returning();
  return row!;
}

export async function setRunJob(db: Executor, runId: number, jobId: number): Promise<void> {
  await db.update(testRuns).set({ jobId }).where(eq(testRuns.id, runId));
}

export async function findRun(db: Executor, runId: number): Promise<TestRunRow | null> {
  const [row] = await db.select().from(testRuns).where(eq(testRuns.id, runId));
  return row ?? null;
}

/**
 * The run, locked for the rest of the transaction (a result being stored, a cancel, a supersede), after its
 * submission's row: the lock order of docs/ARCHITECTURE.md ("Row locks"). A run's submission never changes.
 */
export async function lockRun(db: Executor, runId: number): Promise<TestRunRow | null> {
  const [found] = await db.select({ submissionId: testRuns.submissionId }).from(testRuns).where(eq(testRuns.id, runId));
  if (!found) return null;
  if (found.submissionId !== null) await lockSubmissions(db, [found.submissionId]);
  const [row] = await db.select().from(testRuns).where(eq(testRuns.id, runId)).for('update');
  return row ?? null;
}

export async function selectRunView(db: Executor, runId: number): Promise<RunView | null> {
  const [row] = await db.select(viewFields).from(testRuns).leftJoin(jobs, eq(jobs.id, testRuns.jobId)).where(eq(testRuns.id, runId));
  return row ? toView(row) : null;
}

/** A submission's runs, newest first. */
export async function selectSubmissionRunViews(db: Executor, submissionId: number, limit: number): Promise<RunView[]> {
  const rows = await db
    .select(viewFields)
    .from(testRuns)
    .leftJoin(jobs, eq(jobs.id, testRuns.jobId))
    .where(eq(testRuns.submissionId, submissionId))
    .orderBy(desc(testRuns.createdAt), desc(testRuns.id))
    .limit(limit);
  return rows.map(toView);
}

/** Each submission's newest run in the assignment. */
export async function selectNewestRunPerSubmission(db: Executor, assignmentId: number): Promise<RunView[]> {
  const rows = await db
    .selectDistinctOn([testRuns.submissionId], viewFields)
    .from(testRuns)
    .leftJoin(jobs, eq(jobs.id, testRuns.jobId))
    .where(and(eq(testRuns.assignmentId, assignmentId), sql`${testRuns.submissionId} is not null`))
    .orderBy(testRuns.submissionId, desc(testRuns.createdAt), desc(testRuns.id));
  return rows.map(toView);
}

export async function selectNewestSolutionRun(db: Executor, assignmentId: number): Promise<RunView | null> {
  const [row] = await db
    .select(viewFields)
    .from(testRuns)
    .leftJoin(jobs, eq(jobs.id, testRuns.jobId))
    .where(and(eq(testRuns.assignmentId, assignmentId), isNull(testRuns.submissionId)))
    .orderBy(desc(testRuns.createdAt), desc(testRuns.id))
    .limit(1);
  return row ? toView(row) : null;
}

/** The submission's runs still waiting or running (each locked, after the submission's row), to be superseded by a newer one. */
export async function lockActiveSubmissionRuns(db: Executor, submissionId: number): Promise<TestRunRow[]> {
  await lockSubmissions(db, [submissionId]);
  return db
    .select()
    .from(testRuns)
    .where(and(eq(testRuns.submissionId, submissionId), inArray(testRuns.state, ['queued', 'running'])))
    .for('update');
}

export async function updateRunRow(db: Executor, runId: number, values: Partial<typeof testRuns.$inferInsert>): Promise<void> {
  await db.update(testRuns).set(values).where(eq(testRuns.id, runId));
}

/** Marks the run started unless it already ended (cancelled or superseded while queued). */
export async function markRunStarted(db: Executor, runId: number): Promise<boolean> {
  const rows = await db
    .update(testRuns)
    .set({ state: 'running', startedAt: sql`now()` })
    .where(and(eq(testRuns.id, runId), inArray(testRuns.state, ['queued', 'running'])))
    .returning({ id: testRuns.id });
  return rows.length > 0;
}

/**
 * Runs a student's uploads have used against maxStudentTestRuns: those that started and did not fail for reasons
 * of ours. A queued run is not used yet (a newer upload supersedes it), nor one that was superseded or cancelled.
 */
export async function countChargedUploadRuns(db: Executor, submissionId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(testRuns)
    .leftJoin(jobs, eq(jobs.id, testRuns.jobId))
    .where(
      and(
        eq(testRuns.submissionId, submissionId),
        eq(testRuns.trigger, 'upload'),
        inArray(testRuns.state, ['running', 'completed']),
        sql`coalesce(${jobs.state}::text, '') <> 'failed'`,
      ),
    );
  return row?.n ?? 0;
}

// ---- batches ----

export async function insertBatch(db: Executor, values: typeof testRunBatches.$inferInsert): Promise<TestRunBatchRow> {
  const [row] = await db.insert(testRunBatches).values(values).returning();
  return row!;
}

export async function findBatch(db: Executor, batchId: number): Promise<TestRunBatchRow | null> {
  const [row] = await db.select().from(testRunBatches).where(eq(testRunBatches.id, batchId));
  return row ?? null;
}

export async function selectNewestBatch(db: Executor, assignmentId: number): Promise<TestRunBatchRow | null> {
  const [row] = await db
    .select()
    .from(testRunBatches)
    .where(eq(testRunBatches.assignmentId, assignmentId))
    .orderBy(desc(testRunBatches.createdAt), desc(testRunBatches.id))
    .limit(1);
  return row ?? null;
}

export async function updateBatchRow(db: Executor, batchId: number, values: Partial<typeof testRunBatches.$inferInsert>): Promise<void> {
  await db.update(testRunBatches).set(values).where(eq(testRunBatches.id, batchId));
}

/** How the batch's runs stand, as their jobs say (a run whose job failed is an error even if its row lags). */
export async function countBatchRuns(db: Executor, batchId: number): Promise<{ active: number; errors: number; total: number }> {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${testRuns.state} in ('queued', 'running') and coalesce(${jobs.state}::text, 'queued') in ('queued', 'running'))::int`,
      errors: sql<number>`count(*) filter (where ${testRuns.state} = 'error' or (${testRuns.state} in ('queued', 'running') and ${jobs.state} = 'failed'))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(testRuns)
    .leftJoin(jobs, eq(jobs.id, testRuns.jobId))
    .where(eq(testRuns.batchId, batchId));
  return row ?? { active: 0, errors: 0, total: 0 };
}

/** The batch's runs still waiting or running, locked after their submissions' rows (to cancel them). */
export async function lockActiveBatchRuns(db: Executor, batchId: number): Promise<TestRunRow[]> {
  const active = and(eq(testRuns.batchId, batchId), inArray(testRuns.state, ['queued', 'running']));
  const submissionIds = await db.select({ id: testRuns.submissionId }).from(testRuns).where(active);
  await lockSubmissions(db, submissionIds.flatMap((row) => (row.id === null ? [] : [row.id])));
  return db
    .select()
    .from(testRuns)
    .where(and(eq(testRuns.batchId, batchId), inArray(testRuns.state, ['queued', 'running'])))
    .for('update');
}
