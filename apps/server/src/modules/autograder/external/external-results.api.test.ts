import { and, eq } from 'drizzle-orm';
import { assignments, submissions, testCases, testCategories, testRuns } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../../testing/submission-factories';
import { createTestCase, createTestCategory } from '../../../testing/test-case-factories';
import { useTestServer } from '../../../testing/use-test-server';

// POST /submissions/{id}/results/: results a course's own machines produced, in Gradescope's format or ours,
// become a completed run of the submission and count in its grade; bad bodies store nothing.

const t = useTestServer();

async function world(assignmentValues: Partial<typeof assignments.$inferInsert> = {}) {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, { isVisible: true, isReleased: false, points: 10, ...assignmentValues });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader });
  await createFile(db, submission.id);
  return { ...w, db, assignment, submission, path: `/submissions/${submission.id}/results/` };
}

const gradescope = {
  score: 7,
  execution_time: 2.5,
  output: 'Overall: good',
  extra_data: { seed: 1 },
  leaderboard: [{ name: 'Accuracy', value: 0.9 }],
  tests: [
    { name: 'adds', number: '1.2', score: 2, max_score: 2 },
    { name: 'subtracts', number: '1.10', score: 1, max_score: 3 },
    { name: 'style', tags: ['Style'], score: 0, max_score: 1, status: 'failed', output: 'too long' },
  ],
};

async function casesOf(w: Awaited<ReturnType<typeof world>>) {
  return w.db
    .select({ id: testCases.id, description: testCases.description, category: testCategories.name, type: testCases.type, pointsPass: testCases.pointsPass })
    .from(testCases)
    .innerJoin(testCategories, eq(testCategories.id, testCases.testCategoryId))
    .where(eq(testCategories.assignmentId, w.assignment.id))
    .orderBy(testCases.id);
}

async function gradeOf(w: Awaited<ReturnType<typeof world>>) {
  const [row] = await w.db.select({ grade: submissions.grade }).from(submissions).where(eq(submissions.id, w.submission.id));
  return Number(row!.grade);
}

