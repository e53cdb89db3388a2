import { eq } from 'drizzle-orm';
import { SubmissionReview } from '@marginalia/contracts';
import { assignments, comments, courses, rubricCategories, rubricComments, type Database } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createSection } from '../../testing/section-factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { createSubmissionTest, createTestCase, createTestCategory } from '../../testing/test-case-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

async function addComment(db: Database, fileId: number, values: Partial<typeof comments.$inferInsert> = {}) {
  const [row] = await db.insert(comments).values({ fileId, startChar: 0, endChar: 1, startLine: 0, endLine: 0, text: 'Note', ...values }).returning();
  return row!;
}

/**
 * A released, finalized submission of `student` held by `grader`: two versions of main.py and a helper, a
 * rubric of two categories (one rubric comment used twice, one once, one never), a test with a failing result.
 */
async function reviewWorld(assignmentValues: Partial<typeof assignments.$inferInsert> = {}) {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, { isReleased: true, isVisible: true, ...assignmentValues });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader, isFinalized: true });
  const oldMain = await createFile(db, submission.id, { name: 'main.py', code: 'print(0)\n' });
  const main = await createFile(db, submission.id, { name: 'main.py', code: 'print(1)\nprint(2)\n' });
  const helper = await createFile(db, submission.id, { name: 'helper.py', path: 'lib', code: 'x = 1\n' });
  const [style, logic] = await db
    .insert(rubricCategories)
    .values([
      { assignmentId: assignment.id, name: 'Style', sortKey: 0 },
      { assignmentId: assignment.id, name: 'Logic', sortKey: 1, pointLimit: 3 },
    ])
    .returning();
  const [naming, spacing, loops] = await db
    .insert(rubricComments)
    .values([
      { assignmentId: assignment.id, categoryId: style!.id, name: 'naming', pointDelta: 1 },
      { assignmentId: assignment.id, categoryId: style!.id, name: 'spacing', pointDelta: 0.5 },
      { assignmentId: assignment.id, categoryId: logic!.id, name: 'loops', pointDelta: 2 },
    ])
    .returning();
  const free = await addComment(db, main.id, { authorId: w.people.grader.id, text: 'Nice', startLine: 1, endLine: 1 });
  const first = await addComment(db, main.id, { authorId: w.people.grader.id, text: '', rubricCommentId: spacing!.id });
  await addComment(db, helper.id, { authorId: w.people.grader.id, text: '', rubricCommentId: spacing!.id });
  await addComment(db, oldMain.id, { authorId: w.people.grader.id, text: '', rubricCommentId: naming!.id });
  const category = await createTestCategory(db, assignment.id);
  const testCase = await createTestCase(db, category.id);
  const result = await createSubmissionTest(db, submission.id, testCase.id, { passed: false });
  return { ...w, db, assignment, submission, files: { oldMain, main, helper }, rubric: { style, logic, naming, spacing, loops }, free, first, testCase, result };
}

const reviewOf = (submissionId: number) => `/submissions/${submissionId}/review/`;

