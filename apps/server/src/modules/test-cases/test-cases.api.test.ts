import { TEST_CASE_RUN_DEFAULTS } from '@marginalia/contracts';
import type { Database } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { createSubmissionTest, createTestCase, createTestCategory } from '../../testing/test-case-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

async function testWorld() {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, { points: 10 });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader });
  return { ...w, db, assignment, submission };
}

const gradeOf = async (db: Database, submissionId: number) => (await storedSubmission(db, submissionId))!.grade;

describe('/testCategories/', () => {
  it('lets admins create a category (201) and staff read it with its test cases', async () => {
    const { db, assignment, tokens } = await testWorld();
    const created = await t.api.post('/testCategories/', { auth: tokens.admin, body: { assignment: assignment.id, name: ' Unit tests ', sortKey: 2 } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), assignment: assignment.id, name: 'Unit tests', sortKey: 2, testCases: [] });
    const second = await createTestCase(db, created.body.id, { sortKey: 1 });
    const first = await createTestCase(db, created.body.id, { sortKey: 0 });
    const read = await t.api.get(`/testCategories/${created.body.id}/`, { auth: tokens.grader });
    expect(read.status).toBe(200);
    expect(read.body.testCases).toEqual([first.id, second.id]);
    expect((await t.api.get(`/testCategories/${created.body.id}/`, { auth: tokens.student })).status).toBe(403);
  });

  it('keeps names unique per assignment, on creation and on rename', async () => {
    const { db, course, assignment, tokens } = await testWorld();
    await createTestCategory(db, assignment.id, { name: 'Style' });
    const other = await createTestCategory(db, assignment.id, { name: 'Speed' });
    const message = { name: ['A test category with this name already exists in this assignment.'] };
    const dup = await t.api.post('/testCategories/', { auth: tokens.admin, body: { assignment: assignment.id, name: 'Style' } });
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual(message);
    const rename = await t.api.patch(`/testCategories/${other.id}/`, { auth: tokens.admin, body: { name: 'Style' } });
    expect(rename.status).toBe(400);
    expect(rename.body).toEqual(message);
    // Another assignment may use the name.
    const elsewhere = await createAssignment(db, course.id);
    expect((await t.api.post('/testCategories/', { auth: tokens.admin, body: { assignment: elsewhere.id, name: 'Style' } })).status).toBe(201);
  });

  it('refuses graders (403) and assignments the caller cannot see (400)', async () => {
    const { assignment, tokens } = await testWorld();
    expect((await t.api.post('/testCategories/', { auth: tokens.grader, body: { assignment: assignment.id, name: 'X' } })).status).toBe(403);
    const outside = await t.api.post('/testCategories/', { auth: tokens.otherAdmin, body: { assignment: assignment.id, name: 'X' } });
    expect(outside.status).toBe(400);
    expect(outside.body).toEqual({ assignment: [`Invalid pk "${assignment.id}" - object does not exist.`] });
  });

  it('deletes a category with its test cases and results, and the grades lose their test points', async () => {
    const { db, assignment, submission, tokens } = await testWorld();
    const category = await createTestCategory(db, assignment.id);
    const testCase = await createTestCase(db, category.id, { pointsPass: 3 });
    await t.api.post('/submissionTests/', { auth: tokens.admin, body: { submission: submission.id, testCase: testCase.id, logs: 'ok', passed: true } });
    expect(await gradeOf(db, submission.id)).toBe(13);
    const res = await t.api.delete(`/testCategories/${category.id}/`, { auth: tokens.admin });
    expect(res.status).toBe(204);
    expect(await gradeOf(db, submission.id)).toBe(10);
    expect((await t.api.get(`/testCases/${testCase.id}/`, { auth: tokens.admin })).status).toBe(404);
  });
});

