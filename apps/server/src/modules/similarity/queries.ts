import { and, asc, desc, eq, gte, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  assignments,
  courseMemberships,
  courses,
  files,
  jobs,
  similarityCheckEarlierAssignments,
  similarityChecks,
  similarityDocuments,
  similarityPairs,
  submissions,
  submissionStudents,
  users,
  type CourseRole,
  type Executor,
  type StoredFragment,
} from '@marginalia/db';

// The statements of similarity checks: checks and their earlier offerings, the documents a check compared, and
// the pairs it kept.

export type SimilarityCheckRow = typeof similarityChecks.$inferSelect & {
  /** The state of the run's job: a run whose job ended without finishing the check failed. */
  jobState: string | null;
  createdByEmail: string | null;
};
export type SimilarityCheckValues = Partial<typeof similarityChecks.$inferInsert>;
export type SimilarityDocumentRow = typeof similarityDocuments.$inferSelect;
export type SimilarityDocumentValues = typeof similarityDocuments.$inferInsert;
export type SimilarityPairRow = typeof similarityPairs.$inferSelect;
export type SimilarityPairValues = typeof similarityPairs.$inferInsert;

const checkColumns = {
  check: similarityChecks,
  jobState: sql<string | null>`${jobs.state}::text`,
  createdByEmail: sql<string | null>`(select u.email from ${users} u where u.id = similarity_checks.created_by_id)`,
};

function withJobState(rows: { check: typeof similarityChecks.$inferSelect; jobState: string | null; createdByEmail: string | null }[]): SimilarityCheckRow[] {
  return rows.map((row) => ({ ...row.check, jobState: row.jobState, createdByEmail: row.createdByEmail }));
}

export async function findCheck(db: Executor, checkId: number): Promise<SimilarityCheckRow | null> {
  const rows = await db.select(checkColumns).from(similarityChecks).leftJoin(jobs, eq(jobs.id, similarityChecks.jobId)).where(eq(similarityChecks.id, checkId));
  return withJobState(rows)[0] ?? null;
}

/** The assignment's checks, newest first. */
export async function selectChecks(db: Executor, assignmentId: number): Promise<SimilarityCheckRow[]> {
  const rows = await db
    .select(checkColumns)
    .from(similarityChecks)
    .leftJoin(jobs, eq(jobs.id, similarityChecks.jobId))
    .where(eq(similarityChecks.assignmentId, assignmentId))
    .orderBy(desc(similarityChecks.createdAt), desc(similarityChecks.id));
  return withJobState(rows);
}

/** A check still queued or running whose job has not ended (a job that ended without a word leaves a failed check). */
const isActive: SQL = sql`${similarityChecks.state} in ('queued', 'running') and (${similarityChecks.jobId} is null or exists (
  select 1 from ${jobs} j where j.id = ${similarityChecks.jobId} and j.state in ('queued', 'running')))`;

/** Whether a check of the assignment is queued or running; `lock` makes concurrent starts wait for each other. */
export async function hasActiveCheck(db: Executor, assignmentId: number, lock = false): Promise<boolean> {
  // Two starts at once: the assignment's row serializes them (no key update does not block other writers' inserts).
  if (lock) await db.execute(sql`select id from ${assignments} where id = ${assignmentId} for no key update`);
  const rows = await db.select({ id: similarityChecks.id }).from(similarityChecks).where(and(eq(similarityChecks.assignmentId, assignmentId), isActive)).limit(1);
  return rows.length > 0;
}

export async function insertCheck(db: Executor, values: typeof similarityChecks.$inferInsert, earlierAssignmentIds: number[]): Promise<number> {
  const [row] = await db.insert(similarityChecks).values(values).returning({ id: similarityChecks.id });
  if (earlierAssignmentIds.length > 0) {
    await db.insert(similarityCheckEarlierAssignments).values(earlierAssignmentIds.map((assignmentId) => ({ checkId: row!.id, assignmentId })));
  }
  return row!.id;
}

