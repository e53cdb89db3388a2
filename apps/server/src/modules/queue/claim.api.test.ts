import { eq } from 'drizzle-orm';
import { courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll } from '../../testing/factories';
import { createAssignment, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

async function studentsOf(world: Awaited<ReturnType<typeof createCourseWorld>>, count: number) {
  const db = t.server.ctx.db;
  const students = [];
  for (let i = 0; i < count; i += 1) {
    const student = await createUser(db, { organizationId: world.organization.id });
    await enroll(db, world.course.id, student.id, ['student']);
    students.push(student);
  }
  return students;
}

describe('POST /assignments/:id/claim/', () => {
  it('hands out unclaimed, unfinalized submissions in queueOrderKey then id order, then answers 204', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const { people, tokens } = world;
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, world.course.id);
    const [a, b, c, d, e] = await studentsOf(world, 5);
    const last = await createSubmission(db, assignment.id, { students: [a!], queueOrderKey: 3 });
    const first = await createSubmission(db, assignment.id, { students: [b!], queueOrderKey: 1 });
    const second = await createSubmission(db, assignment.id, { students: [c!], queueOrderKey: 1 });
    await createSubmission(db, assignment.id, { students: [d!], queueOrderKey: 0, grader: people.superGrader });
    await createSubmission(db, assignment.id, { students: [e!], queueOrderKey: 0, isFinalized: true });
    const claim = `/assignments/${assignment.id}/claim/`;
    const length = `/assignments/${assignment.id}/queueLength/`;
    expect((await t.api.get(length, { auth: tokens.grader })).body).toEqual({ queueLength: 3 });
    for (const expected of [first, second, last]) {
      const res = await t.api.post(claim, { auth: tokens.grader });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: expected.id, grader: people.grader.email, hasGrader: true, isFinalized: false });
      expect(res.body).toEqual((await t.api.get(`/submissions/${expected.id}/`, { auth: tokens.grader })).body);
    }
    expect((await t.api.get(length, { auth: tokens.admin })).body).toEqual({ queueLength: 0 });
    const empty = await t.api.post(claim, { auth: tokens.grader });
    expect(empty.status).toBe(204);
    expect(empty.text).toBe('');
  });

  it('refuses when the course turned its queue off, or is archived', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, course.id);
    const submission = await createSubmission(db, assignment.id, { students: [people.student] });
    const claim = `/assignments/${assignment.id}/claim/`;
    await db.update(courses).set({ activateQueue: false }).where(eq(courses.id, course.id));
    const off = await t.api.post(claim, { auth: tokens.grader });
    expect(off.status).toBe(400);
    expect(off.body).toEqual({ non_field_errors: ['The grading queue is turned off for this course.'] });
    await db.update(courses).set({ activateQueue: true, archived: true }).where(eq(courses.id, course.id));
    const archived = await t.api.post(claim, { auth: tokens.grader });
    expect(archived.status).toBe(400);
    expect(archived.body).toEqual({ non_field_errors: ['The Course is archived and cannot be edited.'] });
    expect((await storedSubmission(db, submission.id))!.graderId).toBeNull();
  });

  it('is for the course graders: students 403, outsiders (platform admins too) 404, anonymous 401, unknown assignments 404', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, course.id);
    await createSubmission(db, assignment.id, { students: [people.student] });
    await createSubmission(db, assignment.id, { students: [people.otherStudent] });
    const claim = `/assignments/${assignment.id}/claim/`;
    const length = `/assignments/${assignment.id}/queueLength/`;
    expect((await t.api.post(claim, { auth: tokens.student })).status).toBe(403);
    for (const auth of [tokens.otherCourseStudent, tokens.otherAdmin, tokens.platformAdmin]) {
      const res = await t.api.post(claim, { auth });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    expect((await t.api.post(claim)).status).toBe(401);
    expect((await t.api.post('/assignments/999999/claim/', { auth: tokens.grader })).status).toBe(404);
    expect((await t.api.post(claim, { auth: tokens.superGrader })).body.grader).toBe(people.superGrader.email);
    expect((await t.api.post(claim, { auth: tokens.admin })).body.grader).toBe(people.admin.email);

    for (const auth of [tokens.grader, tokens.superGrader, tokens.admin]) {
      expect((await t.api.get(length, { auth })).body).toEqual({ queueLength: 0 });
    }
    expect((await t.api.get(length, { auth: tokens.student })).status).toBe(403);
    for (const auth of [tokens.otherCourseStudent, tokens.otherAdmin, tokens.platformAdmin]) {
      const res = await t.api.get(length, { auth });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    expect((await t.api.get('/assignments/999999/queueLength/', { auth: tokens.grader })).status).toBe(404);
  });
});
