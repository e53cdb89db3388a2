import { eq } from 'drizzle-orm';
import { assignments, comments, rubricCategories, rubricComments, submissionTests, testCases, testCategories, type Database } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createFile, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { recomputeGrades } from './recompute';

// The stored grade after each kind of change the file and rubric routes make. Comments are written straight to
// the database here; the comments module's own tests cover the grade after comment writes.

const t = useTestServer();

async function gradeWorld(values: Partial<typeof assignments.$inferInsert> = {}) {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, { points: 10, ...values });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader });
  return { ...w, db, assignment, submission };
}

async function rubricItem(db: Database, assignmentId: number, category: Partial<typeof rubricCategories.$inferInsert>, pointDelta: number) {
  const [cat] = await db.insert(rubricCategories).values({ assignmentId, name: 'Style', ...category }).returning();
  const [rc] = await db.insert(rubricComments).values({ assignmentId, categoryId: cat!.id, name: `rc${Math.random()}`, pointDelta }).returning();
  return { category: cat!, rubricComment: rc! };
}

async function comment(db: Database, fileId: number, values: Partial<typeof comments.$inferInsert>) {
  const [row] = await db.insert(comments).values({ fileId, startChar: 0, endChar: 1, startLine: 0, endLine: 0, ...values }).returning();
  return row!;
}

const gradeOf = async (db: Database, submissionId: number) => (await storedSubmission(db, submissionId))!.grade;

describe('recomputeGrades', () => {
  it('caps a category (positive limit caps deductions, negative caps bonuses), counts atMostOnce once, adds free comments', async () => {
    const { db, assignment, submission } = await gradeWorld();
    const file = await createFile(db, submission.id);
    const capped = await rubricItem(db, assignment.id, { pointLimit: 3 }, 2);
    const bonus = await rubricItem(db, assignment.id, { pointLimit: -1 }, -0.75);
    const once = await rubricItem(db, assignment.id, { atMostOnce: true }, 1);
    for (const rc of [capped, capped, bonus, bonus, once, once]) await comment(db, file.id, { rubricCommentId: rc.rubricComment.id });
    await comment(db, file.id, { pointDelta: 0.5 });
    await recomputeGrades(db, [submission.id], { cause: 'comment', actorId: null });
    // 10 − min(4, 3) − max(−1.5, −1) − 1 − 0.5
    expect(await gradeOf(db, submission.id)).toBe(6.5);
  });

  it('grades from zero with additive grading, and adds the newest result of each test case', async () => {
    const { db, assignment, submission } = await gradeWorld({ additiveGrading: true });
    const file = await createFile(db, submission.id);
    await comment(db, file.id, { pointDelta: -3 });
    const [category] = await db.insert(testCategories).values({ assignmentId: assignment.id, name: 'Unit' }).returning();
    const [a, b] = await db.insert(testCases).values([
      { testCategoryId: category!.id, pointsPass: 2, pointsFail: 0 },
      { testCategoryId: category!.id, pointsPass: 1, pointsFail: -1 },
    ]).returning();
    await db.insert(submissionTests).values([
      { submissionId: submission.id, testCaseId: a!.id, passed: false, modified: new Date('2026-01-01T00:00:00Z') },
      { submissionId: submission.id, testCaseId: a!.id, passed: true, modified: new Date('2026-01-02T00:00:00Z') },
      { submissionId: submission.id, testCaseId: b!.id, passed: false },
    ]);
    await recomputeGrades(db, [submission.id], { cause: 'comment', actorId: null });
    expect(await gradeOf(db, submission.id)).toBe(3 + 2 - 1);
  });

  it('recomputes several submissions of several assignments in one call and skips unknown ids', async () => {
    const first = await gradeWorld({ points: 7 });
    const second = await gradeWorld({ points: 4, additiveGrading: true });
    const file = await createFile(first.db, first.submission.id);
    await comment(first.db, file.id, { pointDelta: 2 });
    await recomputeGrades(first.db, [first.submission.id, second.submission.id, 2_000_000_000], { cause: 'comment', actorId: null });
    expect(await gradeOf(first.db, first.submission.id)).toBe(5);
    expect(await gradeOf(first.db, second.submission.id)).toBe(0);
  });
});