describe('POST /submissions/{id}/results/', () => {
  it('stores Gradescope results as a completed external run, with cases made by category and name', async () => {
    const w = await world();
    const res = await t.api.post(w.path, { auth: w.tokens.admin, body: gradescope });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      submission: w.submission.id,
      trigger: 'external',
      source: 'external',
      state: 'completed',
      passed: 1,
      failed: 2,
      score: 7,
      output: 'Overall: good',
      executionTimeMs: 2500,
      durationMs: 2500,
      extraData: { seed: 1 },
      leaderboard: [{ name: 'Accuracy', value: 0.9, order: 'desc' }],
    });
    expect(res.body.results.map((r: { description: string; categoryName: string; number: string | null; maxPoints: number; points: number }) => [r.categoryName, r.description, r.number, r.points, r.maxPoints])).toEqual([
      ['Question 1', 'adds', '1.2', 2, 2],
      ['Question 1', 'subtracts', '1.10', 1, 3],
      ['Style', 'style', null, 0, 1],
    ]);
    expect(res.body.results[2]).toMatchObject({ logs: 'too long', outputFormat: 'text', visibility: 'visible', tags: ['Style'] });
    expect(await casesOf(w)).toEqual([
      expect.objectContaining({ description: 'adds', category: 'Question 1', type: 'external', pointsPass: 2 }),
      expect.objectContaining({ description: 'subtracts', category: 'Question 1', type: 'external', pointsPass: 3 }),
      expect.objectContaining({ description: 'style', category: 'Style', type: 'external', pointsPass: 1 }),
    ]);
    // The run's own total replaces the sum of its tests (2 + 1 + 0) as the submission's test points.
    expect(await gradeOf(w)).toBe(17);
    expect((await t.api.get(`/submissions/${w.submission.id}/review/`, { auth: w.tokens.admin })).body.testScore).toBe(7);

    // A second report reuses the cases, and without a top-level score the tests' points count.
    const again = await t.api.post(w.path, { auth: w.tokens.admin, body: { tests: gradescope.tests } });
    expect(again.status).toBe(201);
    expect((await casesOf(w)).length).toBe(3);
    expect(again.body.score).toBeNull();
    expect(await gradeOf(w)).toBe(13);
    expect((await t.api.get(`/submissions/${w.submission.id}/review/`, { auth: w.tokens.admin })).body.testScore).toBeNull();
    const runs = (await t.api.get(`/submissions/${w.submission.id}/testRuns/`, { auth: w.tokens.admin })).body.runs;
    expect(runs.map((run: { id: number }) => run.id)).toEqual([again.body.id, res.body.id]);
  });

  it('stores the native array, by case id or by name', async () => {
    const w = await world();
    const category = await createTestCategory(w.db, w.assignment.id, { name: 'Given' });
    const known = await createTestCase(w.db, category.id, { type: 'external', description: 'known', pointsPass: 4 });
    const res = await t.api.post(w.path, {
      auth: w.tokens.grader,
      body: [
        { id: known.id, passed: true, logs: '\u001b[32mok\u001b[0m' },
        { name: 'named', category: 'Given', passed: false, score: 0.5, logs: 'half' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.results).toEqual([
      expect.objectContaining({ testCase: known.id, passed: true, points: 4, logs: '\u001b[32mok\u001b[0m', outputFormat: 'ansi', visibility: null }),
      // A new case without max_score is worth the points first reported for it.
      expect.objectContaining({ description: 'named', categoryName: 'Given', passed: false, score: 0.5, points: 0.5, maxPoints: 0.5, visibility: null }),
    ]);
    expect(await gradeOf(w)).toBe(14.5);
  });

  it('answers a malformed body with the problem and stores nothing', async () => {
    const w = await world();
    const other = await world();
    const otherCategory = await createTestCategory(other.db, other.assignment.id);
    const foreign = await createTestCase(other.db, otherCategory.id, { type: 'external' });
    const bodies: [unknown, string][] = [
      [{ tests: [{ name: 'a' }, { name: 'b', score: 'three' }] }, 'tests[1].score must be a number'],
      [{ tests: 'all' }, 'tests must be a list'],
      [[{ name: 'a', passed: 'yes' }], 'results.json is not a list of results: [0].passed must be true or false'],
      [[{ name: 'new', category: 'Fresh', passed: true }, { id: foreign.id, passed: true }], `A result names test case ${foreign.id}, which is not a test of this assignment.`],
      [{ tests: Array.from({ length: 1001 }, (_, i) => ({ name: `t${i}` })) }, 'tests may hold at most 1000 tests'],
      ['just text', 'results.json must be an object with "tests" (Gradescope\'s format) or a list of results.'],
    ];
    for (const [body, message] of bodies) {
      const res = await t.api.post(w.path, { auth: w.tokens.admin, body });
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ non_field_errors: [message] });
    }
    const broken = await t.api.post(w.path, { auth: w.tokens.admin, rawBody: '{"tests": [' });
    expect(broken.status).toBe(400);
    expect(await w.db.select().from(testRuns).where(eq(testRuns.submissionId, w.submission.id))).toEqual([]);
    expect(await casesOf(w)).toEqual([]);
  });

  it('answers 404 outside the course, and refuses students and graders who do not grade the submission', async () => {
    const w = await world({ isReleased: true });
    await w.db.update(submissions).set({ isFinalized: true }).where(eq(submissions.id, w.submission.id));
    const otherGrader = await createCourseWorld(t.server.ctx);
    expect((await t.api.post(w.path, { auth: w.tokens.otherAdmin, body: gradescope })).status).toBe(404);
    expect((await t.api.post(w.path, { auth: otherGrader.tokens.admin, body: gradescope })).status).toBe(404);
    expect((await t.api.post(w.path, { auth: w.tokens.student, body: gradescope })).status).toBe(403);
    expect((await t.api.post(w.path, { body: gradescope })).status).toBe(401);
    expect((await t.api.post('/submissions/999999/results/', { auth: w.tokens.admin, body: gradescope })).status).toBe(404);
    expect((await t.api.post(w.path, { auth: w.tokens.superGrader, body: gradescope })).status).toBe(201);
    expect(await w.db.select({ id: testRuns.id }).from(testRuns).where(eq(testRuns.submissionId, w.submission.id))).toHaveLength(1);
  });

  it('stores lone surrogates made safe; NUL characters are refused like in every body', async () => {
    const w = await world();
    const body = { output: 'a\ud800b', extra_data: { 'k\udc00': 'v\ud800', n: 1 }, leaderboard: [{ name: 'n\ud800', value: 'x\ud800' }], tests: [{ name: 't\ud800', tags: ['g\ud800'], output: '\ud800' }] };
    const res = await t.api.post(w.path, { auth: w.tokens.admin, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ output: 'a\ufffdb', extraData: { 'k\ufffd': 'v\ufffd', n: 1 }, leaderboard: [{ name: 'n\ufffd', value: 'x\ufffd' }] });
    expect(res.body.results[0]).toMatchObject({ description: 't\ufffd', categoryName: 'g\ufffd', logs: '\ufffd' });
    expect((await t.api.post(w.path, { auth: w.tokens.admin, body: { extra_data: { a: 'x\u0000' } } })).status).toBe(400);
  });

  it('makes one case when two reports name the same new test at once', async () => {
    const w = await world();
    const body = { tests: [{ name: 'brand new', tags: ['Fresh'], score: 1, max_score: 1 }] };
    const answers = await Promise.all([1, 2, 3].map(() => t.api.post(w.path, { auth: w.tokens.admin, body })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const made = await w.db
      .select({ id: testCases.id })
      .from(testCases)
      .innerJoin(testCategories, eq(testCategories.id, testCases.testCategoryId))
      .where(and(eq(testCategories.assignmentId, w.assignment.id), eq(testCases.description, 'brand new')));
    expect(made).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.results[0].testCase))).toEqual(new Set([made[0]!.id]));
  });
});