export async function updateCheck(db: Executor, checkId: number, values: SimilarityCheckValues): Promise<void> {
  await db.update(similarityChecks).set(values).where(eq(similarityChecks.id, checkId));
}

export interface EarlierAssignmentRow {
  checkId: number;
  assignmentId: number;
  name: string;
  courseId: number;
  course: string;
  period: string;
  anonymousGrading: boolean;
}

/** The earlier offerings of these checks, with their courses, in the order of their ids. */
export async function selectEarlierAssignments(db: Executor, checkIds: number[]): Promise<EarlierAssignmentRow[]> {
  if (checkIds.length === 0) return [];
  return db
    .select({
      checkId: similarityCheckEarlierAssignments.checkId,
      assignmentId: assignments.id,
      name: assignments.name,
      courseId: courses.id,
      course: courses.name,
      period: courses.period,
      anonymousGrading: assignments.anonymousGrading,
    })
    .from(similarityCheckEarlierAssignments)
    .innerJoin(assignments, eq(assignments.id, similarityCheckEarlierAssignments.assignmentId))
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .where(inArray(similarityCheckEarlierAssignments.checkId, checkIds))
    .orderBy(asc(assignments.id));
}

/** These assignments with their course and whether the user administers it (an active course admin membership). */
export async function selectAssignmentsAdministered(db: Executor, assignmentIds: number[], userId: number) {
  if (assignmentIds.length === 0) return [];
  return db
    .select({
      id: assignments.id,
      courseId: assignments.courseId,
      // `assignments.course_id` is spelled out: unqualified, the subquery would read it as its own column.
      administered: sql<boolean>`exists (select 1 from ${courseMemberships} m where m.course_id = assignments.course_id
        and m.user_id = ${userId} and m.role = 'courseAdmin' and m.is_active)`,
    })
    .from(assignments)
    .where(inArray(assignments.id, assignmentIds));
}

export async function findSubmissionAssignment(db: Executor, submissionId: number): Promise<number | null> {
  const [row] = await db.select({ assignmentId: submissions.assignmentId }).from(submissions).where(eq(submissions.id, submissionId));
  return row?.assignmentId ?? null;
}

// `submissions.id` is spelled out: drizzle writes the column of a one-table select unqualified, which the
// subquery would read as its own table's id.
/** Sorted ids of the current version of every file of the submission (the files.id set a document records). */
const currentFileIds = sql<number[]>`array(select f.id from ${files} f where f.submission_id = submissions.id
  and not exists (select 1 from ${files} n where n.submission_id = f.submission_id and n.name = f.name
    and n.path is not distinct from f.path and (n.created_at, n.id) > (f.created_at, f.id)) order by f.id)`;

export interface CheckedSubmission {
  submissionId: number;
  assignmentId: number;
  fileIds: number[];
}

/** The submissions of these assignments with their current file versions, by id (the base submission left out). */
export async function selectCheckedSubmissions(db: Executor, assignmentIds: number[], baseSubmissionId: number | null): Promise<CheckedSubmission[]> {
  if (assignmentIds.length === 0) return [];
  const where = baseSubmissionId === null ? inArray(submissions.assignmentId, assignmentIds) : and(inArray(submissions.assignmentId, assignmentIds), ne(submissions.id, baseSubmissionId));
  return db
    .select({ submissionId: submissions.id, assignmentId: submissions.assignmentId, fileIds: currentFileIds })
    .from(submissions)
    .where(where)
    .orderBy(asc(submissions.id));
}

/** Submissions of the check's assignment that are new or whose files changed since the check read them. */
export async function countOutdatedSubmissions(db: Executor, check: Pick<SimilarityCheckRow, 'id' | 'assignmentId' | 'baseSubmissionId'>): Promise<number> {
  const base = check.baseSubmissionId === null ? sql`true` : sql`${submissions.id} <> ${check.baseSubmissionId}`;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(submissions)
    .leftJoin(similarityDocuments, and(eq(similarityDocuments.checkId, check.id), eq(similarityDocuments.submissionId, submissions.id)))
    .where(and(eq(submissions.assignmentId, check.assignmentId), base, sql`(${similarityDocuments.id} is null or ${similarityDocuments.fileIds} <> ${currentFileIds})`));
  return row?.count ?? 0;
}

