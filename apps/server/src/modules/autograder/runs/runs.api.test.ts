import { eq } from 'drizzle-orm';
import { jobs, testRuns, type Database } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../../testing/factories';
import { postMultipart } from '../../../testing/multipart';
import { createAssignment, createFile, createSubmission } from '../../../testing/submission-factories';
import { createTestCase, createTestCategory } from '../../../testing/test-case-factories';
import { useTestServer } from '../../../testing/use-test-server';
import { postUpload } from '../../uploads/upload-testing';
import { BULK_PRIORITY, INTERACTIVE_PRIORITY } from './job-kind';

// Starting, listing, superseding and cancelling runs through the API. No worker runs here: the runs stay queued
// (run-job.api.test.ts runs them in the sandbox).

const t = useTestServer();

async function world(options: { tests?: boolean } = {}) {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, { allowStudentUpload: true });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader });
  await createFile(db, submission.id, { name: 'add.py', code: 'def add(a, b):\n    return a + b\n' });
  let testCase = null;
  if (options.tests !== false) {
    const category = await createTestCategory(db, assignment.id, { name: 'Basics' });
    testCase = await createTestCase(db, category.id, { type: 'io_cli', command: 'python3 add.py', expectedOutput: '3\n', pointsPass: 2 });
  }
  return { ...w, db, assignment, submission, testCase };
}

const jobOf = async (db: Database, runId: number) => {
  const [run] = await db.select().from(testRuns).where(eq(testRuns.id, runId));
  const [job] = await db.select().from(jobs).where(eq(jobs.id, run!.jobId!));
  return job!;
};

describe('POST /submissions/{id}/runTests/', () => {
  it('queues a run (202) with its job in the same transaction, interactive, fair per course', async () => {
    const { db, submission, assignment, course, tokens } = await world();
    const res = await t.api.post(`/submissions/${submission.id}/runTests/`, { auth: tokens.grader });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ assignment: assignment.id, submission: submission.id, batch: null, trigger: 'staff', state: 'queued', started: null, results: [], error: null });
    expect(res.body.queuePosition).toEqual(expect.any(Number));
    const job = await jobOf(db, res.body.id);
    expect(job).toMatchObject({ kind: 'autograder.run', state: 'queued', priority: INTERACTIVE_PRIORITY, fairnessKey: `course:${course.id}`, payload: { runId: res.body.id } });
  });

  it('supersedes the queued run of the same submission', async () => {
    const { db, submission, tokens } = await world();
    const first = await t.api.post(`/submissions/${submission.id}/runTests/`, { auth: tokens.admin });
    const second = await t.api.post(`/submissions/${submission.id}/runTests/`, { auth: tokens.admin });
    const listed = await t.api.get(`/submissions/${submission.id}/testRuns/`, { auth: tokens.grader });
    expect(listed.status).toBe(200);
    expect(listed.body.runs.map((r: { id: number; state: string }) => [r.id, r.state])).toEqual([
      [second.body.id, 'queued'],
      [first.body.id, 'superseded'],
    ]);
    expect(listed.body.runsLeft).toBeNull();
    expect((await jobOf(db, first.body.id)).state).toBe('cancelled');
  });

  it('refuses an assignment without tests it can run, students (403) and outsiders (404)', async () => {
    const none = await world({ tests: false });
    const res = await t.api.post(`/submissions/${none.submission.id}/runTests/`, { auth: none.tokens.admin });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: ['This assignment has no tests to run.'] });
    const { submission, tokens } = await world();
    expect((await t.api.post(`/submissions/${submission.id}/runTests/`, { auth: tokens.student })).status).toBe(403);
    expect((await t.api.post(`/submissions/${submission.id}/runTests/`, { auth: tokens.otherStudent })).status).toBe(404);
    expect((await t.api.post(`/submissions/${submission.id}/runTests/`, { auth: tokens.otherAdmin })).status).toBe(404);
    expect((await t.api.get(`/submissions/${submission.id}/testRuns/`, { auth: tokens.otherStudent })).status).toBe(404);
    expect((await t.api.get(`/submissions/${submission.id}/testRuns/`, { auth: tokens.student })).body.runs).toEqual([]);
  });
});

describe('runs on upload', () => {
  it('queues a run when a student uploads (runOnUpload), spending runs only when they start', async () => {
    const { db, assignment, tokens } = await world();
    await t.api.patch(`/assignments/${assignment.id}/environment/`, { auth: tokens.admin, body: { runOnUpload: true, maxStudentTestRuns: 1 } });
    const first = await postUpload(t.server.url, assignment.id, tokens.student, [{ name: 'add.py', content: 'print(3)\n' }]);
    expect(first.status).toBe(201);
    const runs = async () => (await t.api.get(`/submissions/${first.body.submission}/testRuns/`, { auth: tokens.student })).body;
    expect((await runs()).runs.map((r: { trigger: string; state: string }) => [r.trigger, r.state])).toEqual([['upload', 'queued']]);
    expect((await runs()).runsLeft).toBe(1);
    // A second upload before the run starts replaces it: the student still has their one run.
    await postUpload(t.server.url, assignment.id, tokens.student, [{ name: 'add.py', content: 'print(4)\n' }]);
    expect((await runs()).runs.map((r: { state: string }) => r.state)).toEqual(['queued', 'superseded']);
    // Once it has started, the run is spent: a third upload is accepted but not tested.
    const newest = (await runs()).runs[0];
    await db.update(testRuns).set({ state: 'running', startedAt: new Date() }).where(eq(testRuns.id, newest.id));
    expect((await runs()).runsLeft).toBe(0);
    const third = await postUpload(t.server.url, assignment.id, tokens.student, [{ name: 'add.py', content: 'print(5)\n' }]);
    expect(third.status).toBe(201);
    expect((await runs()).runs).toHaveLength(2);
  });

  it('queues nothing without runOnUpload', async () => {
    const { assignment, tokens } = await world();
    const uploaded = await postUpload(t.server.url, assignment.id, tokens.student, [{ name: 'add.py', content: 'print(3)\n' }]);
    expect((await t.api.get(`/submissions/${uploaded.body.submission}/testRuns/`, { auth: tokens.student })).body.runs).toEqual([]);
  });
});

