import { eq } from 'drizzle-orm';
import { submissions } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../../testing/submission-factories';
import { useTestServer } from '../../../testing/use-test-server';

// A report written the way Gradescope's Python helper (gradescope-utils' JSONTestRunner) writes results.json:
// `execution_time` as text, weights as floats, `status` on every test, `score`/`max_score` only on weighted
// tests, a leaderboard column with no value. It is stored as a run and counts in the grade (docs/AUTOGRADER.md,
// "Result formats").

const t = useTestServer();

const runnerReport = {
  tests: [
    { name: 'Adds two small numbers', score: 2.0, max_score: 2.0, status: 'passed', number: '1.1' },
    { name: 'Subtracts', score: 0.0, max_score: 3.0, status: 'failed', output: 'Test Failed: 3 != 4\n', visibility: 'after_due_date', number: '1.2' },
    { name: 'Handles large input', score: 4.5, max_score: 10, status: 'failed', tags: ['Performance'], output: 'took 2.1 s\n' },
    { name: 'Prints a greeting', status: 'passed', output: 'Hello\n' },
  ],
  leaderboard: [
    { name: 'Speed', value: 1.25, order: 'asc' },
    { name: 'Accuracy', value: null, order: 'desc' },
  ],
  execution_time: '0.07',
  score: 6.5,
};

describe('POST /submissions/{id}/results/ with a gradescope-utils report', () => {
  it('stores the run with its execution time, scores and leaderboard, and grades with its total', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, w.course.id, { isVisible: true, points: 10, additiveGrading: true });
    const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader });
    await createFile(db, submission.id);

    const res = await t.api.post(`/submissions/${submission.id}/results/`, { auth: w.tokens.admin, body: runnerReport });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ state: 'completed', score: 6.5, executionTimeMs: 70, passed: 2, failed: 2, leaderboard: [{ name: 'Speed', value: 1.25, order: 'asc' }] });
    expect(res.body.results.map((r: { description: string; points: number; maxPoints: number; passed: boolean }) => [r.description, r.points, r.maxPoints, r.passed])).toEqual([
      ['Adds two small numbers', 2, 2, true],
      ['Subtracts', 0, 3, false],
      ['Handles large input', 4.5, 10, false],
      ['Prints a greeting', 0, 0, true],
    ]);
    const [row] = await db.select({ grade: submissions.grade }).from(submissions).where(eq(submissions.id, submission.id));
    expect(Number(row!.grade)).toBe(6.5);

    // The same report with its numbers as text (a post-processor's total, a weight given as text) is read alike.
    const asText = { ...runnerReport, score: '6.5', tests: runnerReport.tests.map((test) => ('score' in test ? { ...test, score: String(test.score), max_score: String(test.max_score) } : test)) };
    const again = await t.api.post(`/submissions/${submission.id}/results/`, { auth: w.tokens.admin, body: asText });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ score: 6.5, executionTimeMs: 70, passed: 2, failed: 2 });
  });

  it('fills testResults.logs from the newest completed run, as each reader may read it', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, w.course.id, { isVisible: true, isReleased: true, points: 10 });
    const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader, isFinalized: true });
    await createFile(db, submission.id);
    const path = `/submissions/${submission.id}/testResults/`;
    expect((await t.api.get(path, { auth: w.tokens.admin })).body.logs).toBe('');

    const report = { ...runnerReport, output: 'Overall: keep going', tests: [...runnerReport.tests, { name: 'Secret', status: 'failed', output: 'the hidden input was 42', visibility: 'hidden' }] };
    expect((await t.api.post(`/submissions/${submission.id}/results/`, { auth: w.tokens.admin, body: report })).status).toBe(201);

    const staff = (await t.api.get(path, { auth: w.tokens.admin })).body.logs as string;
    expect(staff).toContain('== Output ==\nOverall: keep going\n');
    expect(staff).toContain('== Question 1: Subtracts (failed) ==\nTest Failed: 3 != 4\n');
    expect(staff).toContain('== Autograder: Prints a greeting (passed) ==\nHello\n');
    expect(staff).toContain('the hidden input was 42');

    // A student reads the logs of the results they may see only: a hidden test's stays with staff.
    const student = await t.api.get(path, { auth: w.tokens.student });
    expect(student.status).toBe(200);
    expect(student.body.logs).toContain('Test Failed: 3 != 4');
    expect(student.body.logs).not.toContain('the hidden input was 42');
  });
});
