import { eq } from 'drizzle-orm';
import { assignments, submissions } from '@marginalia/db';
import { runDueJobs, type JobHandler } from '@marginalia/jobs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../../testing/factories';
import { postMultipart } from '../../../testing/multipart';
import { createAssignment } from '../../../testing/submission-factories';
import { useTestServer } from '../../../testing/use-test-server';
import { postUpload } from '../../uploads/upload-testing';
import { createAutograderJob } from '../job/run-job';
import { createSandbox } from '../job/sandbox';
import { createAutograderBuildJob } from './build-job';
import { createAutograderImages } from './images';
import { autograderZip, imageConfig } from './zip-testing';

// A Gradescope-format autograder of our own making runs unchanged: setup.sh installs a Debian package (PyYAML),
// run_autograder grades the student's Python with it and writes results.json with everything Gradescope's format
// has. Then what a student sees of it, and the ways a run_autograder can fail.

const t = useTestServer(imageConfig(48101));
let handlers: JobHandler[];
beforeAll(() => {
  const images = createAutograderImages(t.server.ctx.config);
  handlers = [createAutograderBuildJob(t.server.ctx, images), createAutograderJob(t.server.ctx, createSandbox(t.server.ctx.config), images)];
});
const work = () => runDueJobs(t.server.ctx.db, handlers);

const SETUP = '#!/usr/bin/env bash\nset -e\napt-get update -qq\napt-get install -y -qq --no-install-recommends python3-yaml >/dev/null\necho "PyYAML installed"\n';
const RUN = '#!/usr/bin/env bash\ncd /autograder/source\npython3 grade.py\n';
const CONFIG = 'tests:\n  - {name: adds small numbers, a: 1, b: 2, want: 3, points: 2, number: "1.1", tags: [Basics]}\n  - {name: adds negatives, a: -1, b: -2, want: -3, points: 1, number: "1.2", tags: [Basics]}\n';
const GRADER = `
import importlib.util, json, sys, yaml

config = yaml.safe_load(open("tests.yaml"))
meta = json.load(open("/autograder/submission_metadata.json"))
spec = importlib.util.spec_from_file_location("add", "/autograder/submission/add.py")
student = importlib.util.module_from_spec(spec)
spec.loader.exec_module(student)
tests = []
for case in config["tests"]:
    got = student.add(case["a"], case["b"])
    ok = got == case["want"]
    tests.append({
        "name": case["name"], "number": case["number"], "tags": case["tags"],
        "score": case["points"] if ok else 0, "max_score": case["points"],
        "output": "\\u001b[32mok\\u001b[0m" if ok else "<b>expected</b> %s, got %s <script>alert(1)</script>" % (case["want"], got),
        "output_format": "ansi" if ok else "html", "visibility": "visible",
    })
tests.append({"name": "style", "number": "2.1", "tags": ["Style"], "score": 0.5, "max_score": 1, "output": "**too long**", "output_format": "md", "visibility": "visible"})
tests.append({"name": "secret edge case", "number": "3.1", "score": 1, "max_score": 1, "visibility": "hidden", "output": "SECRET-HIDDEN"})
tests.append({"name": "big numbers", "number": "3.2", "score": 0, "max_score": 1, "visibility": "after_published", "output": "SECRET-LATER"})
print("graded", meta["users"][0]["email"], "for", meta["assignment"]["title"])
json.dump({
    "score": 4.5, "output": "Graded by the course's own autograder", "visibility": "visible",
    "execution_time": 1.5, "extra_data": {"grader": "v2"},
    "leaderboard": [{"name": "Speed", "value": 12.5, "order": "asc"}],
    "tests": tests,
}, open("/autograder/results/results.json", "w"))
`;
const ADD = 'def add(a, b):\n    return a + b if a > 0 else a - b\n';

async function world(run = RUN, files: Record<string, string> = {}, timeLimitSeconds?: number) {
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(t.server.ctx.db, w.course.id, { points: 10, isVisible: true, allowStudentUpload: true });
  await t.api.patch(`/assignments/${assignment.id}/environment/`, { auth: w.tokens.admin, body: { runOnUpload: true, limits: { wallSeconds: 20 } } });
  const zip = await autograderZip({ 'setup.sh': SETUP, run_autograder: run, 'grade.py': GRADER, 'tests.yaml': CONFIG, ...files });
  const posted = await postMultipart(t.server.url, `/assignments/${assignment.id}/autograder/`, w.tokens.admin, [{ field: 'file', name: 'autograder.zip', content: zip }]);
  expect(posted.status).toBe(201);
  if (timeLimitSeconds !== undefined) {
    expect((await t.api.patch(`/assignments/${assignment.id}/autograder/`, { auth: w.tokens.admin, body: { timeLimitSeconds } })).status).toBe(200);
  }
  await work();
  const uploaded = await postUpload(t.server.url, assignment.id, w.tokens.student, [{ name: 'add.py', content: ADD }]);
  expect(uploaded.status).toBe(201);
  await work();
  const submissionId = uploaded.body.submission as number;
  const runsOf = async (auth: string) => (await t.api.get(`/submissions/${submissionId}/testRuns/`, { auth })).body.runs[0];
  return { ...w, assignment, submissionId, runsOf };
}