export async function selectDocuments(db: Executor, checkId: number): Promise<SimilarityDocumentRow[]> {
  return db.select().from(similarityDocuments).where(eq(similarityDocuments.checkId, checkId)).orderBy(asc(similarityDocuments.submissionId));
}

export async function selectDocumentsOf(db: Executor, checkId: number, submissionIds: number[]): Promise<SimilarityDocumentRow[]> {
  if (submissionIds.length === 0) return [];
  return db
    .select()
    .from(similarityDocuments)
    .where(and(eq(similarityDocuments.checkId, checkId), inArray(similarityDocuments.submissionId, submissionIds)));
}

/** Drops these submissions' documents and (unless `keepPairs`) every pair they are in. */
export async function deleteDocumentsOf(db: Executor, checkId: number, submissionIds: number[], options: { keepPairs?: boolean } = {}): Promise<void> {
  if (submissionIds.length === 0) return;
  await db.delete(similarityDocuments).where(and(eq(similarityDocuments.checkId, checkId), inArray(similarityDocuments.submissionId, submissionIds)));
  if (options.keepPairs) return;
  await db
    .delete(similarityPairs)
    .where(and(eq(similarityPairs.checkId, checkId), or(inArray(similarityPairs.submissionA, submissionIds), inArray(similarityPairs.submissionB, submissionIds))));
}

export async function insertDocuments(db: Executor, values: SimilarityDocumentValues[]): Promise<void> {
  // A batch at a time: a statement's parameters are bounded, and fingerprints can be large.
  for (let i = 0; i < values.length; i += 200) await db.insert(similarityDocuments).values(values.slice(i, i + 200));
}

/** Kept documents' new nearest scores, raised by new documents of an update (docs/SIMILARITY.md, "Common resemblance"). */
export async function raiseNearest(db: Executor, checkId: number, raised: readonly { submissionId: number; nearest: number }[]): Promise<void> {
  if (raised.length === 0) return;
  await db.execute(sql`update ${similarityDocuments} d set nearest_similarity = greatest(d.nearest_similarity, r.nearest)
    from unnest(${sql.param(raised.map((row) => row.submissionId))}::int[], ${sql.param(raised.map((row) => row.nearest))}::float8[]) as r(submission_id, nearest)
    where d.check_id = ${checkId} and d.submission_id = r.submission_id`);
}

/** Keeps the `cap` most similar pairs of the check and every reviewed one; returns how many are kept. */
export async function trimPairs(db: Executor, checkId: number, cap: number): Promise<number> {
  const count = await countPairs(db, checkId);
  if (count <= cap) return count;
  await db.execute(sql`delete from ${similarityPairs} p where p.check_id = ${checkId} and p.review_status = 'unreviewed'
    and p.id not in (select q.id from ${similarityPairs} q where q.check_id = ${checkId} order by q.similarity desc, q.id limit ${cap})`);
  return countPairs(db, checkId);
}

/** The score of the check's `rank`-th most similar kept pair (from 1), or 0 when it keeps fewer. */
export async function similarityAtRank(db: Executor, checkId: number, rank: number): Promise<number> {
  const [row] = await db
    .select({ similarity: similarityPairs.similarity })
    .from(similarityPairs)
    .where(eq(similarityPairs.checkId, checkId))
    .orderBy(desc(similarityPairs.similarity))
    .limit(1)
    .offset(rank - 1);
  return row?.similarity ?? 0;
}

async function countPairs(db: Executor, checkId: number): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(similarityPairs).where(eq(similarityPairs.checkId, checkId));
  return row?.count ?? 0;
}

