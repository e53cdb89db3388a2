import { eq } from 'drizzle-orm';
import { runDueJobs } from '@marginalia/jobs';
import { testRuns, workerSandboxes } from '@marginalia/db';
import { BubblewrapSandbox, makeTestSandboxRoot, type CgroupFinder } from '@marginalia/sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../../testing/factories';
import { createAssignment } from '../../../testing/submission-factories';
import { useTestServer } from '../../../testing/use-test-server';
import { postUpload } from '../../uploads/upload-testing';
import { createAutograderJob } from '../job/run-job';
import { createAutograderImages } from '../zip/images';
import { checkWorkerSandbox, startSandboxReports } from './service';

// A worker whose host gives no cgroup to cap a run's memory and processes: a real bubblewrap sandbox whose cgroup
// finder finds none. It refuses to run submissions (the runs end as "could not be graded" with the reason), and
// the jobs page and /health/ready say which worker refuses and why; with per-process limits allowed it runs them,
// and the run says its limits were per process. The sandbox gets uids of this file's own.

const t = useTestServer({ AUTOGRADER_FIRST_UID: 42001, WORKER_CONCURRENCY: 1 });
const NO_CGROUPS: CgroupFinder = () => Promise.resolve({ backend: null, reason: "No cgroup can cap a run's memory and processes here: none in this test." });
const sandbox = (allowProcessLimitsOnly: boolean) =>
  new BubblewrapSandbox({ slots: 1, firstUid: 42001, root: makeTestSandboxRoot('marginalia-refusal-'), findCgroups: NO_CGROUPS, allowProcessLimitsOnly });
const REFUSAL = "No cgroup can cap a run's memory and processes here: none in this test. The worker refuses to run submissions on per-process limits alone (SANDBOX_ALLOW_PROCESS_LIMITS_ONLY=on allows it).";
const canSandbox = process.platform === 'linux' && process.getuid?.() === 0;

async function uploadedRun() {
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(t.server.ctx.db, w.course.id, { points: 10, allowStudentUpload: true });
  const auth = w.tokens.admin;
  await t.api.patch(`/assignments/${assignment.id}/environment/`, { auth, body: { language: 'python', runOnUpload: true, limits: { wallSeconds: 10 } } });
  const category = (await t.api.post('/testCategories/', { auth, body: { assignment: assignment.id, name: 'Echo' } })).body;
  await t.api.post('/testCases/', { auth, body: { testCategory: category.id, type: 'io_cli', description: 'echoes', command: 'python3 echo.py', input: 'hi\n', expectedOutput: 'hi\n', pointsPass: 1, exposed: true } });
  const uploaded = await postUpload(t.server.url, assignment.id, w.tokens.student, [{ name: 'echo.py', content: 'print(input())\n' }]);
  expect(uploaded.status).toBe(201);
  const [run] = await t.server.ctx.db.select().from(testRuns).where(eq(testRuns.submissionId, uploaded.body.submission));
  return { w, submission: uploaded.body.submission as number, run: run! };
}

afterEach(async () => {
  await t.server.ctx.db.delete(workerSandboxes);
});

describe.skipIf(!canSandbox)('a worker without cgroups', { timeout: 60_000 }, () => {
  it('refuses to run submissions: the run could not be graded, with the reason, for staff only', async () => {
    const { w, submission, run } = await uploadedRun();
    const job = createAutograderJob(t.server.ctx, sandbox(false), createAutograderImages(t.server.ctx.config));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await t.server.ctx.db.execute(`update jobs set run_after = now() where id = ${run.jobId}`);
      await runDueJobs(t.server.ctx.db, [job]);
    }
    const staff = await t.api.get(`/submissions/${submission}/testRuns/`, { auth: w.tokens.admin });
    expect(staff.body.runs[0]).toMatchObject({ state: 'error', error: `Could not be graded: The sandbox could not make a workspace: ${REFUSAL}`, limitsInForce: null });
    const student = await t.api.get(`/submissions/${submission}/testRuns/`, { auth: w.tokens.student });
    expect(student.body.runs[0]).toMatchObject({ state: 'error', error: null });
  });

  it('is named with the reason on the jobs page and /health/ready, until it stops', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const reports = startSandboxReports(t.server.ctx.db, sandbox(false), 'grader-9 (uid 42001)', (error) => {
      throw error;
    });
    let ready: { status: number; body: Record<string, unknown> } = { status: 0, body: {} };
    for (let i = 0; i < 100 && !ready.body.sandboxUnavailable; i += 1) {
      ready = await t.api.get('/health/ready');
      if (!ready.body.sandboxUnavailable) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The web still serves: ready, with the workers that grade nothing named.
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', sandboxUnavailable: [{ worker: 'grader-9 (uid 42001)', reason: REFUSAL, checked: expect.any(String) }] });

    const summary = await t.api.get('/jobs/summary/', { auth: world.tokens.platformAdmin });
    expect(summary.body.sandboxes).toEqual([{ worker: 'grader-9 (uid 42001)', available: false, reason: REFUSAL, scope: null, checked: expect.any(String) }]);
    // The jobs page is platform admins' alone.
    expect((await t.api.get('/jobs/summary/', { auth: world.tokens.admin })).status).toBe(404);

    await reports.stop();
    expect(await t.api.get('/health/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect((await t.api.get('/health/ready')).body.sandboxUnavailable).toBeUndefined();
    expect((await t.api.get('/jobs/summary/', { auth: world.tokens.platformAdmin })).body.sandboxes).toEqual([]);
  });

  it('runs submissions on per-process limits where the operator allows it, and the run says so', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const allowed = sandbox(true);
    await checkWorkerSandbox(t.server.ctx.db, allowed, 'grader-9 (uid 42001)');
    const summary = await t.api.get('/jobs/summary/', { auth: world.tokens.platformAdmin });
    expect(summary.body.sandboxes).toEqual([{ worker: 'grader-9 (uid 42001)', available: true, reason: null, scope: 'per-process', checked: expect.any(String) }]);
    expect((await t.api.get('/health/ready')).body).toEqual({ status: 'ready' });

    const { w, submission } = await uploadedRun();
    const reports = await runDueJobs(t.server.ctx.db, [createAutograderJob(t.server.ctx, allowed, createAutograderImages(t.server.ctx.config))]);
    expect(reports.map((r) => r.outcome)).toEqual(['succeeded']);
    const staff = await t.api.get(`/submissions/${submission}/testRuns/`, { auth: w.tokens.admin });
    expect(staff.body.runs[0]).toMatchObject({ state: 'completed', passed: 1 });
    expect(staff.body.runs[0].limitsInForce).toEqual({
      memory: { mb: 768, scope: 'per-process' },
      processes: { max: 64, scope: 'per-uid' },
      cpu: { seconds: 10, scope: 'per-process', cores: null },
      wallSeconds: 10,
      disk: { mb: 256, scope: 'tmpfs' },
    });
  });
});