describe('a Gradescope-format autograder', () => {
  it('runs unchanged: pass, fail, partial credit, hidden and after_published tests, score override, formats, leaderboard', async () => {
    const w = await world();
    const staff = await w.runsOf(w.tokens.admin);
    expect(staff, JSON.stringify(staff)).toMatchObject({ source: 'autograder', state: 'completed', error: null, score: 4.5, output: "Graded by the course's own autograder", executionTimeMs: 1500 });
    expect(staff.stdout).toContain(`graded ${w.people.student.email}`);
    expect(staff.extraData).toEqual({ grader: 'v2' });
    expect(staff.leaderboard).toEqual([{ name: 'Speed', value: 12.5, order: 'asc' }]);
    expect(staff.results.map((r: { description: string; categoryName: string; passed: boolean; score: number | null; maxPoints: number; outputFormat: string; visibility: string }) => [r.categoryName, r.description, r.passed, r.maxPoints, r.outputFormat, r.visibility])).toEqual([
      ['Basics', 'adds small numbers', true, 2, 'ansi', 'visible'],
      ['Basics', 'adds negatives', false, 1, 'html', 'visible'],
      ['Style', 'style', false, 1, 'md', 'visible'],
      ['Question 3', 'secret edge case', true, 1, 'text', 'hidden'],
      ['Question 3', 'big numbers', false, 1, 'text', 'after_published'],
    ]);
    expect(staff.results[2].score).toBe(0.5);
    // The html output is stored as written; the web app sanitizes it when it renders.
    expect(staff.results[1].logs).toContain('<b>expected</b> -3, got 1');

    // The student, before the feedback is out: visible results only, nothing of the hidden or later ones.
    const before = await t.api.get(`/submissions/${w.submissionId}/testRuns/`, { auth: w.tokens.student });
    expect(before.text).not.toContain('SECRET');
    expect(before.body.runs[0].results.map((r: { description: string }) => r.description)).toEqual(['adds small numbers', 'adds negatives', 'style']);
    expect(before.body.runs[0]).toMatchObject({ hiddenResults: 2, stdout: null, extraData: null });

    // Published: after_published shows; hidden never does.
    await t.server.ctx.db.update(assignments).set({ isReleased: true }).where(eq(assignments.id, w.assignment.id));
    await t.server.ctx.db.update(submissions).set({ isFinalized: true }).where(eq(submissions.id, w.submissionId));
    const after = await t.api.get(`/submissions/${w.submissionId}/testRuns/`, { auth: w.tokens.student });
    expect(after.text).toContain('SECRET-LATER');
    expect(after.text).not.toContain('SECRET-HIDDEN');
    expect(after.body.runs[0].hiddenResults).toBe(1);

    // The leaderboard, under a name the student chose.
    expect((await t.api.put(`/assignments/${w.assignment.id}/leaderboard/name/`, { auth: w.tokens.student, body: { name: 'Speedy' } })).status).toBeLessThan(300);
    const board = (await t.api.get(`/assignments/${w.assignment.id}/leaderboard/`, { auth: w.tokens.student })).body;
    expect(board.rows).toEqual([expect.objectContaining({ rank: 1, name: 'Speedy', mine: true, values: { Speed: 12.5 } })]);
    expect(JSON.stringify(board)).not.toContain(w.people.student.email);
  }, 600_000);

  it('ends as could not be graded when run_autograder writes invalid JSON, writes nothing, or runs past its time limit', async () => {
    // The zip's own time limit, not the environment's 20 s wall time (a zip's run gets Gradescope's default, 600 s).
    const cases: [string, string, number | undefined][] = [
      ['#!/bin/bash\necho "{not json" > /autograder/results/results.json\necho printed-before-failing\n', 'results.json is not valid JSON', undefined],
      ['#!/bin/bash\necho "forgot the results"\nexit 2\n', 'run_autograder wrote no /autograder/results/results.json of at most 8 MB. run_autograder exited with status 2.', undefined],
      ['#!/bin/bash\nsleep 30\n', "run_autograder did not finish within 10 seconds. Raise the zip's time limit under Tests tab › Autograder zip › Time limit.", 10],
    ];
    for (const [run, message, timeLimitSeconds] of cases) {
      const w = await world(run, {}, timeLimitSeconds);
      const staff = await w.runsOf(w.tokens.admin);
      expect(staff.state, JSON.stringify(staff)).toBe('error');
      expect(staff.error).toContain(message);
      const student = await w.runsOf(w.tokens.student);
      expect(student).toMatchObject({ state: 'error', error: null, stdout: null });
    }
  }, 600_000);
});
