import { submissionTests, testRuns } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { enrollStudents } from '../../testing/section-factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { createTestCase, createTestCategory } from '../../testing/test-case-factories';
import { useTestServer } from '../../testing/use-test-server';

// The list (bare array and pages) is read by its own statement (list-queries.ts): each of its rows must be the
// submission exactly as its own read answers it, field by field, whatever the submission holds.

const t = useTestServer();

async function assortedSubmissions() {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, { points: 10 });
  const [a, b, c, d] = await enrollStudents(db, w.course.id, w.organization.id, 4);
  const category = await createTestCategory(db, assignment.id, { name: 'Output' });
  const testCase = await createTestCase(db, category.id, { type: 'io_cli', command: 'python3 main.py', description: 'prints', exposed: true });
  // Two students (listed in e-mail order), two files, a test result, an answered regrade request, a late day.
  const pair = await createSubmission(db, assignment.id, {
    students: [b!, a!],
    grader: w.people.grader,
    isFinalized: true,
    grade: 7.5,
    queueOrderKey: 2,
    questionIsOpen: false,
    questionIsRegrade: true,
    questionText: 'Why −2?',
    questionResponse: 'See line 4.',
    questionResponderId: w.people.superGrader.id,
    questionDate: new Date('2026-03-01T10:00:00.123Z'),
    responseDate: new Date('2026-03-02T11:30:00.456Z'),
    lateDayCreditsUsed: 1,
    testRunsCompleted: 1,
  });
  await createFile(db, pair.id, { name: 'b.py' });
  await createFile(db, pair.id, { name: 'a.py' });
  const run = await db.insert(testRuns).values({ assignmentId: assignment.id, submissionId: pair.id, trigger: 'upload', state: 'completed', finishedAt: new Date() }).returning();
  await db.insert(submissionTests).values({ submissionId: pair.id, testCaseId: testCase.id, passed: true, logs: '', testRunId: run[0]!.id });
  // Its newest run could not be graded: blank grade, needs attention.
  const failed = await createSubmission(db, assignment.id, { students: [c!], grade: 4, queueOrderKey: 1 });
  await db.insert(testRuns).values({ assignmentId: assignment.id, submissionId: failed.id, trigger: 'upload', state: 'error', finishedAt: new Date() });
  // No students left, no files; same queue key as the pair (ties by id).
  const empty = await createSubmission(db, assignment.id, { students: [], queueOrderKey: 2 });
  const plain = await createSubmission(db, assignment.id, { students: [d!], grader: w.people.superGrader, grade: 0, queueOrderKey: 0 });
  return { ...w, assignment, order: [plain.id, failed.id, pair.id, empty.id] };
}

describe('GET /assignments/:id/submissions rows', () => {
  it('are each submission as its own read answers it, in queue order then id, in the bare array and in pages', async () => {
    const w = await assortedSubmissions();
    const path = `/assignments/${w.assignment.id}/submissions/`;
    const list = await t.api.get(path, { auth: w.tokens.admin });
    expect(list.status).toBe(200);
    expect(list.body.map((row: { id: number }) => row.id)).toEqual(w.order);
    for (const row of list.body) {
      const own = await t.api.get(`/submissions/${row.id}/`, { auth: w.tokens.admin });
      expect(row).toEqual(own.body);
    }
    const failed = list.body[1];
    expect(failed).toMatchObject({ grade: null, needsAttention: true });
    const pair = list.body[2];
    expect(pair.students).toEqual([...pair.students].sort());
    expect(pair.files).toHaveLength(2);
    expect(pair.tests).toHaveLength(1);
    expect(list.body[3]).toMatchObject({ students: [], files: [], tests: [] });

    const pages = [];
    for (let page = 1; page <= 2; page++) {
      const res = await t.api.get(`${path}?page=${page}&page_size=3`, { auth: w.tokens.admin });
      expect(res.body.count).toBe(4);
      pages.push(...res.body.results);
    }
    expect(pages).toEqual(list.body);
  });

  it('page past the end: the count of the whole list and no rows; a filter counts only what it keeps', async () => {
    const w = await assortedSubmissions();
    const path = `/assignments/${w.assignment.id}/submissions/`;
    const past = await t.api.get(`${path}?page=3&page_size=2`, { auth: w.tokens.admin });
    expect(past.body).toMatchObject({ count: 4, next: null, results: [] });
    const byGrader = await t.api.get(`${path}?grader=${encodeURIComponent(w.people.superGrader.email)}&page=1&page_size=1`, { auth: w.tokens.admin });
    expect(byGrader.body).toMatchObject({ count: 1, next: null, results: [{ id: w.order[0] }] });
  });

  it('carry pseudonyms under anonymous grading, in pages as in the bare array', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, w.course.id, { anonymousGrading: true });
    const students = await enrollStudents(db, w.course.id, w.organization.id, 5);
    for (const student of students) await createSubmission(db, assignment.id, { students: [student] });
    const path = `/assignments/${assignment.id}/submissions/`;
    const bare = await t.api.get(path, { auth: w.tokens.grader });
    const labels = bare.body.map((row: { students: string[] }) => row.students[0]);
    expect(labels.every((label: string) => /^Student \d+$/.test(label))).toBe(true);
    expect(new Set(labels).size).toBe(5);
    const page = await t.api.get(`${path}?page=2&page_size=2`, { auth: w.tokens.grader });
    expect(page.body.count).toBe(5);
    expect(page.body.results).toEqual(bare.body.slice(2, 4));
    for (const email of students.map((student) => student.email)) expect(JSON.stringify(page.body)).not.toContain(email);
  });
});
