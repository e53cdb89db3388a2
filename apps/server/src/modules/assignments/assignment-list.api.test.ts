import { eq } from 'drizzle-orm';
import { courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

describe('GET /courses/:id/assignments/', () => {
  it('lists every assignment of the course to staff by sortKey then id, each as GET /assignments/{id}/ shows it', async () => {
    const { course, otherCourse, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const late = await createAssignment(db, course.id, { sortKey: 5 });
    const early = await createAssignment(db, course.id, { sortKey: 1, isVisible: false });
    const tie = await createAssignment(db, course.id, { sortKey: 5 });
    await createAssignment(db, otherCourse.id);
    for (const caller of [tokens.admin, tokens.grader, tokens.superGrader]) {
      const res = await t.api.get(`/courses/${course.id}/assignments/`, { auth: caller });
      expect(res.status).toBe(200);
      expect(res.body.map((a: { id: number }) => a.id)).toEqual([early.id, late.id, tie.id]);
    }
    const list = await t.api.get(`/courses/${course.id}/assignments/`, { auth: tokens.admin });
    const one = await t.api.get(`/assignments/${late.id}/`, { auth: tokens.admin });
    expect(list.body[1]).toEqual(one.body);
  });

  it('shows students the visible assignments only', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const visible = await createAssignment(db, course.id);
    await createAssignment(db, course.id, { isVisible: false });
    const res = await t.api.get(`/courses/${course.id}/assignments/`, { auth: tokens.student });
    expect(res.status).toBe(200);
    expect(res.body.map((a: { id: number }) => a.id)).toEqual([visible.id]);
  });

  it('answers 404 outside the course, platform admins included, and [] for a course without assignments', async () => {
    const { course, otherCourse, tokens } = await createCourseWorld(t.server.ctx);
    await createAssignment(t.server.ctx.db, course.id);
    for (const caller of [tokens.otherAdmin, tokens.otherCourseStudent, tokens.platformAdmin]) {
      const res = await t.api.get(`/courses/${course.id}/assignments/`, { auth: caller });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    expect((await t.api.get('/courses/999999999/assignments/', { auth: tokens.admin })).status).toBe(404);
    expect((await t.api.get(`/courses/${course.id}/assignments/`)).status).toBe(401);
    expect((await t.api.get(`/courses/${otherCourse.id}/assignments/`, { auth: tokens.otherAdmin })).body).toEqual([]);
  });

  it('computes mean and median of each assignment over its finalized graded submissions', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const graded = await createAssignment(db, course.id, { sortKey: 1 });
    const empty = await createAssignment(db, course.id, { sortKey: 2 });
    await createSubmission(db, graded.id, { students: [people.student], grader: people.grader, isFinalized: true, grade: 3 });
    await createSubmission(db, graded.id, { students: [people.otherStudent], grader: people.grader, isFinalized: true, grade: -2 });
    await createSubmission(db, graded.id, { students: [], grader: people.grader, isFinalized: false, grade: 10 });
    await createSubmission(db, empty.id, { students: [], isFinalized: false, grade: 10 });
    const res = await t.api.get(`/courses/${course.id}/assignments/`, { auth: tokens.grader });
    expect(res.body.map((a: { id: number; mean: number | null; median: number | null }) => [a.id, a.mean, a.median])).toEqual([
      [graded.id, 0.5, 0.5],
      [empty.id, null, null],
    ]);
  });

  it('gives students mean and median only where the course shows them statistics and the assignment is published', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const published = await createAssignment(db, course.id, { sortKey: 1, isReleased: true });
    const unpublished = await createAssignment(db, course.id, { sortKey: 2, isReleased: false });
    for (const assignment of [published, unpublished]) {
      await createSubmission(db, assignment.id, { students: [people.student], grader: people.grader, isFinalized: true, grade: 8 });
    }
    const figures = async () => {
      const res = await t.api.get(`/courses/${course.id}/assignments/`, { auth: tokens.student });
      return res.body.map((a: { mean: number | null; median: number | null }) => [a.mean, a.median]);
    };
    expect(await figures()).toEqual([
      [null, null],
      [null, null],
    ]);
    expect((await t.api.get(`/assignments/${published.id}/`, { auth: tokens.student })).body.mean).toBeNull();
    await db.update(courses).set({ showStudentsStatistics: true }).where(eq(courses.id, course.id));
    expect(await figures()).toEqual([
      [8, 8],
      [null, null],
    ]);
    expect((await t.api.get(`/assignments/${published.id}/`, { auth: tokens.student })).body.median).toBe(8);
  });
});
