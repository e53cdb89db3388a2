import { eq } from 'drizzle-orm';
import { jobs, submissions, submissionTests, testRuns } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { createTestCase, createTestCategory } from '../../testing/test-case-factories';
import { useTestServer } from '../../testing/use-test-server';

// A submission nobody has graded yet shows no grade (never full marks) in the grade CSVs and the consoles' lists,
// and the statistics count only grades that exist. A submission whose newest autograder run could not be graded
// needs attention: its grade is blank everywhere staff read it, whatever its older versions' runs found, until a
// later run completes or staff finalize it (grades/listed-grade.ts).

const t = useTestServer();

async function world() {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, { points: 10, isVisible: true });
  const category = await createTestCategory(db, assignment.id, { name: 'Output' });
  const testCase = await createTestCase(db, category.id, { type: 'io_cli', command: 'python3 main.py', description: 'prints', exposed: true, pointsPass: 0, pointsFail: -3 });
  return { ...w, db, assignment, category, testCase };
}

type World = Awaited<ReturnType<typeof world>>;

let clock = Date.parse('2026-01-01T00:00:00Z');
const later = () => new Date((clock += 60_000));

async function run(w: World, submissionId: number, state: 'completed' | 'error' | 'queued' | 'running' | 'cancelled', jobId: number | null = null) {
  const [row] = await w.db
    .insert(testRuns)
    .values({ assignmentId: w.assignment.id, submissionId, trigger: 'upload', state, jobId, createdAt: later(), finishedAt: state === 'completed' || state === 'error' ? new Date() : null })
    .returning();
  return row!;
}

/** A completed run of an older version that failed the test: its result counts 7 of 10. */
async function testedSubmission(w: World, student = w.people.student) {
  const submission = await createSubmission(w.db, w.assignment.id, { students: [student], grader: w.people.grader, grade: 7 });
  await createFile(w.db, submission.id);
  const older = await run(w, submission.id, 'completed');
  await w.db.insert(submissionTests).values({ submissionId: submission.id, testCaseId: w.testCase.id, passed: false, logs: '', testRunId: older.id });
  return submission;
}

async function csvRows(path: string, token: string) {
  const res = await t.api.get(path, { auth: token });
  expect(res.status, path).toBe(200);
  return res.text.replace(/^\uFEFF/, '').trim().split(/\r?\n/).map((line) => line.split(','));
}

async function overviewRow(w: World, submissionId: number) {
  const res = await t.api.get(`/assignments/${w.assignment.id}/submissionOverview/`, { auth: w.tokens.admin });
  expect(res.status).toBe(200);
  return res.body.rows.find((row: { id: number }) => row.id === submissionId);
}

describe('an ungraded submission', () => {
  it('has a blank grade, never full marks, in the grade CSVs and the console lists; the statistics count only grades', async () => {
    const w = await world();
    // The grade rule's cache says 10 (points minus nothing) for work nobody graded.
    const ungraded = await createSubmission(w.db, w.assignment.id, { students: [w.people.student], grade: 10 });
    const finalized = await createSubmission(w.db, w.assignment.id, { students: [w.people.otherStudent], grader: w.people.grader, isFinalized: true, grade: 6 });

    const assignmentCsv = await csvRows(`/assignments/${w.assignment.id}/exportGrades/`, w.tokens.admin);
    const gradeColumn = assignmentCsv[0]!.indexOf('grade');
    const bySubmission = new Map(assignmentCsv.slice(1).map((cells) => [Number(cells[2]), cells[gradeColumn]]));
    expect(bySubmission.get(ungraded.id)).toBe('');
    expect(bySubmission.get(finalized.id)).toBe('6');

    const courseCsv = await csvRows(`/courses/${w.course.id}/exportGrades/`, w.tokens.admin);
    const column = courseCsv[0]!.indexOf(w.assignment.name);
    const byEmail = new Map(courseCsv.slice(1).map((cells) => [cells[0], cells]));
    expect(byEmail.get(w.people.student.email)![column]).toBe('');
    expect(byEmail.get(w.people.student.email)!.at(-1)).toBe('');
    expect(byEmail.get(w.people.otherStudent.email)![column]).toBe('6');

    expect(await overviewRow(w, ungraded.id)).toMatchObject({ grade: null, needsAttention: false });
    expect(await overviewRow(w, finalized.id)).toMatchObject({ grade: 6, needsAttention: false });

    const statistics = await t.api.get(`/assignments/${w.assignment.id}/statistics/`, { auth: w.tokens.admin });
    expect(statistics.body).toMatchObject({ mean: 6, median: 6, graded: 1 });
    const assignment = await t.api.get(`/assignments/${w.assignment.id}/`, { auth: w.tokens.admin });
    expect(assignment.body).toMatchObject({ mean: 6, median: 6 });
  });

  it('shows the grade its tests made before anyone finalized it', async () => {
    const w = await world();
    const tested = await testedSubmission(w);
    expect(await overviewRow(w, tested.id)).toMatchObject({ grade: 7, needsAttention: false });
    const csv = await csvRows(`/assignments/${w.assignment.id}/exportGrades/`, w.tokens.admin);
    expect(csv.find((cells) => Number(cells[2]) === tested.id)![csv[0]!.indexOf('grade')]).toBe('7');
  });
});