describe('what students see of posted results', () => {
  const report = {
    score: 5,
    output: 'RUN OUTPUT',
    visibility: 'after_due_date',
    tests: [
      { name: 'shown at once', score: 1, max_score: 1, visibility: 'visible', output: 'VISIBLE LOG' },
      { name: 'after the deadline', score: 1, max_score: 1, visibility: 'after_due_date', output: 'DUE LOG' },
      { name: 'after publication', score: 1, max_score: 1, visibility: 'after_published', output: 'PUBLISHED LOG' },
      { name: 'never shown', score: 1, max_score: 1, visibility: 'hidden', output: 'HIDDEN LOG' },
    ],
  };
  const shownNames = async (w: Awaited<ReturnType<typeof world>>) => {
    const body = (await t.api.get(`/submissions/${w.submission.id}/testRuns/`, { auth: w.tokens.student })).body;
    return { run: body.runs[0], names: body.runs[0].results.map((r: { description: string }) => r.description) };
  };

  it('follows each visibility before and after the due date and the publication', async () => {
    const w = await world({ uploadDueDate: new Date(Date.now() + 86_400_000) });
    expect((await t.api.post(w.path, { auth: w.tokens.admin, body: report })).status).toBe(201);

    let seen = await shownNames(w);
    expect(seen.names).toEqual(['shown at once']);
    expect(seen.run).toMatchObject({ hiddenResults: 3, score: null, output: '', stdout: null, extraData: null });

    await w.db.update(assignments).set({ uploadDueDate: new Date(Date.now() - 60_000) }).where(eq(assignments.id, w.assignment.id));
    seen = await shownNames(w);
    expect(seen.names).toEqual(['shown at once', 'after the deadline']);
    expect(seen.run).toMatchObject({ hiddenResults: 2, score: 5, output: 'RUN OUTPUT' });

    // Late days the submission used move its students' deadline.
    await w.db.update(submissions).set({ lateDayCreditsUsed: 1 }).where(eq(submissions.id, w.submission.id));
    expect((await shownNames(w)).names).toEqual(['shown at once']);
    await w.db.update(submissions).set({ lateDayCreditsUsed: 0, isFinalized: true }).where(eq(submissions.id, w.submission.id));

    await w.db.update(assignments).set({ isReleased: true }).where(eq(assignments.id, w.assignment.id));
    seen = await shownNames(w);
    expect(seen.names).toEqual(['shown at once', 'after the deadline', 'after publication']);
    expect(seen.run.hiddenResults).toBe(1);
    for (const path of [`/submissions/${w.submission.id}/testRuns/`, `/submissions/${w.submission.id}/review/`, `/submissions/${w.submission.id}/testResults/`]) {
      const res = await t.api.get(path, { auth: w.tokens.student });
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('PUBLISHED LOG');
      expect(res.text, path).not.toContain('HIDDEN LOG');
      expect(res.text, path).not.toContain('never shown');
    }
    const staff = await t.api.get(`/submissions/${w.submission.id}/review/`, { auth: w.tokens.admin });
    expect(staff.text).toContain('HIDDEN LOG');
  });

  it('keeps a hidden result from GET /submissionTests/{id}/ for students, and the run total out of a grade-hiding answer', async () => {
    const w = await world({ isReleased: true, hideGrades: true, uploadDueDate: new Date(Date.now() - 60_000) });
    await w.db.update(submissions).set({ isFinalized: true }).where(eq(submissions.id, w.submission.id));
    await t.api.post(w.path, { auth: w.tokens.admin, body: report });
    const review = (await t.api.get(`/submissions/${w.submission.id}/review/`, { auth: w.tokens.admin })).body;
    const hidden = review.submissionTests.find((r: { logs: string }) => r.logs === 'HIDDEN LOG');
    const shown = review.submissionTests.find((r: { logs: string }) => r.logs === 'VISIBLE LOG');
    expect((await t.api.get(`/submissionTests/${hidden.id}/`, { auth: w.tokens.student })).status).toBe(404);
    expect((await t.api.get(`/submissionTests/${shown.id}/`, { auth: w.tokens.student })).status).toBe(200);
    expect((await shownNames(w)).run).toMatchObject({ score: null, output: 'RUN OUTPUT' });
  });

  it('shows stdout only when stdout_visibility says so', async () => {
    const w = await world();
    await t.api.post(w.path, { auth: w.tokens.admin, body: { visibility: 'visible', tests: [] } });
    const [run] = await w.db.select().from(testRuns).where(eq(testRuns.submissionId, w.submission.id));
    await w.db.update(testRuns).set({ stdout: 'PRINTED' }).where(eq(testRuns.id, run!.id));
    expect((await shownNames(w)).run.stdout).toBeNull();
    await w.db.update(testRuns).set({ stdoutVisibility: 'visible' }).where(eq(testRuns.id, run!.id));
    expect((await shownNames(w)).run.stdout).toBe('PRINTED');
  });
});