/** How many of the check's kept pairs fall in each of `buckets` equal buckets over 0..1. */
export async function pairBuckets(db: Executor, checkId: number, buckets: number): Promise<number[]> {
  const rows = await db
    .select({ bucket: sql<number>`least(floor(${similarityPairs.similarity} * ${buckets}), ${buckets - 1})::int`, count: sql<number>`count(*)::int` })
    .from(similarityPairs)
    .where(eq(similarityPairs.checkId, checkId))
    .groupBy(sql`1`);
  const counts = new Array<number>(buckets).fill(0);
  for (const row of rows) counts[Math.max(0, row.bucket)]! += row.count;
  return counts;
}

export interface PairFilter {
  minSimilarity?: number;
  status?: SimilarityPairRow['reviewStatus'];
  /** Only pairs with a side in one of these assignments (the ones the caller may read); all pairs when undefined. */
  withSideIn?: readonly number[];
  /** Only pairs both of whose sides are among these submissions. */
  among?: readonly number[];
}

/** A pair with at least one side in these assignments. */
function hasSideIn(assignmentIds: readonly number[]): SQL {
  if (assignmentIds.length === 0) return sql`false`;
  // The pair's columns are spelled out: unqualified, the subquery would read them as the submission's own.
  return sql`exists (select 1 from ${submissions} s where s.id in (similarity_pairs.submission_a, similarity_pairs.submission_b)
    and s.assignment_id in (${sql.join(assignmentIds.map((id) => sql`${id}`), sql`, `)}))`;
}

function bothSidesAmong(submissionIds: readonly number[]): SQL {
  const among = sql`${sql.param(submissionIds)}::int[]`;
  return and(sql`${similarityPairs.submissionA} = any(${among})`, sql`${similarityPairs.submissionB} = any(${among})`)!;
}

function pairWhere(checkId: number, filter: PairFilter): SQL {
  const conditions: SQL[] = [eq(similarityPairs.checkId, checkId)];
  if (filter.minSimilarity !== undefined) conditions.push(gte(similarityPairs.similarity, filter.minSimilarity));
  if (filter.status !== undefined) conditions.push(eq(similarityPairs.reviewStatus, filter.status));
  if (filter.withSideIn !== undefined) conditions.push(hasSideIn(filter.withSideIn));
  if (filter.among !== undefined) conditions.push(bothSidesAmong(filter.among));
  return and(...conditions)!;
}

