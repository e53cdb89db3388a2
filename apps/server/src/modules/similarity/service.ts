import {
  SIMILARITY_MESSAGES,
  type SimilarityCheck,
  type SimilarityPair,
  type SimilarityPairsQuery,
  type SimilarityReviewUpdate,
  type StartSimilarityCheck,
} from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import { enqueueJob } from '@marginalia/jobs';
import type { AuthUser } from '../../http/auth-user';
import { badRequest, fieldErrors } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { SIMILARITY_JOB_KIND, SIMILARITY_MAX_ATTEMPTS, SIMILARITY_PRIORITY } from './job-kind';
import { loadAssignmentForSimilarity, loadCheckForSimilarity, loadPairForSimilarity, visiblePairsFilter, type CheckAccess } from './policy';
import { presentCheck, presentPair } from './present';
import {
  countOutdatedSubmissions,
  findCheck,
  findSubmissionAssignment,
  hasActiveCheck,
  insertCheck,
  selectAssignmentsAdministered,
  selectChecks,
  selectEarlierAssignments,
  selectPairsPage,
  updateCheck,
  updatePair,
  type SimilarityCheckRow,
} from './queries';
import { loadSideLabeler } from './sides';

// Similarity checks (docs/SIMILARITY.md, "Checks"): staff start a check of an assignment, watch it, update it
// when submissions come in, and review its pairs. A check and its job are written in one transaction, so that an
// acknowledged check always runs; one check of an assignment runs at a time.

type StartInput = Required<{ [K in keyof StartSimilarityCheck]: Exclude<StartSimilarityCheck[K], undefined> }>;

async function present(db: Executor, rows: SimilarityCheckRow[]): Promise<SimilarityCheck[]> {
  const earlier = await selectEarlierAssignments(db, rows.map((row) => row.id));
  return Promise.all(
    rows.map(async (row) =>
      presentCheck(
        row,
        earlier.filter((e) => e.checkId === row.id).map((e) => ({ assignment: e.assignmentId, name: e.name, course: e.course, period: e.period })),
        row.resultsAt === null ? 0 : await countOutdatedSubmissions(db, row),
      ),
    ),
  );
}

async function presentOne(db: Executor, checkId: number): Promise<SimilarityCheck> {
  const [check] = await present(db, [(await findCheck(db, checkId))!]);
  return check!;
}

/** Earlier offerings must be assignments of other courses the caller administers; the base a submission of this one. */
async function validateStart(db: Executor, courseId: number, assignmentId: number, input: StartInput, user: AuthUser): Promise<number[]> {
  const earlierIds = [...new Set(input.earlierAssignments)];
  const found = await selectAssignmentsAdministered(db, earlierIds, user.id);
  const acceptable = found.filter((row) => row.courseId !== courseId && row.administered);
  if (acceptable.length !== earlierIds.length) throw fieldErrors({ earlierAssignments: [SIMILARITY_MESSAGES.notThisCourse] });
  if (input.baseSubmission !== null && (await findSubmissionAssignment(db, input.baseSubmission)) !== assignmentId) {
    throw fieldErrors({ baseSubmission: [SIMILARITY_MESSAGES.baseNotInAssignment] });
  }
  return earlierIds;
}

/** Queues the check's run and records its job on the check (in the caller's transaction). */
async function queueRun(tx: Executor, checkId: number, courseId: number): Promise<void> {
  const job = await enqueueJob(tx, {
    kind: SIMILARITY_JOB_KIND,
    payload: { checkId },
    priority: SIMILARITY_PRIORITY,
    fairnessKey: `course:${courseId}`,
    maxAttempts: SIMILARITY_MAX_ATTEMPTS,
  });
  await updateCheck(tx, checkId, { jobId: job.id });
}

