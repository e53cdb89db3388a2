import { makeTestSandboxRoot } from '@marginalia/sandbox';
import { eq } from 'drizzle-orm';
import { claimNextJob, runDueJobs, type JobHandler } from '@marginalia/jobs';
import { testCases, testRuns } from '@marginalia/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../../testing/factories';
import { postMultipart } from '../../../testing/multipart';
import { createAssignment, storedSubmission } from '../../../testing/submission-factories';
import { useTestServer } from '../../../testing/use-test-server';
import { postUpload } from '../../uploads/upload-testing';
import { AUTOGRADER_JOB_KIND } from '../runs/job-kind';
import { createAutograderJob } from './run-job';
import { createSandbox } from './sandbox';
import { createAutograderImages } from '../zip/images';

// Runs through the whole path: an upload queues a run, a worker runs it in the real bubblewrap sandbox, the
// results count in the grade, and students see only what they may. The sandbox gets uids of this file's own.

const t = useTestServer({ AUTOGRADER_FIRST_UID: 41001, WORKER_CONCURRENCY: 1, AUTOGRADER_WORKSPACES_DIR: makeTestSandboxRoot('marginalia-run-job-') });
let handler: JobHandler;
beforeAll(() => {
  handler = createAutograderJob(t.server.ctx, createSandbox(t.server.ctx.config), createAutograderImages(t.server.ctx.config));
});
const work = () => runDueJobs(t.server.ctx.db, [handler]);

const SOLUTION = 'import sys\n\ndef add(a, b):\n    return a + b\n\nif __name__ == "__main__":\n    print(sum(int(x) for x in sys.stdin.read().split()))\n';
const WRONG = 'import sys\n\ndef add(a, b):\n    return a - b\n\nif __name__ == "__main__":\n    print(0)\n';
const UNIT = 'from add import add\n\ndef test_small():\n    assert add(1, 2) == 3\n\ndef test_negative():\n    assert add(-1, -2) == -3\n';

async function pythonAssignment() {
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(t.server.ctx.db, w.course.id, { points: 10, allowStudentUpload: true });
  const auth = w.tokens.admin;
  await t.api.patch(`/assignments/${assignment.id}/environment/`, { auth, body: { language: 'python', runOnUpload: true, limits: { wallSeconds: 10 } } });
  const category = (await t.api.post('/testCategories/', { auth, body: { assignment: assignment.id, name: 'Adding' } })).body;
  const ioCli = (
    await t.api.post('/testCases/', {
      auth,
      body: { testCategory: category.id, type: 'io_cli', description: 'sums stdin', command: 'python3 add.py', input: '1 2 3\n', expectedOutput: '6\n', pointsPass: 2, exposed: true },
    })
  ).body;
  const unit = (await t.api.post('/testCases/', { auth, body: { testCategory: category.id, type: 'unit', description: 'unit tests', fileName: 'test_add.py', script: UNIT, pointsPass: 1, sortKey: 1 } })).body;
  return { ...w, assignment, category, ioCli, unit };
}