/** One page of the check's pairs, most similar first, and how many match the filter in all. */
export async function selectPairsPage(db: Executor, checkId: number, filter: PairFilter, window: { offset: number; limit: number }) {
  const where = pairWhere(checkId, filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(similarityPairs).where(where).orderBy(desc(similarityPairs.similarity), asc(similarityPairs.id)).limit(window.limit).offset(window.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(similarityPairs).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** Pairs as columns: pair i is `id[i]`, between `submissionA[i]` and `submissionB[i]`, scored `similarity[i]`. */
export interface PairLinks {
  id: number[];
  submissionA: number[];
  submissionB: number[];
  similarity: number[];
}

/** A column of the pairs the filter lets through, in the order of their ids (the same for every column). */
const column = <T>(value: AnyColumn) => sql<T[]>`coalesce(array_agg(${value} order by ${similarityPairs.id}), '{}')`;

/**
 * The check's kept pairs the filter lets through, as the few columns groups are formed from. One row of four arrays:
 * a check of 500 keeps about 60,000 pairs, which as rows took PGlite 0.38 s and about 20 MB more to answer, as
 * arrays 0.11 s.
 */
export async function selectPairLinks(db: Executor, checkId: number, filter: Pick<PairFilter, 'withSideIn' | 'minSimilarity' | 'among'> = {}): Promise<PairLinks> {
  const [links] = await db
    .select({
      id: column<number>(similarityPairs.id),
      submissionA: column<number>(similarityPairs.submissionA),
      submissionB: column<number>(similarityPairs.submissionB),
      similarity: column<number>(similarityPairs.similarity),
    })
    .from(similarityPairs)
    .where(pairWhere(checkId, filter));
  return links ?? { id: [], submissionA: [], submissionB: [], similarity: [] };
}

export async function selectFlaggedPairs(db: Executor, checkId: number, filter: Pick<PairFilter, 'withSideIn'> = {}): Promise<SimilarityPairRow[]> {
  return db
    .select()
    .from(similarityPairs)
    .where(pairWhere(checkId, { ...filter, status: 'flagged' }))
    .orderBy(desc(similarityPairs.similarity), asc(similarityPairs.id));
}

export async function findPair(db: Executor, pairId: number): Promise<SimilarityPairRow | null> {
  const [row] = await db.select().from(similarityPairs).where(eq(similarityPairs.id, pairId));
  return row ?? null;
}

export async function updatePair(db: Executor, pairId: number, values: Partial<SimilarityPairValues>): Promise<SimilarityPairRow | null> {
  const [row] = await db.update(similarityPairs).set(values).where(eq(similarityPairs.id, pairId)).returning();
  return row ?? null;
}

/** Stores the fragments of a pair aligned on request, unless its documents were replaced meanwhile (it is gone). */
export async function storeFragments(db: Executor, pairId: number, fragments: StoredFragment[], scores: { longestMatch: number; matchedLines: number }): Promise<void> {
  await db.update(similarityPairs).set({ fragments, ...scores }).where(eq(similarityPairs.id, pairId));
}

export interface SubmissionPeople {
  submissionId: number;
  assignmentId: number;
  emails: string[];
}

/** The students of these submissions (e-mails in order), with each submission's assignment. */
export async function selectSubmissionPeople(db: Executor, submissionIds: number[]): Promise<SubmissionPeople[]> {
  if (submissionIds.length === 0) return [];
  return db
    .select({
      submissionId: submissions.id,
      assignmentId: submissions.assignmentId,
      emails: sql<string[]>`array(select u.email from ${submissionStudents} st join ${users} u on u.id = st.student_id
        where st.submission_id = submissions.id order by u.email)`,
    })
    .from(submissions)
    .where(inArray(submissions.id, submissionIds));
}

/** The caller's active roles in each of these courses (a course without any is left out). */
export async function selectRolesIn(db: Executor, userId: number, courseIds: readonly number[]): Promise<Map<number, CourseRole[]>> {
  const roles = new Map<number, CourseRole[]>();
  if (courseIds.length === 0) return roles;
  const rows = await db
    .select({ courseId: courseMemberships.courseId, role: courseMemberships.role })
    .from(courseMemberships)
    .where(and(eq(courseMemberships.userId, userId), eq(courseMemberships.isActive, true), inArray(courseMemberships.courseId, [...courseIds])));
  for (const row of rows) roles.set(row.courseId, [...(roles.get(row.courseId) ?? []), row.role]);
  return roles;
}

/** The assignment of each of these submissions. */
export async function selectSubmissionAssignments(db: Executor, submissionIds: readonly number[]): Promise<Map<number, number>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db.select({ id: submissions.id, assignmentId: submissions.assignmentId }).from(submissions).where(inArray(submissions.id, [...submissionIds]));
  return new Map(rows.map((row) => [row.id, row.assignmentId]));
}

/** The documents of earlier offerings in a check, in the order their anonymous labels number them. */
export async function selectEarlierDocumentOrder(db: Executor, checkId: number, assignmentId: number): Promise<number[]> {
  const rows = await db
    .select({ submissionId: similarityDocuments.submissionId })
    .from(similarityDocuments)
    .where(and(eq(similarityDocuments.checkId, checkId), ne(similarityDocuments.assignmentId, assignmentId)))
    .orderBy(asc(similarityDocuments.assignmentId), asc(similarityDocuments.submissionId));
  return rows.map((row) => row.submissionId);
}