describe('grades after file and rubric writes', () => {
  it('counts only the newest version of a file, through file create, update and delete', async () => {
    const { db, submission, tokens } = await gradeWorld();
    const body = { name: 'main.py', code: 'v1', extension: 'py', submission: submission.id, path: 'src/' };
    const v1 = await t.api.post('/files/', { auth: tokens.grader, body });
    expect(await gradeOf(db, submission.id)).toBe(10);
    await comment(db, v1.body.id, { pointDelta: 2 });
    const v2 = await t.api.post('/files/', { auth: tokens.grader, body: { ...body, code: 'v2' } });
    expect(v2.status).toBe(201);
    expect(await gradeOf(db, submission.id)).toBe(10);
    // Renamed, the newer file no longer shadows the first one.
    expect((await t.api.patch(`/files/${v2.body.id}/`, { auth: tokens.grader, body: { name: 'other.py' } })).status).toBe(200);
    expect(await gradeOf(db, submission.id)).toBe(8);
    expect((await t.api.delete(`/files/${v1.body.id}/`, { auth: tokens.grader })).status).toBe(204);
    expect(await gradeOf(db, submission.id)).toBe(10);
  });

  it('follows rubric comment and category changes for the submissions that use them, and leaves others alone', async () => {
    const { db, assignment, submission, people, tokens } = await gradeWorld();
    const unused = await createSubmission(db, assignment.id, { students: [people.otherStudent] });
    const file = await createFile(db, submission.id);
    const { category, rubricComment } = await rubricItem(db, assignment.id, {}, 2);
    await comment(db, file.id, { rubricCommentId: rubricComment.id });
    await comment(db, file.id, { rubricCommentId: rubricComment.id });

    expect((await t.api.patch(`/rubricComments/${rubricComment.id}/`, { auth: tokens.admin, body: { pointDelta: 3 } })).status).toBe(200);
    expect(await gradeOf(db, submission.id)).toBe(4);
    expect(await gradeOf(db, unused.id)).toBeNull();

    expect((await t.api.patch(`/rubricCategories/${category.id}/`, { auth: tokens.admin, body: { pointLimit: 5 } })).status).toBe(200);
    expect(await gradeOf(db, submission.id)).toBe(5);
    expect((await t.api.patch(`/rubricCategories/${category.id}/`, { auth: tokens.admin, body: { atMostOnce: true } })).status).toBe(200);
    expect(await gradeOf(db, submission.id)).toBe(7);

    expect((await t.api.delete(`/rubricComments/${rubricComment.id}/`, { auth: tokens.admin })).status).toBe(204);
    expect(await gradeOf(db, submission.id)).toBe(10);
  });

  it('recomputes when a category and its comments are deleted', async () => {
    const { db, assignment, submission, tokens } = await gradeWorld();
    const file = await createFile(db, submission.id);
    const { category, rubricComment } = await rubricItem(db, assignment.id, {}, 4);
    await comment(db, file.id, { rubricCommentId: rubricComment.id });
    await recomputeGrades(db, [submission.id], { cause: 'comment', actorId: null });
    expect(await gradeOf(db, submission.id)).toBe(6);
    expect((await t.api.delete(`/rubricCategories/${category.id}/`, { auth: tokens.admin })).status).toBe(204);
    expect(await gradeOf(db, submission.id)).toBe(10);
    expect(await db.select().from(rubricComments).where(eq(rubricComments.id, rubricComment.id))).toEqual([]);
  });
});

describe('grades after assignment writes', () => {
  it('recomputes every submission of the assignment when its points or additive grading change', async () => {
    const { db, assignment, submission, people, tokens } = await gradeWorld();
    const second = await createSubmission(db, assignment.id, { students: [people.otherStudent] });
    const file = await createFile(db, submission.id);
    await comment(db, file.id, { pointDelta: 1 });
    expect((await t.api.patch(`/assignments/${assignment.id}/`, { auth: tokens.admin, body: { points: 20 } })).status).toBe(200);
    expect(await gradeOf(db, submission.id)).toBe(19);
    expect(await gradeOf(db, second.id)).toBe(20);
    expect((await t.api.patch(`/assignments/${assignment.id}/`, { auth: tokens.admin, body: { additiveGrading: true } })).status).toBe(200);
    expect(await gradeOf(db, submission.id)).toBe(-1);
    expect((await t.api.patch(`/assignments/${assignment.id}/`, { auth: tokens.admin, body: { name: 'Renamed' } })).status).toBe(200);
    expect(await gradeOf(db, second.id)).toBe(0);
  });
});