describe('the autograder.run job', () => {
  it('tests a student upload in the sandbox: results stored, grade counts them, unit functions become cases', async () => {
    const w = await pythonAssignment();
    const uploaded = await postUpload(t.server.url, w.assignment.id, w.tokens.student, [{ name: 'add.py', content: SOLUTION }]);
    expect(uploaded.status).toBe(201);
    const submissionId = uploaded.body.submission;
    const reports = await work();
    expect(reports.map((r) => r.outcome)).toEqual(['succeeded']);

    const staff = await t.api.get(`/submissions/${submissionId}/testRuns/`, { auth: w.tokens.admin });
    const [run] = staff.body.runs;
    expect(run).toMatchObject({ trigger: 'upload', state: 'completed', error: null, queuePosition: null, failed: 0 });
    expect(run.started).not.toBeNull();
    expect(run.finished).not.toBeNull();
    // The io_cli test, the unit suite and its two functions.
    expect(run.passed).toBe(4);
    const generated = await t.server.ctx.db.select().from(testCases).where(eq(testCases.generatedBy, w.unit.id));
    expect(generated.map((c) => c.description).sort()).toEqual(['test_negative', 'test_small']);
    expect(generated.every((c) => c.exposed === false && c.pointsPass === 0)).toBe(true);
    // 10 points, no comments: + 2 (io_cli) + 1 (the unit suite).
    expect((await storedSubmission(t.server.ctx.db, submissionId))!.grade).toBe(13);
    const results = await t.api.get(`/submissions/${submissionId}/`, { auth: w.tokens.admin });
    expect(results.body.tests).toHaveLength(4);
    // Staff read how the sandbox held the run: here by the run's cgroup, for the whole run.
    const scope = expect.stringMatching(/^cgroup-v[12]$/);
    expect(run.limitsInForce).toEqual({
      memory: { mb: 768, scope },
      processes: { max: 64, scope },
      cpu: { seconds: 10, scope, cores: expect.toSatisfy((cores: number | null) => cores === null || cores === 1) },
      wallSeconds: 10,
      disk: { mb: 256, scope: 'tmpfs' },
    });

    // The student sees the exposed test only, before the feedback is out.
    const student = await t.api.get(`/submissions/${submissionId}/testRuns/`, { auth: w.tokens.student });
    const [seen] = student.body.runs;
    expect(seen.results.map((r: { testCase: number }) => r.testCase)).toEqual([w.ioCli.id]);
    expect(seen.results[0]).toMatchObject({ description: 'sums stdin', categoryName: 'Adding', points: 2, maxPoints: 2, passed: true });
    expect(seen).toMatchObject({ hiddenResults: 3, passed: 1, failed: 0, error: null, buildLog: null, limitsInForce: null });
    expect(JSON.stringify(student.body)).not.toContain('test_small');
    expect(JSON.stringify(student.body)).not.toContain('unit tests');
    // An assignment that hides grades shows students their results without points.
    await t.api.patch(`/assignments/${w.assignment.id}/`, { auth: w.tokens.admin, body: { hideGrades: true } });
    const hidden = await t.api.get(`/submissions/${submissionId}/testRuns/`, { auth: w.tokens.student });
    expect(hidden.body.runs[0].results[0]).toMatchObject({ description: 'sums stdin', passed: true, points: null, maxPoints: null });
  });

  it('records failures as such, and a newer upload supersedes the older run before it starts', async () => {
    const w = await pythonAssignment();
    const first = await postUpload(t.server.url, w.assignment.id, w.tokens.student, [{ name: 'add.py', content: SOLUTION }]);
    await postUpload(t.server.url, w.assignment.id, w.tokens.student, [{ name: 'add.py', content: WRONG }]);
    await work();
    const runs = (await t.api.get(`/submissions/${first.body.submission}/testRuns/`, { auth: w.tokens.admin })).body.runs;
    expect(runs.map((r: { state: string }) => r.state)).toEqual(['completed', 'superseded']);
    expect(runs[0]).toMatchObject({ passed: 0, failed: 4 });
    const io = runs[0].results.find((r: { testCase: number }) => r.testCase === w.ioCli.id);
    expect(io.logs).toContain('6');
    expect((await storedSubmission(t.server.ctx.db, first.body.submission))!.grade).toBe(10);
  });

  it('runs the reference solution, storing results on the run only', async () => {
    const w = await pythonAssignment();
    await postMultipart(t.server.url, `/assignments/${w.assignment.id}/environment/files/`, w.tokens.admin, [{ field: 'file', name: 'add.py', content: SOLUTION }], { role: 'solution' });
    const started = await t.api.post(`/assignments/${w.assignment.id}/runTests/`, { auth: w.tokens.admin, body: { target: 'solution' } });
    await work();
    const read = await t.api.get(`/assignments/${w.assignment.id}/testRuns/`, { auth: w.tokens.admin });
    expect(read.body.solutionRun).toMatchObject({ id: started.body.run.id, state: 'completed', passed: 4, failed: 0 });
  });

  it('gives a run whose worker died back to another worker, and stores it once', async () => {
    const w = await pythonAssignment();
    const uploaded = await postUpload(t.server.url, w.assignment.id, w.tokens.student, [{ name: 'add.py', content: SOLUTION }]);
    // A worker claims the run with a one-second lease, marks it started, and is never heard from again.
    const claimed = await claimNextJob(t.server.ctx.db, { kinds: [AUTOGRADER_JOB_KIND], workerId: 'dead-worker', leaseSeconds: 1 });
    expect(claimed).not.toBeNull();
    await t.server.ctx.db.update(testRuns).set({ state: 'running', startedAt: new Date() }).where(eq(testRuns.jobId, claimed!.id));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const reports = await work();
    expect(reports.map((r) => r.outcome)).toEqual(['succeeded']);
    const runs = (await t.api.get(`/submissions/${uploaded.body.submission}/testRuns/`, { auth: w.tokens.admin })).body.runs;
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ state: 'completed', passed: 4 });
    expect((await t.api.get(`/submissions/${uploaded.body.submission}/`, { auth: w.tokens.admin })).body.tests).toHaveLength(4);
  });

  it('adds the run as _tests.txt when asked, which students see only with their feedback', async () => {
    const w = await pythonAssignment();
    await t.api.patch(`/assignments/${w.assignment.id}/environment/`, { auth: w.tokens.admin, body: { testsAsTextFile: true } });
    const uploaded = await postUpload(t.server.url, w.assignment.id, w.tokens.student, [{ name: 'add.py', content: SOLUTION }]);
    await work();
    const submission = await t.api.get(`/submissions/${uploaded.body.submission}/`, { auth: w.tokens.admin });
    const files = await Promise.all(submission.body.files.map((id: number) => t.api.get(`/files/${id}/`, { auth: w.tokens.admin })));
    const text = files.map((f) => f.body).find((f: { name: string }) => f.name === '_tests.txt');
    expect(text.code).toContain('sums stdin');
    const console = await t.api.get(`/courses/${w.course.id}/studentAssignments/`, { auth: w.tokens.student });
    const mine = console.body.assignments.find((a: { id: number }) => a.id === w.assignment.id);
    expect(mine.files.map((f: { name: string }) => f.name)).toEqual(['add.py']);
  });

  it('ends a run the sandbox cannot take as "could not be graded" after the last try, costing the student nothing', async () => {
    const w = await pythonAssignment();
    await t.api.patch(`/assignments/${w.assignment.id}/environment/`, { auth: w.tokens.admin, body: { maxStudentTestRuns: 1 } });
    const uploaded = await postUpload(t.server.url, w.assignment.id, w.tokens.student, [{ name: 'add.py', content: SOLUTION }]);
    const broken = createAutograderJob(t.server.ctx, createSandbox({ ...t.server.ctx.config, AUTOGRADER_SANDBOX: 'off' }), createAutograderImages(t.server.ctx.config));
    const [run] = await t.server.ctx.db.select().from(testRuns).where(eq(testRuns.submissionId, uploaded.body.submission));
    // Every try fails; the last one ends the run (retries are not waited for here: the job is made due again).
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await t.server.ctx.db.execute(`update jobs set run_after = now() where id = ${run!.jobId}`);
      await runDueJobs(t.server.ctx.db, [broken]);
    }
    const read = await t.api.get(`/submissions/${uploaded.body.submission}/testRuns/`, { auth: w.tokens.admin });
    expect(read.body.runs[0]).toMatchObject({ state: 'error', error: expect.stringContaining('AUTOGRADER_SANDBOX is off') });
    const student = await t.api.get(`/submissions/${uploaded.body.submission}/testRuns/`, { auth: w.tokens.student });
    expect(student.body.runs[0]).toMatchObject({ state: 'error', error: null });
    expect(student.body.runsLeft).toBe(1);
  });
});