describe('GET /submissions/:id/review/', () => {
  it('gives staff every file, comment, the whole rubric and the tests, with their permissions', async () => {
    const w = await reviewWorld();
    const res = await t.api.get(reviewOf(w.submission.id), { auth: w.tokens.grader });
    expect(res.status).toBe(200);
    const review = SubmissionReview.parse(res.body);
    expect(review.submission).toMatchObject({ id: w.submission.id, students: [w.people.student.email], grader: w.people.grader.email });
    expect(review.assignment.id).toBe(w.assignment.id);
    expect(review.course).toMatchObject({ id: w.course.id, name: w.course.name, noUnfinalize: false });
    expect(review.files.map((f) => f.id)).toEqual([w.files.oldMain.id, w.files.main.id, w.files.helper.id]);
    expect(review.files[1]).toMatchObject({ name: 'main.py', code: 'print(1)\nprint(2)\n', comments: [w.first.id, w.free.id] });
    expect(review.comments).toHaveLength(4);
    expect(review.comments.find((c) => c.id === w.free.id)).toMatchObject({ text: 'Nice', author: w.people.grader.email });
    expect(review.rubricCategories.map((c) => c.name)).toEqual(['Style', 'Logic']);
    expect(review.rubricCategories[0]!.rubricComments).toEqual([w.rubric.naming!.id, w.rubric.spacing!.id]);
    expect(review.rubricComments.map((c) => c.name)).toEqual(['naming', 'spacing', 'loops']);
    expect(review.frequentRubricComments).toEqual([]);
    expect(review.testCases.map((c) => c.id)).toEqual([w.testCase.id]);
    expect(review.submissionTests).toMatchObject([{ id: w.result.id, passed: false }]);
    expect(review.permissions).toEqual({
      role: 'grader',
      // Finalized: read-only until unfinalized.
      canComment: false,
      canClaim: false,
      canFinalize: false,
      canUnfinalize: true,
      canAnswerRegrade: true,
      canRequestRegrade: false,
      canRateComments: false,
      canManagePartners: false,
      showPoints: true,
      feedbackVisible: true,
    });
  });

  it('ranks the rubric comments by use when the assignment shows frequently used ones', async () => {
    const w = await reviewWorld({ showFrequentlyUsedRubricComments: true });
    const review = (await t.api.get(reviewOf(w.submission.id), { auth: w.tokens.admin })).body;
    expect(review.frequentRubricComments).toEqual([w.rubric.spacing!.id, w.rubric.naming!.id]);
    expect(review.permissions).toMatchObject({ role: 'admin', canComment: false, canUnfinalize: true });
  });

  it('gives its student their feedback, only the rubric it uses, and records the view', async () => {
    const w = await reviewWorld({ allowRegradeRequests: true });
    const res = await t.api.get(reviewOf(w.submission.id), { auth: w.tokens.student });
    expect(res.status).toBe(200);
    const review = SubmissionReview.parse(res.body);
    expect(review.comments).toHaveLength(4);
    expect(review.rubricComments.map((c) => c.name)).toEqual(['naming', 'spacing']);
    expect(review.rubricCategories.map((c) => c.name)).toEqual(['Style']);
    expect(review.submissionTests).toHaveLength(1);
    expect(review.permissions).toMatchObject({ role: 'student', canComment: false, canRequestRegrade: true, canRateComments: true, canManagePartners: false, showPoints: true });
    const history = await t.api.get(`/submissions/${w.submission.id}/history/`, { auth: w.tokens.admin });
    expect(history.body).toEqual([expect.objectContaining({ student: w.people.student.email, hasViewed: true })]);
  });

  it('hides graders and grades from students when the assignment says so', async () => {
    const w = await reviewWorld({ hideGradersFromStudents: true, hideGrades: true });
    const review = (await t.api.get(reviewOf(w.submission.id), { auth: w.tokens.student })).body;
    expect(review.submission).toMatchObject({ grader: null, grade: null });
    expect(review.comments.every((c: { author: string | null }) => c.author === null)).toBe(true);
    expect(review.permissions.showPoints).toBe(false);
  });

  it('shows students to all staff as pseudonyms under anonymous grading, and to admins and super graders by name once they reveal', async () => {
    const w = await reviewWorld({ anonymousGrading: true });
    for (const token of [w.tokens.grader, w.tokens.admin, w.tokens.superGrader]) {
      const read = (await t.api.get(reviewOf(w.submission.id), { auth: token })).body;
      expect(read.submission.students).toEqual([expect.stringMatching(/^Student \d+$/)]);
      expect(JSON.stringify(read)).not.toContain(w.people.student.email);
    }
    for (const token of [w.tokens.admin, w.tokens.superGrader]) {
      expect((await t.api.put(`/assignments/${w.assignment.id}/anonymity/`, { auth: token })).status).toBe(200);
      expect((await t.api.get(reviewOf(w.submission.id), { auth: token })).body.submission.students).toEqual([w.people.student.email]);
    }
  });

  it('lets a section leader comment, and offers a claim on an unclaimed submission', async () => {
    const w = await reviewWorld();
    const open = await createSubmission(w.db, w.assignment.id, { students: [w.people.otherStudent] });
    const before = (await t.api.get(reviewOf(open.id), { auth: w.tokens.grader })).body;
    expect(before.permissions).toMatchObject({ role: 'grader', canClaim: true, canComment: false, canFinalize: false, canAnswerRegrade: false });
    await createSection(w.db, w.course.id, 'Lab', { leaders: [w.people.grader], students: [w.people.otherStudent] });
    const leader = (await t.api.get(reviewOf(open.id), { auth: w.tokens.grader })).body;
    expect(leader.permissions).toMatchObject({ canClaim: true, canComment: true, canAnswerRegrade: false });
  });

  it('answers 404 to other students and outsiders, 401 without login, and to its student when the assignment is hidden', async () => {
    const w = await reviewWorld();
    expect((await t.api.get(reviewOf(w.submission.id), { auth: w.tokens.otherStudent })).status).toBe(404);
    expect((await t.api.get(reviewOf(w.submission.id), { auth: w.tokens.otherAdmin })).status).toBe(404);
    expect((await t.api.get(reviewOf(w.submission.id))).status).toBe(401);
    await w.db.update(assignments).set({ isVisible: false }).where(eq(assignments.id, w.assignment.id));
    expect((await t.api.get(reviewOf(w.submission.id), { auth: w.tokens.student })).status).toBe(404);
  });

  it('shows a student their own files before the feedback is out, and nothing of the grading', async () => {
    const w = await reviewWorld({ allowRegradeRequests: true, allowStudentUpload: true });
    await w.db.update(assignments).set({ isReleased: false }).where(eq(assignments.id, w.assignment.id));
    const res = await t.api.get(reviewOf(w.submission.id), { auth: w.tokens.student });
    expect(res.status).toBe(200);
    const review = SubmissionReview.parse(res.body);
    expect(review.files.map((f) => f.name).sort()).toEqual(['helper.py', 'main.py', 'main.py']);
    expect(review).toMatchObject({ comments: [], rubricCategories: [], rubricComments: [], testCategories: [], testCases: [], submissionTests: [] });
    expect(review.submission).toMatchObject({ grade: null, grader: null, hasGrader: true });
    expect(review.assignment).toMatchObject({ mean: null, median: null });
    // Graded work keeps its students, published or not: no partner changes (partners/graded-work.api.test.ts).
    expect(review.permissions).toMatchObject({ role: 'student', feedbackVisible: false, showPoints: false, canRateComments: false, canRequestRegrade: false, canManagePartners: false });
    expect(JSON.stringify(review)).not.toContain(w.people.grader.email);
    // Not a view of the feedback.
    const history = await t.api.get(`/submissions/${w.submission.id}/history/`, { auth: w.tokens.admin });
    expect(history.body).toEqual([expect.objectContaining({ hasViewed: false })]);
    expect((await t.api.get(reviewOf(w.submission.id), { auth: w.tokens.otherStudent })).status).toBe(404);
  });

  it('offers no writes in an archived course', async () => {
    const w = await reviewWorld();
    await w.db.update(courses).set({ archived: true }).where(eq(courses.id, w.course.id));
    const review = (await t.api.get(reviewOf(w.submission.id), { auth: w.tokens.admin })).body;
    expect(review.permissions).toMatchObject({ canComment: false, canUnfinalize: false, canAnswerRegrade: false });
  });
});

