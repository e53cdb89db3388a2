import { eq } from 'drizzle-orm';
import { assignments } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { enrollStudents } from '../../testing/section-factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

async function listWorld() {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, { isReleased: true });
  const mine = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader, isFinalized: true });
  const theirs = await createSubmission(db, assignment.id, { students: [w.people.otherStudent], grader: w.people.superGrader });
  return { ...w, assignment, mine, theirs, path: `/assignments/${assignment.id}/submissions/` };
}

const ids = (body: { id: number }[]) => body.map((s) => s.id);

describe('GET /assignments/:id/submissions', () => {
  it('gives staff every submission as a bare array, filtered by student and grader e-mail', async () => {
    const { mine, theirs, people, tokens, path } = await listWorld();
    for (const auth of [tokens.admin, tokens.superGrader, tokens.grader]) {
      const res = await t.api.get(path, { auth });
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual([mine.id, theirs.id]);
    }
    const byStudent = await t.api.get(`${path}?student=${encodeURIComponent(people.otherStudent.email.toUpperCase())}`, { auth: tokens.admin });
    expect(ids(byStudent.body)).toEqual([theirs.id]);
    const byGrader = await t.api.get(`${path}?grader=${encodeURIComponent(people.grader.email)}`, { auth: tokens.grader });
    expect(ids(byGrader.body)).toEqual([mine.id]);
    const both = await t.api.get(`${path}?grader=${encodeURIComponent(people.grader.email)}&student=${encodeURIComponent(people.otherStudent.email)}`, { auth: tokens.admin });
    expect(both.body).toEqual([]);
    const nobody = await t.api.get(`${path}?student=nobody@example.edu`, { auth: tokens.admin });
    expect(nobody.body).toEqual([]);
  });

  it('pages only when asked', async () => {
    const { mine, theirs, tokens, path } = await listWorld();
    const page = await t.api.get(`${path}?page=2&page_size=1`, { auth: tokens.admin });
    expect(page.body).toMatchObject({ count: 2, next: null, results: [{ id: theirs.id }] });
    expect(page.body.previous).toContain('page=1');
    expect(mine.id).toBeLessThan(theirs.id);
  });

  it('counts and pages what the filters keep, in the order of the bare array', async () => {
    const { mine, theirs, people, tokens, path } = await listWorld();
    const first = await t.api.get(`${path}?page=1&page_size=1`, { auth: tokens.admin });
    expect(first.body).toMatchObject({ count: 2, previous: null, results: [{ id: mine.id }] });
    expect(first.body.next).toContain('page=2');
    const byGrader = await t.api.get(`${path}?grader=${encodeURIComponent(people.superGrader.email)}&page=1`, { auth: tokens.admin });
    expect(byGrader.body).toMatchObject({ count: 1, next: null, previous: null, results: [{ id: theirs.id }] });
    const pastEnd = await t.api.get(`${path}?page=5&page_size=1`, { auth: tokens.admin });
    expect(pastEnd.body).toMatchObject({ count: 2, next: null, results: [] });
    expect(pastEnd.body.previous).toContain('page=2');
    const own = await t.api.get(`${path}?student=${encodeURIComponent(people.student.email)}&page=1`, { auth: tokens.student });
    expect(own.body).toMatchObject({ count: 1, results: [{ id: mine.id, grader: null }] });
    const notYours = await t.api.get(`${path}?student=${encodeURIComponent(people.otherStudent.email)}&page=1`, { auth: tokens.otherStudent });
    expect(notYours.body).toMatchObject({ count: 0, next: null, previous: null, results: [] });
  });

  it('gives a student only their own finalized submission, only of a published and visible assignment', async () => {
    const { assignment, mine, people, tokens, path } = await listWorld();
    const own = `${path}?student=${encodeURIComponent(people.student.email)}`;
    const res = await t.api.get(own, { auth: tokens.student });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([mine.id]);
    expect(res.body[0].grader).toBeNull();
    expect((await t.api.get(path, { auth: tokens.student })).status).toBe(403);
    expect((await t.api.get(`${path}?student=${encodeURIComponent(people.otherStudent.email)}`, { auth: tokens.student })).status).toBe(403);
    // The other student's submission is not finalized.
    const other = await t.api.get(`${path}?student=${encodeURIComponent(people.otherStudent.email)}`, { auth: tokens.otherStudent });
    expect(other.body).toEqual([]);
    // An invisible assignment does not exist for students.
    await t.server.ctx.db.update(assignments).set({ isVisible: false }).where(eq(assignments.id, assignment.id));
    expect((await t.api.get(own, { auth: tokens.student })).status).toBe(404);
  });

  it('answers 404 to outsiders (platform admins too) and for unknown assignments', async () => {
    const { tokens, path } = await listWorld();
    for (const auth of [tokens.otherAdmin, tokens.otherCourseStudent, tokens.platformAdmin]) {
      const res = await t.api.get(path, { auth });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    expect((await t.api.get('/assignments/999999/submissions/', { auth: tokens.admin })).status).toBe(404);
  });

  it('lists many submissions, each with its own students', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, course.id);
    const students = await enrollStudents(db, course.id, course.organizationId, 40);
    for (const student of students) await createSubmission(db, assignment.id, { students: [student], grader: people.grader });
    const res = await t.api.get(`/assignments/${assignment.id}/submissions`, { auth: tokens.admin });
    expect(res.body).toHaveLength(40);
    expect(res.body.every((s: { students: string[] }) => s.students.length === 1)).toBe(true);
  });
});
