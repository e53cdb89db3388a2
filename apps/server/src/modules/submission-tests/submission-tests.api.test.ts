import { eq } from 'drizzle-orm';
import { assignments, courses, submissions, type Database } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createSection } from '../../testing/section-factories';
import { createAssignment, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { createSubmissionTest, createTestCase, createTestCategory } from '../../testing/test-case-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

/** A submission of `student` claimed by `grader`, one test case worth +2 / −1, and graders with and without a claim on it. */
async function resultWorld() {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, { points: 10 });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader });
  const category = await createTestCategory(db, assignment.id);
  const testCase = await createTestCase(db, category.id, { pointsPass: 2, pointsFail: -1 });
  const otherGrader = await createUser(db, { organizationId: w.organization.id });
  const leader = await createUser(db, { organizationId: w.organization.id });
  await enroll(db, w.course.id, otherGrader.id, ['grader']);
  await enroll(db, w.course.id, leader.id, ['grader']);
  await createSection(db, w.course.id, 'Lab', { leaders: [leader], students: [w.people.student] });
  const tokens = { ...w.tokens, otherGrader: await tokenFor(t.server.ctx, otherGrader), leader: await tokenFor(t.server.ctx, leader) };
  return { ...w, db, assignment, submission, category, testCase, tokens };
}

async function release(db: Database, assignmentId: number, submissionId: number) {
  await db.update(assignments).set({ isReleased: true, isVisible: true }).where(eq(assignments.id, assignmentId));
  await db.update(submissions).set({ isFinalized: true }).where(eq(submissions.id, submissionId));
}

const gradeOf = async (db: Database, submissionId: number) => (await storedSubmission(db, submissionId))!.grade;

