import { and, eq } from 'drizzle-orm';
import { COURSE_DEFAULTS, DEMO_PERIOD } from '@marginalia/contracts';
import {
  assignments,
  comments,
  courseMemberships,
  courses,
  files,
  rubricCategories,
  rubricComments,
  submissions,
  submissionStudents,
  submissionTests,
  testCases,
  testCategories,
  users,
  type Database,
  type Executor,
} from '@marginalia/db';
import { generateInviteCode } from '../modules/courses/service';
import { recomputeGrades } from '../modules/grades/recompute';
import { ensureHistoryRows } from '../modules/submissions/history-queries';
import { rangeOfCell, rangeOfText } from './comment-ranges';
import * as content from './demo-course-content';
import { withBlobsOfText } from '../modules/file-blobs/text-files';

// The course behind GET /demo/review/: period DEMO_PERIOD, so that it stays out of the course table. Seeded
// once per organization; a database that has it is left as it is.

/**
 * Seeds the demo course into the organization unless it has one. The demo student can never log in (not
 * activated); `graderId` grades the submission.
 */
export async function seedDemoCourse(db: Database, organizationId: number, graderId: number, passwordHash: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.organizationId, organizationId), eq(courses.period, DEMO_PERIOD)))
    .limit(1);
  if (existing) return false;
  await db.transaction(async (tx) => {
    const studentId = await demoStudent(tx, organizationId, passwordHash);
    const [course] = await tx
      .insert(courses)
      .values({ ...COURSE_DEFAULTS, ...content.DEMO_REVIEW_COURSE, organizationId, inviteCode: generateInviteCode() })
      .returning();
    await tx.insert(courseMemberships).values({ courseId: course!.id, userId: studentId, role: 'student' });
    const [assignment] = await tx
      .insert(assignments)
      .values({ courseId: course!.id, ...content.DEMO_REVIEW_ASSIGNMENT, isReleased: true, isVisible: true, showFrequentlyUsedRubricComments: true })
      .returning();
    const rubric = await seedRubric(tx, assignment!.id);
    const [submission] = await tx.insert(submissions).values({ assignmentId: assignment!.id, graderId, isFinalized: true }).returning();
    const submissionId = submission!.id;
    await tx.insert(submissionStudents).values({ submissionId, assignmentId: assignment!.id, studentId });
    await ensureHistoryRows(tx, submissionId);
    const fileIds = await seedFiles(tx, submissionId);
    await seedComments(tx, fileIds, rubric, graderId);
    await seedTests(tx, assignment!.id, submissionId);
    await recomputeGrades(tx, [submissionId], { cause: 'comment', actorId: null });
  });
  return true;
}

async function demoStudent(tx: Executor, organizationId: number, passwordHash: string): Promise<number> {
  const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.email, content.DEMO_REVIEW_STUDENT));
  if (found) return found.id;
  const [row] = await tx
    .insert(users)
    .values({ email: content.DEMO_REVIEW_STUDENT, passwordHash, organizationId, isActivated: false })
    .returning({ id: users.id });
  return row!.id;
}

async function seedRubric(tx: Executor, assignmentId: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [sortKey, category] of content.DEMO_REVIEW_RUBRIC.entries()) {
    const [row] = await tx
      .insert(rubricCategories)
      .values({ assignmentId, name: category.name, pointLimit: category.pointLimit, helpText: category.helpText, sortKey })
      .returning({ id: rubricCategories.id });
    const rows = await tx
      .insert(rubricComments)
      .values(category.comments.map((comment, index) => ({ assignmentId, categoryId: row!.id, sortKey: index, ...comment })))
      .returning({ id: rubricComments.id, name: rubricComments.name });
    for (const rc of rows) ids.set(rc.name, rc.id);
  }
  return ids;
}

/** The older wordcount.py is dated a day before the rest, so it reads as the earlier upload. */
async function seedFiles(tx: Executor, submissionId: number): Promise<Map<content.DemoFileKey, { id: number; code: string }>> {
  const now = Date.now();
  const rows = await tx
    .insert(files)
    .values(
      await withBlobsOfText(
        tx,
        content.DEMO_REVIEW_FILES.map(({ key, ...file }) => ({
          ...file,
          submissionId,
          createdAt: new Date(key === 'oldMain' ? now - 24 * 60 * 60 * 1000 : now),
        })),
      ),
    )
    .returning({ id: files.id });
  return new Map(content.DEMO_REVIEW_FILES.map((file, index) => [file.key, { id: rows[index]!.id, code: file.code }]));
}

async function seedComments(tx: Executor, fileIds: Map<content.DemoFileKey, { id: number; code: string }>, rubric: Map<string, number>, authorId: number) {
  const rows = content.DEMO_REVIEW_COMMENTS.map((comment) => {
    const file = fileIds.get(comment.file)!;
    const range = comment.cell !== undefined ? rangeOfCell(file.code, comment.cell) : rangeOfText(file.code, comment.needle!, comment.line ?? 0);
    const rubricCommentId = comment.rubric ? rubric.get(comment.rubric)! : null;
    return { fileId: file.id, authorId, text: comment.text ?? '', pointDelta: rubricCommentId ? null : (comment.pointDelta ?? null), rubricCommentId, ...range };
  });
  await tx.insert(comments).values(rows);
}

async function seedTests(tx: Executor, assignmentId: number, submissionId: number) {
  const { category, cases } = content.DEMO_REVIEW_TESTS;
  const [row] = await tx.insert(testCategories).values({ assignmentId, name: category }).returning({ id: testCategories.id });
  const caseRows = await tx
    .insert(testCases)
    .values(cases.map(({ description, pointsPass, pointsFail }, sortKey) => ({ testCategoryId: row!.id, description, pointsPass, pointsFail, sortKey })))
    .returning({ id: testCases.id });
  await tx.insert(submissionTests).values(cases.map(({ passed, logs }, index) => ({ submissionId, testCaseId: caseRows[index]!.id, passed, logs })));
}
