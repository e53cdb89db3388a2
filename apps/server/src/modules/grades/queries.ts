import { and, desc, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  assignmentRubricOnly,
  assignments,
  comments,
  files,
  rubricCategories,
  rubricComments,
  submissions,
  submissionTests,
  testCases,
  testRuns,
  notPeerComment,
  type Executor,
} from '@marginalia/db';

// What the grade rule reads, for any number of submissions at once: each function is one statement whatever
// the number of submissions, so recomputing a whole assignment costs the same few round trips as one submission.

function intArray(values: readonly number[]): SQL {
  return sql`${sql.param(values)}::int[]`;
}

/**
 * Serializes grade recomputations of the same submissions: two writes that commit comments side by side would
 * otherwise each compute a grade that misses the other's comment. The next statements of the transaction read
 * afresh once the lock is granted (READ COMMITTED). NO KEY UPDATE, not UPDATE: writers of files and comments
 * already hold KEY SHARE on the row through their foreign keys, which UPDATE would deadlock against.
 */
export async function lockSubmissions(db: Executor, submissionIds: readonly number[]): Promise<void> {
  await db.execute(sql`select id from ${submissions} where id = any(${intArray(submissionIds)}) order by id for no key update`);
}

export interface SubmissionGradeBase {
  submissionId: number;
  assignmentId: number;
  points: number;
  additiveGrading: boolean;
  /** The stored grade before this recomputation. */
  grade: number | null;
  /** The grade its students were last shown; null while they have been shown none. */
  shownGrade: number | null;
  gradeFrozen: boolean;
}

export function selectGradeBases(db: Executor, submissionIds: readonly number[]): Promise<SubmissionGradeBase[]> {
  return db
    .select({
      submissionId: submissions.id,
      assignmentId: submissions.assignmentId,
      points: assignments.points,
      additiveGrading: assignments.additiveGrading,
      grade: submissions.grade,
      shownGrade: submissions.shownGrade,
      gradeFrozen: assignments.gradeFrozen,
    })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .where(sql`${submissions.id} = any(${intArray(submissionIds)})`);
}

const newer = alias(files, 'newer');

/**
 * The comments on the current version of each file: a file is current when no file of the same submission with
 * the same path and name was created after it (ties broken by id, as the version list orders them). Peer reviewers'
 * comments never count toward a grade (docs/PEER-REVIEW.md, "Peer comments").
 */
export function selectCurrentComments(db: Executor, submissionIds: readonly number[]) {
  const isCurrent = sql`not exists (select 1 from ${files} as ${newer} where ${newer.submissionId} = ${files.submissionId}
    and ${newer.name} = ${files.name} and ${newer.path} is not distinct from ${files.path}
    and (${newer.createdAt}, ${newer.id}) > (${files.createdAt}, ${files.id}))`;
  return db
    .select({ submissionId: files.submissionId, rubricCommentId: comments.rubricCommentId, pointDelta: comments.pointDelta })
    .from(comments)
    .innerJoin(files, eq(files.id, comments.fileId))
    .where(and(sql`${files.submissionId} = any(${intArray(submissionIds)})`, isCurrent, notPeerComment(comments.id)));
}

export function selectRubricCategories(db: Executor, assignmentIds: readonly number[]) {
  if (assignmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: rubricCategories.id, pointLimit: rubricCategories.pointLimit, atMostOnce: rubricCategories.atMostOnce })
    .from(rubricCategories)
    // The peer rubric never counts toward a grade (docs/PEER-REVIEW.md, "The peer rubric").
    .where(and(inArray(rubricCategories.assignmentId, [...assignmentIds]), eq(rubricCategories.peer, false)));
}

export function selectRubricComments(db: Executor, assignmentIds: readonly number[]) {
  if (assignmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: rubricComments.id, categoryId: rubricComments.categoryId, pointDelta: rubricComments.pointDelta })
    .from(rubricComments)
    .where(and(inArray(rubricComments.assignmentId, [...assignmentIds]), assignmentRubricOnly(rubricComments.categoryId)));
}

/** The newest result (by modified, then id) of each test case of each submission, with the case's points. */
export function selectNewestTestResults(db: Executor, submissionIds: readonly number[]) {
  return db
    .selectDistinctOn([submissionTests.submissionId, submissionTests.testCaseId], {
      submissionId: submissionTests.submissionId,
      passed: submissionTests.passed,
      score: submissionTests.score,
      pointsPass: testCases.pointsPass,
      pointsFail: testCases.pointsFail,
    })
    .from(submissionTests)
    .innerJoin(testCases, eq(testCases.id, submissionTests.testCaseId))
    .where(sql`${submissionTests.submissionId} = any(${intArray(submissionIds)})`)
    .orderBy(asc(submissionTests.submissionId), asc(submissionTests.testCaseId), desc(submissionTests.modified), desc(submissionTests.id));
}

/**
 * Submission id → the total its newest completed test run reported (Gradescope's top-level `score`), for those
 * whose newest completed run reported one: that total is the submission's test points (computeGrade's testScore).
 */
export async function selectRunScoreOverrides(db: Executor, submissionIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectDistinctOn([testRuns.submissionId], { submissionId: testRuns.submissionId, score: testRuns.score })
    .from(testRuns)
    .where(and(sql`${testRuns.submissionId} = any(${intArray(submissionIds)})`, eq(testRuns.state, 'completed')))
    .orderBy(asc(testRuns.submissionId), desc(testRuns.finishedAt), desc(testRuns.id));
  return new Map(rows.flatMap((row) => (row.submissionId !== null && row.score !== null ? [[row.submissionId, row.score] as const] : [])));
}

/** Stores each submission's grade in one statement. */
export async function storeGrades(db: Executor, grades: ReadonlyMap<number, number>): Promise<void> {
  if (grades.size === 0) return;
  const ids = [...grades.keys()];
  const values = [...grades.values()];
  await db.execute(sql`update ${submissions} set grade = v.grade
    from unnest(${intArray(ids)}, ${sql.param(values)}::numeric[]) as v(id, grade)
    where ${submissions.id} = v.id`);
}

/**
 * Submissions with a comment (on any file version) linked to one of these rubric comments, peer reviewers' included:
 * once a peer review closed with a weight, their rubric items are part of the grade (peer-scores.ts).
 */
export async function selectSubmissionsUsingRubricComments(db: Executor, rubricCommentIds: readonly number[]): Promise<number[]> {
  if (rubricCommentIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ submissionId: files.submissionId })
    .from(comments)
    .innerJoin(files, eq(files.id, comments.fileId))
    .where(sql`${comments.rubricCommentId} = any(${intArray(rubricCommentIds)})`);
  return rows.map((row) => row.submissionId);
}

/** Submissions with a comment linked to a rubric comment of this category (peer reviewers' included, as above). */
export async function selectSubmissionsUsingCategory(db: Executor, categoryId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ submissionId: files.submissionId })
    .from(comments)
    .innerJoin(files, eq(files.id, comments.fileId))
    .innerJoin(rubricComments, eq(rubricComments.id, comments.rubricCommentId))
    .where(eq(rubricComments.categoryId, categoryId));
  return rows.map((row) => row.submissionId);
}

export async function selectAssignmentSubmissionIds(db: Executor, assignmentId: number): Promise<number[]> {
  const rows = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.assignmentId, assignmentId));
  return rows.map((row) => row.id);
}
