import { eq } from 'drizzle-orm';
import { assignments, comments, submissions, submissionTests, testRuns, type StoredRunResult } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../../testing/submission-factories';
import { createTestCase, createTestCategory } from '../../../testing/test-case-factories';
import { useTestServer } from '../../../testing/use-test-server';

// A student never receives a hidden test's name, explanation, log or points before their feedback is out, from
// any route they may call: only the exposed tests' results, from their first upload. Once the assignment is
// published and their submission finalized, everything shows. The run's `_tests.txt` (every test's log and
// expected output) and the comments on it follow the same rule on every route that gives files; a version an
// autograder zip wrote is its stdout, and follows `stdout_visibility` even after the feedback is out.

const t = useTestServer();
const SECRET = 'SECRET';

async function world() {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, { isVisible: true, isReleased: false, allowStudentUpload: true });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader });
  await createFile(db, submission.id, { name: 'main.py', code: 'print(1)\n' });
  const shownCategory = await createTestCategory(db, assignment.id, { name: 'Output' });
  const secretCategory = await createTestCategory(db, assignment.id, { name: `${SECRET} category` });
  const shown = await createTestCase(db, shownCategory.id, { type: 'io_cli', command: 'python3 main.py', description: 'prints one', exposed: true, pointsPass: 1 });
  const secret = await createTestCase(db, secretCategory.id, { type: 'io_cli', command: 'python3 main.py', description: `${SECRET} name`, explanation: `${SECRET} explanation`, exposed: false, pointsPass: 7 });
  const results: StoredRunResult[] = [
    { testCase: shown.id, testCategory: shownCategory.id, passed: true, score: null, logs: 'one', logsTruncated: false, isError: false, durationMs: 5 },
    { testCase: secret.id, testCategory: secretCategory.id, passed: false, score: null, logs: `${SECRET} log`, logsTruncated: false, isError: false, durationMs: 5 },
  ];
  const [run] = await db
    .insert(testRuns)
    .values({ assignmentId: assignment.id, submissionId: submission.id, trigger: 'upload', state: 'completed', passed: 1, failed: 1, results, startedAt: new Date(), finishedAt: new Date() })
    .returning();
  // What complete-run.ts writes when the environment asks for `_tests.txt`: a version linked to its run.
  const testsText = await createFile(db, submission.id, { name: '_tests.txt', path: null, extension: 'txt', code: `${SECRET} expected output\n` });
  await db.update(testRuns).set({ testsTextFileId: testsText.id }).where(eq(testRuns.id, run!.id));
  const [note] = await db
    .insert(comments)
    .values({ fileId: testsText.id, authorId: w.people.grader.id, text: `${SECRET} note`, startChar: 0, endChar: 1, startLine: 0, endLine: 0, pointDelta: 0 })
    .returning();
  const [, secretResult] = await db
    .insert(submissionTests)
    .values([
      { submissionId: submission.id, testCaseId: shown.id, passed: true, logs: 'one', testRunId: run!.id },
      { submissionId: submission.id, testCaseId: secret.id, passed: false, logs: `${SECRET} log`, testRunId: run!.id },
    ])
    .returning();
  return { ...w, db, assignment, submission, shown, secret, secretCategory, run: run!, secretResultId: secretResult!.id, testsText, note: note! };
}