describe('/testCases/', () => {
  it('creates external test cases by default, and a runnable kind when asked', async () => {
    const { db, assignment, tokens } = await testWorld();
    const category = await createTestCategory(db, assignment.id);
    const external = await t.api.post('/testCases/', { auth: tokens.admin, body: { testCategory: category.id, description: 'from my system' } });
    expect(external.status).toBe(201);
    expect(external.body.type).toBe('external');
    const res = await t.api.post('/testCases/', {
      auth: tokens.admin,
      body: { testCategory: category.id, type: 'io_cli', description: 'adds', pointsPass: 1.5, pointsFail: -0.5, explanation: '**why**', command: 'python3 add.py', input: '1 2\n', expectedOutput: '3\n', isFlexible: true, exposed: true, timeLimitSeconds: 5 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ...TEST_CASE_RUN_DEFAULTS,
      id: expect.any(Number),
      testCategory: category.id,
      type: 'io_cli',
      description: 'adds',
      sortKey: 0,
      pointsPass: 1.5,
      pointsFail: -0.5,
      explanation: '**why**',
      command: 'python3 add.py',
      input: '1 2\n',
      expectedOutput: '3\n',
      isFlexible: true,
      exposed: true,
      timeLimitSeconds: 5,
    });
    expect((await t.api.get(`/testCases/${res.body.id}/`, { auth: tokens.superGrader })).body).toEqual(res.body);
    expect((await t.api.get(`/testCases/${res.body.id}/`, { auth: tokens.student })).status).toBe(403);
    expect((await t.api.post('/testCases/', { auth: tokens.grader, body: { testCategory: category.id } })).status).toBe(403);
  });

  it('refuses a kind without what it runs, and io arguments that are not a JSON array, changing nothing', async () => {
    const { db, assignment, tokens } = await testWorld();
    const category = await createTestCategory(db, assignment.id);
    const noCommand = await t.api.post('/testCases/', { auth: tokens.admin, body: { testCategory: category.id, type: 'io_cli' } });
    expect(noCommand.status).toBe(400);
    expect(noCommand.body).toEqual({ command: ['A io_cli test needs this field.'] });
    const badArgs = await t.api.post('/testCases/', { auth: tokens.admin, body: { testCategory: category.id, type: 'io', fileName: 'a.py', function: 'f', arguments: '{"x": 1}' } });
    expect(badArgs.status).toBe(400);
    expect(badArgs.body).toEqual({ arguments: ['Enter the arguments as a JSON array, e.g. [1, "two"].'] });
    const unit = await t.api.post('/testCases/', { auth: tokens.admin, body: { testCategory: category.id, type: 'unit', fileName: 'test_add.py', script: 'def test_x(): pass' } });
    expect(unit.status).toBe(201);
    const blank = await t.api.patch(`/testCases/${unit.body.id}/`, { auth: tokens.admin, body: { script: ' ' } });
    expect(blank.status).toBe(400);
    expect((await t.api.get(`/testCases/${unit.body.id}/`, { auth: tokens.admin })).body.script).toBe('def test_x(): pass');
    expect((await t.api.get(`/testCategories/${category.id}/`, { auth: tokens.admin })).body.testCases).toEqual([unit.body.id]);
  });

  it('refuses a description over 48 characters and a category of another assignment or course', async () => {
    const w = await testWorld();
    const { db, course, assignment, tokens } = w;
    const category = await createTestCategory(db, assignment.id);
    const long = await t.api.post('/testCases/', { auth: tokens.admin, body: { testCategory: category.id, description: 'x'.repeat(49) } });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ description: ['Ensure this field has no more than 48 characters.'] });
    const testCase = await createTestCase(db, category.id);
    const foreign = await createTestCategory(db, (await createAssignment(db, course.id)).id);
    const move = await t.api.patch(`/testCases/${testCase.id}/`, { auth: tokens.admin, body: { testCategory: foreign.id } });
    expect(move.status).toBe(400);
    expect(move.body).toEqual({ testCategory: ['The test category must belong to the same assignment.'] });
    const otherCourse = await createTestCategory(db, (await createAssignment(db, w.otherCourse.id)).id);
    const hidden = await t.api.patch(`/testCases/${testCase.id}/`, { auth: tokens.admin, body: { testCategory: otherCourse.id } });
    expect(hidden.status).toBe(400);
    expect(hidden.body).toEqual({ testCategory: [`Invalid pk "${otherCourse.id}" - object does not exist.`] });
  });

  it('regrades the submissions that hold results when the points change or the test case goes', async () => {
    const { db, assignment, submission, tokens } = await testWorld();
    const category = await createTestCategory(db, assignment.id);
    const testCase = await createTestCase(db, category.id, { pointsPass: 1, pointsFail: -2 });
    await createSubmissionTest(db, submission.id, testCase.id, { passed: false });
    const res = await t.api.patch(`/testCases/${testCase.id}/`, { auth: tokens.admin, body: { pointsFail: -4 } });
    expect(res.status).toBe(200);
    expect(res.body.pointsFail).toBe(-4);
    expect(await gradeOf(db, submission.id)).toBe(6);
    expect((await t.api.delete(`/testCases/${testCase.id}/`, { auth: tokens.admin })).status).toBe(204);
    expect(await gradeOf(db, submission.id)).toBe(10);
  });

  it('gives points to each test a unit test or results file generated, which need no file or script of their own', async () => {
    const { db, assignment, submission, tokens } = await testWorld();
    const category = await createTestCategory(db, assignment.id);
    const unit = await createTestCase(db, category.id, { type: 'unit', fileName: 'test_calc.py', script: 'def test_a(): pass' });
    const file = await createTestCase(db, category.id, { type: 'file', script: './grade.sh' });
    const generated = [];
    for (let i = 1; i <= 5; i += 1) {
      const maker = i <= 3 ? unit : file;
      const testCase = await createTestCase(db, category.id, { type: maker.type, generatedBy: maker.id, description: `test_${i}` });
      await createSubmissionTest(db, submission.id, testCase.id, { passed: i !== 5 });
      generated.push(testCase);
    }
    for (const testCase of generated) {
      const res = await t.api.patch(`/testCases/${testCase.id}/`, { auth: tokens.admin, body: { pointsPass: 1, exposed: true } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ pointsPass: 1, exposed: true, fileName: '', script: '' });
    }
    // 4 of 5 passing earns 4 points on top of the assignment's 10 (its grading model adds test points).
    expect(await gradeOf(db, submission.id)).toBe(14);
    // A test the instructor wrote still needs what it runs.
    const blank = await t.api.patch(`/testCases/${unit.id}/`, { auth: tokens.admin, body: { fileName: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ fileName: ['A unit test needs this field.'] });
  });
});