export async function startCheck(db: Database, assignmentId: number, input: StartInput, user: AuthUser): Promise<SimilarityCheck> {
  const { assignment, course } = await loadAssignmentForSimilarity(db, assignmentId, user, true);
  const earlierIds = await validateStart(db, course.course.id, assignment.id, input, user);
  const checkId = await db.transaction(async (tx) => {
    if (await hasActiveCheck(tx, assignment.id, true)) throw badRequest(SIMILARITY_MESSAGES.alreadyRunning);
    const id = await insertCheck(
      tx,
      { assignmentId: assignment.id, createdById: user.id, language: input.language, minimumMatchTokens: input.minimumMatchTokens, baseSubmissionId: input.baseSubmission },
      earlierIds,
    );
    await queueRun(tx, id, course.course.id);
    const data = { assignment: assignment.id, language: input.language, minimumMatchTokens: input.minimumMatchTokens, earlierAssignments: earlierIds, baseSubmission: input.baseSubmission };
    await recordEvent(tx, user, { type: 'similarity_check.started', courseId: course.course.id, object: { type: 'similarityCheck', id }, data });
    return id;
  });
  return presentOne(db, checkId);
}

export async function listChecks(db: Executor, assignmentId: number, user: AuthUser): Promise<SimilarityCheck[]> {
  const { assignment } = await loadAssignmentForSimilarity(db, assignmentId, user);
  return present(db, await selectChecks(db, assignment.id));
}

export async function getCheck(db: Executor, checkId: number, user: AuthUser): Promise<SimilarityCheck> {
  const { check } = await loadCheckForSimilarity(db, checkId, user);
  const [presented] = await present(db, [check]);
  return presented!;
}

/** Runs the check again on what changed since (new, changed and removed submissions). */
export async function updateSimilarityCheck(db: Database, checkId: number, user: AuthUser): Promise<SimilarityCheck> {
  const { check, course } = await loadCheckForSimilarity(db, checkId, user, true);
  await db.transaction(async (tx) => {
    if (await hasActiveCheck(tx, check.assignmentId, true)) throw badRequest(SIMILARITY_MESSAGES.alreadyRunning);
    await updateCheck(tx, check.id, { state: 'queued', step: null, progressDone: 0, progressTotal: 0, error: null, startedAt: null, finishedAt: null, durationMs: null });
    await queueRun(tx, check.id, course.course.id);
    await recordEvent(tx, user, { type: 'similarity_check.updated', courseId: course.course.id, object: { type: 'similarityCheck', id: check.id }, data: { assignment: check.assignmentId } });
  });
  return presentOne(db, check.id);
}

/** Pairs can be read once a run of the check stored results (also while a later update runs). */
export function assertHasResults(access: CheckAccess): void {
  if (access.check.resultsAt === null) throw badRequest(SIMILARITY_MESSAGES.notComplete);
}

export async function listPairs(
  db: Executor,
  checkId: number,
  query: SimilarityPairsQuery,
  window: { offset: number; limit: number },
  user: AuthUser,
): Promise<{ count: number; results: SimilarityPair[] }> {
  const access = await loadCheckForSimilarity(db, checkId, user);
  assertHasResults(access);
  // Pairs neither of whose sides the caller may read now are not theirs to see, not even counted.
  const filter = { minSimilarity: query.minSimilarity, status: query.status, among: query.among, ...visiblePairsFilter(access) };
  const { rows, count } = await selectPairsPage(db, checkId, filter, window);
  const label = await loadSideLabeler(db, access, user.id, rows.flatMap((row) => [row.submissionA, row.submissionB]));
  return { count, results: rows.map((row) => presentPair(row, [label(row.submissionA), label(row.submissionB)])) };
}

export async function reviewPair(db: Database, pairId: number, input: SimilarityReviewUpdate, user: AuthUser): Promise<SimilarityPair> {
  const access = await loadPairForSimilarity(db, pairId, user, true);
  const { pair } = access;
  const unreviewed = input.status === 'unreviewed';
  const updated = await db.transaction(async (tx) => {
    const row = await updatePair(tx, pair.id, {
      reviewStatus: input.status,
      reviewNote: input.note ?? pair.reviewNote,
      reviewedBy: unreviewed ? null : user.email,
      reviewedAt: unreviewed ? null : new Date(),
    });
    // The note is the reviewer's own words about two students' work: only that one was given is recorded.
    const data = { check: pair.checkId, status: input.status, fields: Object.keys(input) };
    await recordEvent(tx, user, { type: 'similarity_pair.reviewed', courseId: access.course.course.id, object: { type: 'similarityPair', id: pair.id }, data });
    return row;
  });
  const label = await loadSideLabeler(db, access, user.id, [pair.submissionA, pair.submissionB]);
  return presentPair(updated!, [label(pair.submissionA), label(pair.submissionB)]);
}