describe('a submission whose newest run could not be graded', () => {
  async function expectBlank(w: World, submissionId: number) {
    const read = await t.api.get(`/submissions/${submissionId}/`, { auth: w.tokens.grader });
    expect(read.body).toMatchObject({ grade: null, needsAttention: true });
    const review = await t.api.get(`/submissions/${submissionId}/review/`, { auth: w.tokens.grader });
    expect(review.body.submission).toMatchObject({ grade: null, needsAttention: true });
    expect(await overviewRow(w, submissionId)).toMatchObject({ grade: null, needsAttention: true });
    const csv = await csvRows(`/assignments/${w.assignment.id}/exportGrades/`, w.tokens.admin);
    expect(csv.find((cells) => Number(cells[2]) === submissionId)![csv[0]!.indexOf('grade')]).toBe('');
  }

  async function expectGrade(w: World, submissionId: number, grade: number) {
    expect((await t.api.get(`/submissions/${submissionId}/`, { auth: w.tokens.grader })).body).toMatchObject({ grade, needsAttention: false });
    expect(await overviewRow(w, submissionId)).toMatchObject({ grade, needsAttention: false });
  }

  it('needs attention with a blank grade, whatever older versions scored, until a later run completes', async () => {
    const w = await world();
    const submission = await testedSubmission(w);
    await run(w, submission.id, 'error');
    await expectBlank(w, submission.id);
    // A re-run waiting or running does not end the attention; cancelled runs are not the newest that ended.
    await run(w, submission.id, 'queued');
    await run(w, submission.id, 'cancelled');
    await expectBlank(w, submission.id);
    await run(w, submission.id, 'completed');
    await expectGrade(w, submission.id, 7);
  });

  it('needs attention when its job failed before the run row caught up', async () => {
    const w = await world();
    const submission = await testedSubmission(w);
    const [job] = await w.db.insert(jobs).values({ kind: 'autograder.run', state: 'failed' }).returning();
    await run(w, submission.id, 'running', job!.id);
    await expectBlank(w, submission.id);
  });

  it('is graded as it stands once staff finalize it, and students never read the flag', async () => {
    const w = await world();
    const submission = await testedSubmission(w);
    await run(w, submission.id, 'error');
    await expectBlank(w, submission.id);
    const patched = await t.api.patch(`/submissions/${submission.id}/`, { auth: w.tokens.grader, body: { isFinalized: true } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ grade: 7, needsAttention: false });
    await expectGrade(w, submission.id, 7);
    // Before the feedback is out the student's review carries neither the grade nor the flag.
    await w.db.update(submissions).set({ isFinalized: false }).where(eq(submissions.id, submission.id));
    const own = await t.api.get(`/submissions/${submission.id}/review/`, { auth: w.tokens.student });
    expect(own.status).toBe(200);
    expect(own.body.submission).toMatchObject({ grade: null, needsAttention: false });
  });
});
