import { eq } from 'drizzle-orm';
import { API_ERRORS, SUBMISSION_ACTION_MESSAGES } from '@marginalia/contracts';
import { assignments, courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

const DAY = 24 * 60 * 60 * 1000;

/** A released, finalized submission of `student` held by `grader`, on an assignment that takes regrade requests. */
async function regradeWorld(values: Partial<typeof assignments.$inferInsert> = {}) {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, { isReleased: true, isVisible: true, allowRegradeRequests: true, ...values });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader, isFinalized: true });
  const ask = (token: string, questionText = 'Please look at question 2 again.') =>
    t.api.post(`/submissions/${submission.id}/submitRegrade/`, { auth: token, body: { questionText } });
  return { ...w, db, assignment, submission, ask };
}

describe('regrade requests', () => {
  it('a student asks, withdraws and asks again; staff answer and close it', async () => {
    const w = await regradeWorld({ regradeDeadline: new Date(Date.now() + DAY) });
    const asked = await w.ask(w.tokens.student);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ id: w.submission.id, questionIsOpen: true, questionIsRegrade: true, questionText: 'Please look at question 2 again.' });
    expect(asked.body.questionDate).toEqual(expect.any(String));

    const withdrawn = await t.api.post(`/submissions/${w.submission.id}/deleteRegrade/`, { auth: w.tokens.student });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ questionIsOpen: false, questionText: '', questionDate: null });
    const again = await t.api.post(`/submissions/${w.submission.id}/deleteRegrade/`, { auth: w.tokens.student });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ non_field_errors: [SUBMISSION_ACTION_MESSAGES.noOpenRegrade] });

    await w.ask(w.tokens.student, 'Second thoughts on question 3.');
    const answered = await t.api.patch(`/submissions/${w.submission.id}/`, {
      auth: w.tokens.grader,
      body: { questionResponse: 'Fixed: +1 point.', questionIsOpen: false },
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ questionIsOpen: false, questionResponse: 'Fixed: +1 point.', questionResponder: w.people.grader.email, questionText: 'Second thoughts on question 3.' });
    expect(answered.body.responseDate).toEqual(expect.any(String));
    const stored = await storedSubmission(w.db, w.submission.id);
    expect(stored).toMatchObject({ questionResponderId: w.people.grader.id, questionIsOpen: false });
  });

  it('lets only graders with rights on the submission answer', async () => {
    const w = await regradeWorld();
    await w.ask(w.tokens.student);
    const other = await createSubmission(w.db, w.assignment.id, { students: [w.people.otherStudent], grader: w.people.superGrader, isFinalized: true });
    const refused = await t.api.patch(`/submissions/${other.id}/`, { auth: w.tokens.grader, body: { questionResponse: 'No.', questionIsOpen: false } });
    expect(refused.status).toBe(403);
    const student = await t.api.patch(`/submissions/${w.submission.id}/`, { auth: w.tokens.student, body: { questionResponse: 'Mine.' } });
    expect(student.status).toBe(403);
    const admin = await t.api.patch(`/submissions/${w.submission.id}/`, { auth: w.tokens.admin, body: { questionResponse: 'Looked again.', questionIsOpen: false } });
    expect(admin.body).toMatchObject({ questionResponder: w.people.admin.email, questionIsOpen: false });
  });

  it('refuses a request after the deadline, when requests are off, or before the feedback is out', async () => {
    const late = await regradeWorld({ regradeDeadline: new Date(Date.now() - DAY) });
    expect((await late.ask(late.tokens.student)).body).toEqual({ non_field_errors: [SUBMISSION_ACTION_MESSAGES.regradeNotAllowed] });
    const off = await regradeWorld({ allowRegradeRequests: false });
    expect((await off.ask(off.tokens.student)).status).toBe(400);
    const hidden = await regradeWorld({ isReleased: false });
    expect((await hidden.ask(hidden.tokens.student)).status).toBe(404);
    expect((await storedSubmission(hidden.db, hidden.submission.id))!.questionIsOpen).toBe(false);
  });

  it('answers 403 to staff, 404 to other students, 401 without login, and refuses in an archived course', async () => {
    const w = await regradeWorld();
    expect((await w.ask(w.tokens.grader)).status).toBe(403);
    expect((await w.ask(w.tokens.otherStudent)).status).toBe(404);
    expect((await t.api.post(`/submissions/${w.submission.id}/submitRegrade/`, { body: { questionText: 'x' } })).status).toBe(401);
    const blank = await w.ask(w.tokens.student, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body).toHaveProperty('questionText');
    await w.db.update(courses).set({ archived: true }).where(eq(courses.id, w.course.id));
    expect((await w.ask(w.tokens.student)).body).toEqual({ non_field_errors: [API_ERRORS.courseArchived] });
  });
});
