import { eq } from 'drizzle-orm';
import { courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { enrollStudents } from '../../testing/section-factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();
const statisticsOf = (assignmentId: number, auth?: string) => t.api.get(`/assignments/${assignmentId}/statistics/`, { auth });
const counts = (bins: { count: number }[]) => bins.map((bin) => bin.count);

describe('GET /assignments/:id/statistics/', () => {
  it('answers an assignment without grades with nulls, empty bins over 0..points and its counts', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    const assignment = await createAssignment(t.server.ctx.db, course.id, { points: 20 });
    const res = await statisticsOf(assignment.id, tokens.admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      assignment: assignment.id,
      points: 20,
      mean: null,
      median: null,
      min: null,
      max: null,
      graded: 0,
      histogram: Array.from({ length: 10 }, (_, i) => ({ start: 2 * i, end: 2 * i + 2, count: 0 })),
      finalized: 0,
      inProgress: 0,
      unclaimed: 0,
      missing: 2,
    });
  });

  it('computes the figures over finalized graded submissions only, with the median of a tie', async () => {
    const { course, organization, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const [a, b, c, d, e, f, g] = await enrollStudents(db, course.id, organization.id, 7);
    const assignment = await createAssignment(db, course.id, { points: 10 });
    const grader = people.grader;
    await createSubmission(db, assignment.id, { students: [a!], grader, isFinalized: true, grade: 1 });
    await createSubmission(db, assignment.id, { students: [b!], grader, isFinalized: true, grade: 4 });
    await createSubmission(db, assignment.id, { students: [c!, d!], grader, isFinalized: true, grade: 4 });
    await createSubmission(db, assignment.id, { students: [e!], grader, isFinalized: true, grade: 10 });
    await createSubmission(db, assignment.id, { students: [f!], grader, isFinalized: true, grade: null });
    await createSubmission(db, assignment.id, { students: [g!], grader, isFinalized: false, grade: 7 });
    await createSubmission(db, assignment.id, { students: [people.student], isFinalized: false, grade: 9 });
    const res = await statisticsOf(assignment.id, tokens.grader);
    expect(res.body).toMatchObject({ points: 10, mean: 4.75, median: 4, min: 1, max: 10, graded: 4 });
    expect(counts(res.body.histogram)).toEqual([0, 1, 0, 0, 2, 0, 0, 0, 0, 1]);
    // Missing: otherStudent only (c and d share a submission).
    expect(res.body).toMatchObject({ finalized: 5, inProgress: 1, unclaimed: 1, missing: 1 });
    const fetched = await t.api.get(`/assignments/${assignment.id}/`, { auth: tokens.grader });
    expect([fetched.body.mean, fetched.body.median]).toEqual([res.body.mean, res.body.median]);
  });

  it('takes the middle pair\'s mean for an even count, and widens the histogram to negative and extra-credit grades', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, course.id, { points: 10 });
    for (const grade of [-5, 10, 12.5, 3.3]) {
      await createSubmission(db, assignment.id, { students: [], grader: people.grader, isFinalized: true, grade });
    }
    const res = await statisticsOf(assignment.id, tokens.superGrader);
    expect(res.body).toMatchObject({ min: -5, max: 12.5, graded: 4 });
    expect(res.body.mean).toBeCloseTo(5.2);
    expect(res.body.median).toBeCloseTo(6.65);
    expect(res.body.histogram[0].start).toBe(-5);
    expect(res.body.histogram[9].end).toBe(12.5);
    // Bins of 1.75 from -5: 3.3 in [2, 3.75), 10 in [9, 10.75), 12.5 closes the last.
    expect(counts(res.body.histogram)).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 1, 1]);
    const fetched = await t.api.get(`/assignments/${assignment.id}/`, { auth: tokens.admin });
    expect([fetched.body.mean, fetched.body.median]).toEqual([res.body.mean, res.body.median]);
  });

  it('is for staff always; outsiders (platform admins too) and unknown ids 404', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    const assignment = await createAssignment(t.server.ctx.db, course.id, { isVisible: false });
    for (const auth of [tokens.admin, tokens.grader, tokens.superGrader]) {
      expect((await statisticsOf(assignment.id, auth)).status).toBe(200);
    }
    for (const auth of [tokens.otherAdmin, tokens.otherCourseStudent, tokens.platformAdmin]) {
      const res = await statisticsOf(assignment.id, auth);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    expect((await statisticsOf(999999999, tokens.admin)).status).toBe(404);
    expect((await statisticsOf(assignment.id)).status).toBe(401);
  });

  it('shows students the figures without the counts only when the course allows it and the assignment is visible and published', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const published = await createAssignment(db, course.id, { isReleased: true });
    const unpublished = await createAssignment(db, course.id, { isReleased: false });
    const hidden = await createAssignment(db, course.id, { isReleased: true, isVisible: false });
    await createSubmission(db, published.id, { students: [people.student], grader: people.grader, isFinalized: true, grade: 6 });
    const refused = await statisticsOf(published.id, tokens.student);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    await db.update(courses).set({ showStudentsStatistics: true }).where(eq(courses.id, course.id));
    const res = await statisticsOf(published.id, tokens.otherStudent);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mean: 6, median: 6, graded: 1, finalized: null, inProgress: null, unclaimed: null, missing: null });
    expect((await statisticsOf(unpublished.id, tokens.student)).status).toBe(403);
    // An invisible assignment does not exist for students.
    expect((await statisticsOf(hidden.id, tokens.student)).status).toBe(404);
  });

  it('answers right for a course of 200 students', async () => {
    const { course, organization, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const students = await enrollStudents(db, course.id, organization.id, 198);
    const assignment = await createAssignment(db, course.id, { points: 10 });
    // 150 submissions: 50 finalized with grades 0..9 five times over, 50 in progress, 50 unclaimed.
    for (const [i, student] of students.slice(0, 150).entries()) {
      const state = i % 3;
      await createSubmission(db, assignment.id, {
        students: [student],
        grader: state === 2 ? undefined : people.grader,
        isFinalized: state === 0,
        grade: Math.floor(i / 3) % 10,
      });
    }
    const res = await statisticsOf(assignment.id, tokens.admin);
    expect(res.body).toMatchObject({ mean: 4.5, median: 4.5, min: 0, max: 9, graded: 50, finalized: 50, inProgress: 50, unclaimed: 50, missing: 50 });
    expect(counts(res.body.histogram)).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
  });
});
