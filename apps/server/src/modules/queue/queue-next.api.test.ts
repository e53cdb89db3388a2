import { asc, eq } from 'drizzle-orm';
import { auditEvents, courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll } from '../../testing/factories';
import { createAssignment, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

// GET /assignments/{id}/queueNext/: which submission the next claim would take, read without claiming (the web
// app reads the next submission ahead of "Done & next" with it).

const t = useTestServer();

describe('GET /assignments/:id/queueNext/', () => {
  it('names the submission the next claim takes, in queue order, and claims nothing', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const { people, tokens } = world;
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, world.course.id);
    const students = [];
    for (let i = 0; i < 3; i += 1) {
      const student = await createUser(db, { organizationId: world.organization.id });
      await enroll(db, world.course.id, student.id, ['student']);
      students.push(student);
    }
    const later = await createSubmission(db, assignment.id, { students: [students[0]!], queueOrderKey: 2 });
    const first = await createSubmission(db, assignment.id, { students: [students[1]!], queueOrderKey: 1 });
    await createSubmission(db, assignment.id, { students: [students[2]!], queueOrderKey: 0, grader: people.superGrader });
    const next = `/assignments/${assignment.id}/queueNext/`;

    const peeked = await t.api.get(next, { auth: tokens.grader });
    expect(peeked.status).toBe(200);
    expect(peeked.body).toEqual({ submission: first.id });
    // Asking again changes nothing: the same answer, still unclaimed, nothing recorded.
    expect((await t.api.get(next, { auth: tokens.superGrader })).body).toEqual({ submission: first.id });
    expect((await storedSubmission(db, first.id)).graderId).toBeNull();
    const events = await db.select().from(auditEvents).where(eq(auditEvents.courseId, world.course.id)).orderBy(asc(auditEvents.id));
    expect(events).toEqual([]);

    const claimed = await t.api.post(`/assignments/${assignment.id}/claim/`, { auth: tokens.grader });
    expect(claimed.body).toMatchObject({ id: first.id });
    expect((await t.api.get(next, { auth: tokens.grader })).body).toEqual({ submission: later.id });
    await t.api.post(`/assignments/${assignment.id}/claim/`, { auth: tokens.grader });
    expect((await t.api.get(next, { auth: tokens.admin })).body).toEqual({ submission: null });
  });

  it('answers as the claim does: students 403, outside the course 404, a queue turned off 400', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, course.id);
    await createSubmission(db, assignment.id, { students: [people.student] });
    const next = `/assignments/${assignment.id}/queueNext/`;
    expect((await t.api.get(next, { auth: tokens.student })).status).toBe(403);
    expect((await t.api.get(next, { auth: tokens.otherAdmin })).status).toBe(404);
    expect((await t.api.get(next, { auth: tokens.otherCourseStudent })).status).toBe(404);
    expect((await t.api.get(next)).status).toBe(401);
    await db.update(courses).set({ activateQueue: false }).where(eq(courses.id, course.id));
    const off = await t.api.get(next, { auth: tokens.grader });
    expect(off.status).toBe(400);
    expect(off.body).toEqual({ non_field_errors: ['The grading queue is turned off for this course.'] });
  });
});
