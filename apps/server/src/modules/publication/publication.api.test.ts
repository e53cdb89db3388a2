import { eq } from 'drizzle-orm';
import { courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll } from '../../testing/factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

describe('GET /assignments/{id}/publication/', () => {
  it('counts the students of finalized submissions, partners each, and the work still open', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    await db.update(courses).set({ enableStudentFeedbackNotifications: true }).where(eq(courses.id, w.course.id));
    const deadline = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    const assignment = await createAssignment(db, w.course.id, { allowRegradeRequests: true, regradeDeadline: deadline });
    const third = await createUser(db, { organizationId: w.organization.id });
    await enroll(db, w.course.id, third.id, ['student']);
    await createSubmission(db, assignment.id, { students: [w.people.student, w.people.otherStudent], grader: w.people.grader, isFinalized: true });
    await createSubmission(db, assignment.id, { students: [third], grader: w.people.grader });
    const res = await t.api.get(`/assignments/${assignment.id}/publication/`, { auth: w.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      finalizedSubmissions: 1,
      studentsWithFeedback: 2,
      unfinalizedSubmissions: 1,
      isVisible: true,
      emailsStudents: true,
      regradeRequestsOpen: true,
      regradeDeadline: deadline.toISOString(),
    });
  });

  it('says nobody is e-mailed when the course sends no notifications or the assignment is hidden, and regrades closed after their deadline', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    // New courses send feedback e-mails (docs/PRODUCT.md, "Defaults"); this one has turned them off.
    await db.update(courses).set({ enableStudentFeedbackNotifications: false }).where(eq(courses.id, w.course.id));
    const quiet = await createAssignment(db, w.course.id, { allowRegradeRequests: true, regradeDeadline: new Date(Date.now() - 60_000) });
    expect((await t.api.get(`/assignments/${quiet.id}/publication/`, { auth: w.tokens.admin })).body).toMatchObject({
      finalizedSubmissions: 0,
      studentsWithFeedback: 0,
      emailsStudents: false,
      regradeRequestsOpen: false,
    });
    await db.update(courses).set({ enableStudentFeedbackNotifications: true }).where(eq(courses.id, w.course.id));
    const hidden = await createAssignment(db, w.course.id, { isVisible: false, allowRegradeRequests: false });
    expect((await t.api.get(`/assignments/${hidden.id}/publication/`, { auth: w.tokens.admin })).body).toMatchObject({ isVisible: false, emailsStudents: false, regradeRequestsOpen: false });
  });

  it('is for the course admins: staff 403, outsiders 404', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const assignment = await createAssignment(t.server.ctx.db, w.course.id);
    const path = `/assignments/${assignment.id}/publication/`;
    for (const auth of [w.tokens.grader, w.tokens.superGrader, w.tokens.student]) expect((await t.api.get(path, { auth })).status).toBe(403);
    for (const auth of [w.tokens.otherAdmin, w.tokens.otherCourseStudent]) expect((await t.api.get(path, { auth })).status).toBe(404);
    expect((await t.api.get(path)).status).toBe(401);
  });
});