describe('GET /submissions/:id/testResults/', () => {
  it('lists the results newest first for those who read the submission', async () => {
    const w = await reviewWorld();
    const newer = await createSubmissionTest(w.db, w.submission.id, w.testCase.id, { passed: true });
    const res = await t.api.get(`/submissions/${w.submission.id}/testResults/`, { auth: w.tokens.student });
    expect(res.status).toBe(200);
    expect(res.body.logs).toBe('');
    expect(res.body.submissionTests.map((r: { id: number }) => r.id)).toEqual([newer.id, w.result.id]);
    expect((await t.api.get(`/submissions/${w.submission.id}/testResults/`, { auth: w.tokens.otherStudent })).status).toBe(404);
  });
});

describe('/submissions/:id/anonymous/', () => {
  it('shows staff the students as pseudonyms, whatever their own view; students get 404', async () => {
    const w = await reviewWorld();
    const res = await t.api.get(`/submissions/${w.submission.id}/anonymous/`, { auth: w.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body.students).toEqual([expect.stringMatching(/^Student \d+$/)]);
    expect((await t.api.get(`/submissions/${w.submission.id}/anonymous/`, { auth: w.tokens.student })).status).toBe(404);
    const patched = await t.api.patch(`/submissions/${w.submission.id}/anonymous/`, { auth: w.tokens.admin, body: { isFinalized: false, students: ['Student 1'] } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ isFinalized: false, students: res.body.students });
    expect((await t.api.patch(`/submissions/${w.submission.id}/anonymous/`, { auth: w.tokens.student, body: {} })).status).toBe(404);
  });
});