describe('POST /assignments/{id}/runTests/', () => {
  it('runs every submission as a bulk batch with progress, refuses a second batch while it runs, and cancels it', async () => {
    const { db, assignment, tokens, people } = await world();
    const other = await createSubmission(db, assignment.id, { students: [people.otherStudent] });
    await createFile(db, other.id, { name: 'add.py', code: 'print(3)\n' });
    const started = await t.api.post(`/assignments/${assignment.id}/runTests/`, { auth: tokens.superGrader, body: {} });
    expect(started.status).toBe(202);
    expect(started.body.run).toBeNull();
    expect(started.body.batch).toMatchObject({ assignment: assignment.id, state: 'running', total: 2, done: 0, errors: 0 });
    const listed = await t.api.get(`/assignments/${assignment.id}/testRuns/`, { auth: tokens.grader });
    expect(listed.body.batch.id).toBe(started.body.batch.id);
    expect(listed.body.runs).toHaveLength(2);
    for (const run of listed.body.runs) {
      expect(run).toMatchObject({ trigger: 'batch', state: 'queued', batch: started.body.batch.id });
      expect((await jobOf(db, run.id)).priority).toBe(BULK_PRIORITY);
    }
    const again = await t.api.post(`/assignments/${assignment.id}/runTests/`, { auth: tokens.admin, body: {} });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ non_field_errors: ['A run of all submissions is already in progress.'] });

    const cancelled = await t.api.post(`/testRunBatches/${started.body.batch.id}/cancel/`, { auth: tokens.admin });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', done: 2 });
    const after = await t.api.get(`/assignments/${assignment.id}/testRuns/`, { auth: tokens.admin });
    expect(after.body.runs.map((r: { state: string }) => r.state)).toEqual(['cancelled', 'cancelled']);
    expect((await t.api.post(`/testRunBatches/${started.body.batch.id}/cancel/`, { auth: tokens.admin })).status).toBe(400);
    expect((await t.api.post(`/assignments/${assignment.id}/runTests/`, { auth: tokens.grader, body: {} })).status).toBe(403);
    expect((await t.api.post(`/assignments/${assignment.id}/runTests/`, { auth: tokens.otherAdmin, body: {} })).status).toBe(404);
  });

  it('runs the reference solution once it is uploaded', async () => {
    const { assignment, tokens } = await world();
    const missing = await t.api.post(`/assignments/${assignment.id}/runTests/`, { auth: tokens.admin, body: { target: 'solution' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ non_field_errors: ['Upload the reference solution (solution files) before running against it.'] });
    await postMultipart(t.server.url, `/assignments/${assignment.id}/environment/files/`, tokens.admin, [{ field: 'file', name: 'add.py', content: 'print(3)\n' }], { role: 'solution' });
    const started = await t.api.post(`/assignments/${assignment.id}/runTests/`, { auth: tokens.admin, body: { target: 'solution' } });
    expect(started.status).toBe(202);
    expect(started.body.run).toMatchObject({ submission: null, trigger: 'solution', state: 'queued' });
    expect((await t.api.get(`/assignments/${assignment.id}/testRuns/`, { auth: tokens.admin })).body.solutionRun.id).toBe(started.body.run.id);
  });
});

describe('POST /testRuns/{id}/cancel/', () => {
  it('cancels a queued run once; students cannot, outsiders 404', async () => {
    const { db, submission, tokens } = await world();
    const run = await t.api.post(`/submissions/${submission.id}/runTests/`, { auth: tokens.admin });
    expect((await t.api.post(`/testRuns/${run.body.id}/cancel/`, { auth: tokens.student })).status).toBe(403);
    expect((await t.api.post(`/testRuns/${run.body.id}/cancel/`, { auth: tokens.otherAdmin })).status).toBe(404);
    const cancelled = await t.api.post(`/testRuns/${run.body.id}/cancel/`, { auth: tokens.grader });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.state).toBe('cancelled');
    expect((await jobOf(db, run.body.id)).state).toBe('cancelled');
    const again = await t.api.post(`/testRuns/${run.body.id}/cancel/`, { auth: tokens.grader });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ non_field_errors: ['Only queued or running tests can be cancelled.'] });
  });
});