describe('hidden tests before the feedback is out', () => {
  it('reach the student through no route; the exposed result does', async () => {
    const w = await world();
    const student = w.tokens.student;
    const routes: [string, number][] = [
      [`/submissions/${w.submission.id}/testRuns/`, 200],
      [`/submissions/${w.submission.id}/`, 404],
      [`/submissions/${w.submission.id}/review/`, 200],
      [`/submissions/${w.submission.id}/testResults/`, 404],
      [`/submissionTests/${w.secretResultId}/`, 404],
      [`/testCases/${w.secret.id}/`, 403],
      [`/testCategories/${w.secretCategory.id}/`, 403],
      [`/assignments/${w.assignment.id}/`, 200],
      [`/assignments/${w.assignment.id}/environment/`, 403],
      [`/assignments/${w.assignment.id}/testRuns/`, 403],
      [`/courses/${w.course.id}/studentAssignments/`, 200],
      [`/files/${w.testsText.id}/`, 404],
      [`/files/${w.testsText.id}/download/`, 404],
      [`/comments/${w.note.id}/`, 404],
    ];
    const review = await t.api.get(`/submissions/${w.submission.id}/review/`, { auth: student });
    expect(review.body.files.map((f: { name: string }) => f.name)).toEqual(['main.py']);
    expect(review.body.submission.files).not.toContain(w.testsText.id);
    for (const [path, status] of routes) {
      const res = await t.api.get(path, { auth: student });
      expect(res.status, path).toBe(status);
      expect(res.text, path).not.toContain(SECRET);
    }
    const runs = (await t.api.get(`/submissions/${w.submission.id}/testRuns/`, { auth: student })).body;
    expect(runs.runs[0]).toMatchObject({ passed: 1, failed: 0, hiddenResults: 1 });
    expect(runs.runs[0].results).toEqual([expect.objectContaining({ description: 'prints one', logs: 'one', points: 1 })]);
  });

  it('show once the assignment is published and the submission finalized', async () => {
    const w = await world();
    await w.db.update(assignments).set({ isReleased: true }).where(eq(assignments.id, w.assignment.id));
    await w.db.update(submissions).set({ isFinalized: true }).where(eq(submissions.id, w.submission.id));
    const runs = (await t.api.get(`/submissions/${w.submission.id}/testRuns/`, { auth: w.tokens.student })).body;
    expect(runs.runs[0].hiddenResults).toBe(0);
    expect(runs.runs[0].results.map((r: { description: string }) => r.description)).toEqual(['prints one', `${SECRET} name`]);
    const review = await t.api.get(`/submissions/${w.submission.id}/review/`, { auth: w.tokens.student });
    expect(review.status).toBe(200);
    expect(review.text).toContain(`${SECRET} log`);
    expect(review.body.files.map((f: { name: string }) => f.name)).toContain('_tests.txt');
    expect(review.text).toContain(`${SECRET} note`);
    expect((await t.api.get(`/files/${w.testsText.id}/download/`, { auth: w.tokens.student })).text).toContain(`${SECRET} expected output`);
    expect((await t.api.get(`/comments/${w.note.id}/`, { auth: w.tokens.student })).status).toBe(200);
  });

  it("keep an autograder zip's _tests.txt (its stdout) from the student after the feedback is out, unless stdout_visibility shows it", async () => {
    const w = await world();
    await w.db.update(testRuns).set({ source: 'autograder', stdoutVisibility: null }).where(eq(testRuns.id, w.run.id));
    await w.db.update(assignments).set({ isReleased: true }).where(eq(assignments.id, w.assignment.id));
    await w.db.update(submissions).set({ isFinalized: true }).where(eq(submissions.id, w.submission.id));
    const student = w.tokens.student;
    const expectKept = async () => {
      const review = await t.api.get(`/submissions/${w.submission.id}/review/`, { auth: student });
      expect(review.status).toBe(200);
      expect(review.body.files.map((f: { name: string }) => f.name)).toEqual(['main.py']);
      expect(review.body.submission.files).not.toContain(w.testsText.id);
      expect(review.text).not.toContain(`${SECRET} expected output`);
      expect(review.text).not.toContain(`${SECRET} note`);
      for (const path of [`/files/${w.testsText.id}/`, `/files/${w.testsText.id}/download/`, `/comments/${w.note.id}/`]) {
        expect((await t.api.get(path, { auth: student })).status, path).toBe(404);
      }
      const console = await t.api.get(`/courses/${w.course.id}/studentAssignments/`, { auth: student });
      expect(console.text).not.toContain('_tests.txt');
      // Not even its id: the submission as read alone and as listed names only the files the student may read.
      const own = await t.api.get(`/submissions/${w.submission.id}/`, { auth: student });
      expect(own.status).toBe(200);
      expect(own.body.files).not.toContain(w.testsText.id);
      const listed = await t.api.get(`/assignments/${w.assignment.id}/submissions/?student=${encodeURIComponent(w.people.student.email)}`, { auth: student });
      expect(listed.body).toHaveLength(1);
      expect(listed.body[0].files).not.toContain(w.testsText.id);
    };
    await expectKept();
    await w.db.update(testRuns).set({ stdoutVisibility: 'hidden' }).where(eq(testRuns.id, w.run.id));
    await expectKept();
    // Staff read it whatever the student may.
    expect((await t.api.get(`/files/${w.testsText.id}/download/`, { auth: w.tokens.grader })).text).toContain(`${SECRET} expected output`);
    await w.db.update(testRuns).set({ stdoutVisibility: 'after_published' }).where(eq(testRuns.id, w.run.id));
    expect((await t.api.get(`/files/${w.testsText.id}/`, { auth: student })).status).toBe(200);
    expect((await t.api.get(`/submissions/${w.submission.id}/`, { auth: student })).body.files).toContain(w.testsText.id);
    const console = await t.api.get(`/courses/${w.course.id}/studentAssignments/`, { auth: student });
    expect(console.text).toContain('_tests.txt');
  });
});
