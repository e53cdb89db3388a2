import { makeTestSandboxRoot } from '@marginalia/sandbox';
import { runDueJobs } from '@marginalia/jobs';
import { describe, expect, it } from 'vitest';
import { autograderHandler } from '../testing/autograder-worker';
import { useTestServer } from '../testing/use-test-server';
import { postUpload } from '../modules/uploads/upload-testing';
import { seedDemo } from './demo';
import { DEMO_ADMIN, DEMO_OPEN_ASSIGNMENT, DEMO_STUDENTS } from './demo-content';

// The demo course's Homework 2 comes with tests that run in the sandbox: its reference solution passes them all,
// and a student's upload is tested as it arrives, the exposed tests shown to them at once.

const t = useTestServer({ AUTOGRADER_FIRST_UID: 44001, WORKER_CONCURRENCY: 1, AUTOGRADER_WORKSPACES_DIR: makeTestSandboxRoot('marginalia-demo-autograder-') });

const login = async (email: string) => (await t.api.post('/token-auth/', { body: { username: email, password: 'demo-password' } })).body;

describe('the demo autograder', () => {
  it('passes its own solution, and tests a student upload with the exposed results shown at once', async () => {
    await seedDemo(t.server.ctx.db, 'demo-password');
    const admin = await login(DEMO_ADMIN);
    const courseId = admin.user.courseadminCourses[0];
    const assignments = (await t.api.get(`/courses/${courseId}/`, { auth: admin.token })).body.assignments as number[];
    let homework2 = 0;
    for (const id of assignments) if ((await t.api.get(`/assignments/${id}/`, { auth: admin.token })).body.name === DEMO_OPEN_ASSIGNMENT.name) homework2 = id;
    const handler = autograderHandler(t.server.ctx);

    const solution = await t.api.post(`/assignments/${homework2}/runTests/`, { auth: admin.token, body: { target: 'solution' } });
    expect(solution.status).toBe(202);
    const reports = await runDueJobs(t.server.ctx.db, [handler]);
    expect(reports.map((r) => [r.outcome, r.error])).toEqual([['succeeded', undefined]]);
    const runs = (await t.api.get(`/assignments/${homework2}/testRuns/`, { auth: admin.token })).body;
    // Two tests, the unit suite and its three functions.
    expect(runs.solutionRun).toMatchObject({ state: 'completed', passed: 6, failed: 0 });

    const student = await login(DEMO_STUDENTS[0]!);
    const uploaded = await postUpload(t.server.url, homework2, student.token, [{ name: 'strings.py', content: 'def shout(text):\n    return text.upper()\n' }]);
    expect(uploaded.status).toBe(201);
    await runDueJobs(t.server.ctx.db, [handler]);
    const seen = (await t.api.get(`/submissions/${uploaded.body.submission}/testRuns/`, { auth: student.token })).body;
    expect(seen.runsLeft).toBe(9);
    expect(seen.runs[0].state).toBe('completed');
    expect(seen.runs[0].results.map((r: { description: string; passed: boolean }) => [r.description, r.passed])).toEqual([
      ['shouts each line of input', false],
      ['shout("hi") returns "HI!"', false],
    ]);
    expect(seen.runs[0].hiddenResults).toBe(4);
  });
});
