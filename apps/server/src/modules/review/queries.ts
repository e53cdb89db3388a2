import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Comment, File, RubricCategory, RubricComment, SubmissionTest, TestCase, TestCategory } from '@marginalia/contracts';
import { assignmentRubricOnly, comments, files, notPeerComment, peerRubricOnly, rubricCategories, rubricComments, submissionTests, testCases, testCategories, users, type Executor } from '@marginalia/db';
import { commentFields } from '../comments/queries';
import { rubricCommentFields } from '../rubric/queries';
import { presentSubmissionTest, submissionTestFields } from '../submission-tests/queries';
import { testCaseFields } from '../test-cases/queries';

// The reads of the submission view. Each is one statement whatever the number of files, comments or rubric
// entries: the review is a fixed number of statements, so that a submission with 500 comments costs what one
// with 5 does.

// In reading order (docs/PRODUCT.md §5), as GET /files/{id}/ lists them. Peer reviewers' comments are not the
// submission's feedback: every read here leaves them out (docs/PEER-REVIEW.md, "Peer comments").
const fileCommentIds = sql<number[]>`array(select c.id from ${comments} c where c.file_id = "files"."id" and ${notPeerComment(sql`c.id`)} order by c.start_line, c.start_char, c.id)`;

/** Every file of the submission, older versions included, oldest first (as the submission lists them). */
export async function selectSubmissionFiles(db: Executor, submissionId: number): Promise<File[]> {
  const rows = await db
    .select({
      id: files.id,
      name: files.name,
      code: files.code,
      extension: files.extension,
      submission: files.submissionId,
      path: files.path,
      comments: fileCommentIds,
      created: files.createdAt,
    })
    .from(files)
    .where(eq(files.submissionId, submissionId))
    .orderBy(asc(files.createdAt), asc(files.id));
  return rows.map((row) => ({ ...row, created: row.created.toISOString() }));
}

/** Every comment on the submission's files, by file then reading order. */
export function selectSubmissionComments(db: Executor, submissionId: number): Promise<Comment[]> {
  return db
    .select(commentFields)
    .from(comments)
    .innerJoin(files, eq(files.id, comments.fileId))
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(and(eq(files.submissionId, submissionId), notPeerComment(comments.id)))
    .orderBy(asc(comments.fileId), asc(comments.startLine), asc(comments.startChar), asc(comments.id));
}

/** The rubric comments the submission's comments link to. */
function usedBy(submissionId: number): SQL {
  return sql`(select c.rubric_comment_id from ${comments} c join ${files} f on f.id = c.file_id
    where f.submission_id = ${submissionId} and c.rubric_comment_id is not null and ${notPeerComment(sql`c.id`)})`;
}

/**
 * The assignment's rubric categories, by sortKey then id: its own rubric's, or with `peer` its peer rubric's. With
 * `onlyUsedBy` (what a student reads): only the categories holding a rubric comment the submission uses, each
 * listing only those rubric comments.
 */
export function selectRubricCategories(db: Executor, assignmentId: number, onlyUsedBy?: number, peer = false): Promise<RubricCategory[]> {
  const used = onlyUsedBy === undefined ? sql`` : sql` and rc.id in ${usedBy(onlyUsedBy)}`;
  // `rubric_categories.id` is spelled out: drizzle writes the columns of a one-table select unqualified.
  const commentIds = sql<number[]>`array(select rc.id from ${rubricComments} rc where rc.category_id = "rubric_categories"."id"${used}
    order by rc.sort_key, rc.id)`;
  const conditions: SQL[] = [eq(rubricCategories.assignmentId, assignmentId), eq(rubricCategories.peer, peer)];
  if (onlyUsedBy !== undefined) {
    conditions.push(sql`${rubricCategories.id} in (select rc.category_id from ${rubricComments} rc where rc.id in ${usedBy(onlyUsedBy)})`);
  }
  return db
    .select({
      id: rubricCategories.id,
      assignment: rubricCategories.assignmentId,
      name: rubricCategories.name,
      pointLimit: rubricCategories.pointLimit,
      sortKey: rubricCategories.sortKey,
      helpText: rubricCategories.helpText,
      atMostOnce: rubricCategories.atMostOnce,
      peer: rubricCategories.peer,
      rubricComments: commentIds,
    })
    .from(rubricCategories)
    .where(and(...conditions))
    .orderBy(asc(rubricCategories.sortKey), asc(rubricCategories.id));
}

/**
 * The assignment's rubric comments (only those the submission uses, with `onlyUsedBy`), by category then sortKey:
 * its own rubric's, or with `peer` its peer rubric's.
 */
export function selectRubricComments(db: Executor, assignmentId: number, onlyUsedBy?: number, peer = false): Promise<RubricComment[]> {
  const conditions: SQL[] = [eq(rubricComments.assignmentId, assignmentId), peer ? peerRubricOnly(rubricComments.categoryId) : assignmentRubricOnly(rubricComments.categoryId)];
  if (onlyUsedBy !== undefined) conditions.push(sql`${rubricComments.id} in ${usedBy(onlyUsedBy)}`);
  return db
    .select(rubricCommentFields)
    .from(rubricComments)
    .where(and(...conditions))
    .orderBy(asc(rubricComments.categoryId), asc(rubricComments.sortKey), asc(rubricComments.id));
}

/** The assignment's rubric comments that comments use, most used first (ties by id). */
export async function selectFrequentRubricComments(db: Executor, assignmentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: rubricComments.id })
    .from(rubricComments)
    .innerJoin(comments, eq(comments.rubricCommentId, rubricComments.id))
    .where(and(eq(rubricComments.assignmentId, assignmentId), notPeerComment(comments.id), assignmentRubricOnly(rubricComments.categoryId)))
    .groupBy(rubricComments.id)
    .orderBy(desc(sql`count(*)`), asc(rubricComments.id));
  return rows.map((row) => row.id);
}

const testCaseIds = sql<number[]>`array(select tc.id from ${testCases} tc where tc.test_category_id = "test_categories"."id" order by tc.sort_key, tc.id)`;

export function selectTestCategories(db: Executor, assignmentId: number): Promise<TestCategory[]> {
  return db
    .select({ id: testCategories.id, assignment: testCategories.assignmentId, name: testCategories.name, sortKey: testCategories.sortKey, testCases: testCaseIds })
    .from(testCategories)
    .where(eq(testCategories.assignmentId, assignmentId))
    .orderBy(asc(testCategories.sortKey), asc(testCategories.id));
}

/** The test cases of all the assignment's categories, by category then sortKey. */
export function selectTestCases(db: Executor, assignmentId: number): Promise<TestCase[]> {
  return db
    .select(testCaseFields)
    .from(testCases)
    .innerJoin(testCategories, eq(testCategories.id, testCases.testCategoryId))
    .where(eq(testCategories.assignmentId, assignmentId))
    .orderBy(asc(testCases.testCategoryId), asc(testCases.sortKey), asc(testCases.id));
}

/** The submission's test results, newest first. */
export async function selectSubmissionTests(db: Executor, submissionIds: number[]): Promise<SubmissionTest[]> {
  if (submissionIds.length === 0) return [];
  const rows = await db
    .select(submissionTestFields)
    .from(submissionTests)
    .innerJoin(testCases, eq(testCases.id, submissionTests.testCaseId))
    .where(inArray(submissionTests.submissionId, submissionIds))
    .orderBy(desc(submissionTests.created), desc(submissionTests.id));
  return rows.map(presentSubmissionTest);
}