describe('POST /submissionTests/', () => {
  it('stores a result (201) and adds its test points to the grade; the newest result per test case counts', async () => {
    const { db, submission, category, testCase, tokens } = await resultWorld();
    const res = await t.api.post('/submissionTests/', {
      auth: tokens.grader,
      body: { submission: submission.id, testCase: testCase.id, logs: 'all good', passed: true, created: '2000-01-01T00:00:00Z' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      submission: submission.id,
      testCase: testCase.id,
      testCategory: category.id,
      logs: 'all good',
      passed: true,
      isError: false,
      score: null,
      logsTruncated: false,
      durationMs: null,
      testRun: null,
      created: expect.any(String),
      modified: expect.any(String),
    });
    expect(res.body.created.startsWith('2000')).toBe(false);
    expect(await gradeOf(db, submission.id)).toBe(12);
    const rerun = await t.api.post('/submissionTests/', { auth: tokens.grader, body: { submission: submission.id, testCase: testCase.id, logs: 'boom', passed: false, isError: true } });
    expect(rerun.status).toBe(201);
    expect(rerun.body.isError).toBe(true);
    expect(await gradeOf(db, submission.id)).toBe(9);
    // The submission lists its results, oldest first.
    const read = await t.api.get(`/submissions/${submission.id}/`, { auth: tokens.grader });
    expect(read.body.tests).toEqual([res.body.id, rerun.body.id]);
  });

  it('counts partial credit (a score), kept between pointsFail and pointsPass', async () => {
    const { db, submission, testCase, tokens } = await resultWorld();
    const partial = await t.api.post('/submissionTests/', { auth: tokens.grader, body: { submission: submission.id, testCase: testCase.id, logs: '3 of 4', passed: false, score: 1.5 } });
    expect(partial.status).toBe(201);
    expect(partial.body.score).toBe(1.5);
    expect(await gradeOf(db, submission.id)).toBe(11.5);
    // A score past pointsPass counts as pointsPass.
    await t.api.patch(`/submissionTests/${partial.body.id}/`, { auth: tokens.grader, body: { score: 50 } });
    expect(await gradeOf(db, submission.id)).toBe(12);
    await t.api.patch(`/submissionTests/${partial.body.id}/`, { auth: tokens.grader, body: { score: null } });
    expect(await gradeOf(db, submission.id)).toBe(9);
  });

  it('requires logs and passed', async () => {
    const { submission, testCase, tokens } = await resultWorld();
    const res = await t.api.post('/submissionTests/', { auth: tokens.admin, body: { submission: submission.id, testCase: testCase.id } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ logs: ['This field is required.'], passed: ['This field is required.'] });
  });

  it("refuses a test case of another assignment, and a submission the caller cannot see", async () => {
    const w = await resultWorld();
    const { db, course, submission, testCase, tokens } = w;
    const foreign = await createTestCase(db, (await createTestCategory(db, (await createAssignment(db, course.id)).id)).id);
    const wrong = await t.api.post('/submissionTests/', { auth: tokens.admin, body: { submission: submission.id, testCase: foreign.id, logs: '', passed: true } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ testCase: ["The test case must belong to the submission's assignment."] });
    // A test case of another course is unknown, not "of another assignment": its existence is not for this course to learn.
    const otherCourse = await createTestCase(db, (await createTestCategory(db, (await createAssignment(db, w.otherCourse.id)).id)).id);
    const hidden = await t.api.post('/submissionTests/', { auth: tokens.admin, body: { submission: submission.id, testCase: otherCourse.id, logs: '', passed: true } });
    expect(hidden.status).toBe(400);
    expect(hidden.body).toEqual({ testCase: [`Invalid pk "${otherCourse.id}" - object does not exist.`] });
    const outside = await t.api.post('/submissionTests/', { auth: tokens.otherAdmin, body: { submission: submission.id, testCase: testCase.id, logs: '', passed: true } });
    expect(outside.status).toBe(400);
    expect(outside.body).toEqual({ submission: [`Invalid pk "${submission.id}" - object does not exist.`] });
  });

  it('lets the people who grade the submission write results, not other graders or its student', async () => {
    const { submission, testCase, tokens } = await resultWorld();
    const body = { submission: submission.id, testCase: testCase.id, logs: '', passed: true };
    const statuses: Record<string, number> = {};
    for (const who of ['admin', 'superGrader', 'grader', 'leader', 'otherGrader', 'student'] as const) {
      statuses[who] = (await t.api.post('/submissionTests/', { auth: tokens[who], body })).status;
    }
    // The submission is not released: for its student it does not exist yet, so it is a bad field.
    expect(statuses).toEqual({ admin: 201, superGrader: 201, grader: 201, leader: 201, otherGrader: 403, student: 400 });
    await release(t.server.ctx.db, submission.assignmentId, submission.id);
    expect((await t.api.post('/submissionTests/', { auth: tokens.student, body })).status).toBe(403);
  });

  it('refuses writes in an archived course', async () => {
    const { db, course, submission, testCase, tokens } = await resultWorld();
    await db.update(courses).set({ archived: true }).where(eq(courses.id, course.id));
    const res = await t.api.post('/submissionTests/', { auth: tokens.admin, body: { submission: submission.id, testCase: testCase.id, logs: '', passed: true } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: ['The Course is archived and cannot be edited.'] });
  });
});

describe('/submissionTests/:id/', () => {
  it('shows a student the results of their own submission only once its feedback is out', async () => {
    const { db, assignment, submission, testCase, tokens } = await resultWorld();
    const result = await createSubmissionTest(db, submission.id, testCase.id);
    expect((await t.api.get(`/submissionTests/${result.id}/`, { auth: tokens.student })).status).toBe(404);
    await release(db, assignment.id, submission.id);
    const read = await t.api.get(`/submissionTests/${result.id}/`, { auth: tokens.student });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: result.id, logs: 'ok', passed: true });
    expect((await t.api.get(`/submissionTests/${result.id}/`, { auth: tokens.otherStudent })).status).toBe(404);
    expect((await t.api.patch(`/submissionTests/${result.id}/`, { auth: tokens.student, body: { passed: false } })).status).toBe(403);
  });

  it('regrades on PATCH and DELETE', async () => {
    const { db, submission, testCase, tokens } = await resultWorld();
    const created = await t.api.post('/submissionTests/', { auth: tokens.grader, body: { submission: submission.id, testCase: testCase.id, logs: 'ok', passed: true } });
    const patched = await t.api.patch(`/submissionTests/${created.body.id}/`, { auth: tokens.grader, body: { passed: false, logs: 'failed', submission: 999 } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ submission: submission.id, passed: false, logs: 'failed' });
    expect(await gradeOf(db, submission.id)).toBe(9);
    expect((await t.api.delete(`/submissionTests/${created.body.id}/`, { auth: tokens.otherGrader })).status).toBe(403);
    expect((await t.api.delete(`/submissionTests/${created.body.id}/`, { auth: tokens.grader })).status).toBe(204);
    expect(await gradeOf(db, submission.id)).toBe(10);
    expect((await t.api.get(`/submissionTests/${created.body.id}/`, { auth: tokens.grader })).status).toBe(404);
  });
});
