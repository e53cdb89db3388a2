import { eq } from 'drizzle-orm';
import { courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { queuedMails } from '../../testing/mail';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

async function world(courseValues: Partial<typeof courses.$inferInsert> = {}) {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  if (Object.keys(courseValues).length > 0) await db.update(courses).set(courseValues).where(eq(courses.id, w.course.id));
  // Every test has its own people: their mail is the test's.
  const mailsOf = async (...emails: string[]) => (await Promise.all(emails.map((email) => queuedMails(db, email)))).flat();
  return { ...w, db, mailsOf };
}

describe('notification e-mails', () => {
  it('tells the students of finalized submissions when feedback is published, once, when the course sends notifications', async () => {
    const w = await world({ enableStudentFeedbackNotifications: true });
    const assignment = await createAssignment(w.db, w.course.id, { name: 'Loops' });
    const done = await createSubmission(w.db, assignment.id, { students: [w.people.student], grader: w.people.grader, isFinalized: true });
    await createSubmission(w.db, assignment.id, { students: [w.people.otherStudent], grader: w.people.grader });
    const publish = () => t.api.patch(`/assignments/${assignment.id}/`, { auth: w.tokens.admin, body: { isReleased: true } });
    expect((await publish()).status).toBe(200);
    expect((await publish()).status).toBe(200);
    const mails = await w.mailsOf(w.people.student.email, w.people.otherStudent.email);
    expect(mails).toEqual([
      { to: w.people.student.email, template: 'feedbackPublished', data: { assignmentName: 'Loops', courseName: w.course.name, link: expect.stringMatching(new RegExp(`/code/${done.id}$`)) } },
    ]);
  });

  it('tells the student of a submission finalized after publication, once, however often it is reopened', async () => {
    const w = await world({ enableStudentFeedbackNotifications: true });
    const assignment = await createAssignment(w.db, w.course.id, { name: 'Graphs', isReleased: true });
    const late = await createSubmission(w.db, assignment.id, { students: [w.people.student], grader: w.people.grader });
    const patch = (body: Record<string, unknown>) => t.api.patch(`/submissions/${late.id}/`, { auth: w.tokens.grader, body });
    expect(await w.mailsOf(w.people.student.email)).toEqual([]);
    expect((await patch({ isFinalized: true })).status).toBe(200);
    expect((await patch({ isFinalized: false })).status).toBe(200);
    expect((await patch({ isFinalized: true })).status).toBe(200);
    expect(await w.mailsOf(w.people.student.email)).toEqual([
      { to: w.people.student.email, template: 'feedbackPublished', data: { assignmentName: 'Graphs', courseName: w.course.name, link: expect.stringMatching(new RegExp(`/code/${late.id}$`)) } },
    ]);
  });

  it('does not tell a student twice when work publication already announced is finalized again', async () => {
    const w = await world({ enableStudentFeedbackNotifications: true });
    const assignment = await createAssignment(w.db, w.course.id);
    const done = await createSubmission(w.db, assignment.id, { students: [w.people.student], grader: w.people.grader, isFinalized: true });
    expect((await t.api.patch(`/assignments/${assignment.id}/`, { auth: w.tokens.admin, body: { isReleased: true } })).status).toBe(200);
    for (const isFinalized of [false, true]) {
      expect((await t.api.patch(`/submissions/${done.id}/`, { auth: w.tokens.admin, body: { isFinalized } })).status).toBe(200);
    }
    expect((await w.mailsOf(w.people.student.email)).map((mail) => mail.template)).toEqual(['feedbackPublished']);
  });

  it('sends nothing on finalizing before publication, or when the course sends no feedback notifications', async () => {
    const quiet = await world({ enableStudentFeedbackNotifications: false });
    const published = await createAssignment(quiet.db, quiet.course.id, { isReleased: true });
    const one = await createSubmission(quiet.db, published.id, { students: [quiet.people.student], grader: quiet.people.grader });
    expect((await t.api.patch(`/submissions/${one.id}/`, { auth: quiet.tokens.grader, body: { isFinalized: true } })).status).toBe(200);
    expect(await quiet.mailsOf(quiet.people.student.email)).toEqual([]);
    const loud = await world({ enableStudentFeedbackNotifications: true });
    const unpublished = await createAssignment(loud.db, loud.course.id);
    const two = await createSubmission(loud.db, unpublished.id, { students: [loud.people.student], grader: loud.people.grader });
    expect((await t.api.patch(`/submissions/${two.id}/`, { auth: loud.tokens.grader, body: { isFinalized: true } })).status).toBe(200);
    expect(await loud.mailsOf(loud.people.student.email)).toEqual([]);
  });

  it('sends nothing on publishing when the course does not send feedback notifications', async () => {
    const w = await world({ enableStudentFeedbackNotifications: false });
    const assignment = await createAssignment(w.db, w.course.id);
    await createSubmission(w.db, assignment.id, { students: [w.people.student], grader: w.people.grader, isFinalized: true });
    expect((await t.api.patch(`/assignments/${assignment.id}/`, { auth: w.tokens.admin, body: { isReleased: true } })).status).toBe(200);
    expect(await w.mailsOf(w.people.student.email)).toEqual([]);
  });

  it('tells the students when staff answer their regrade request', async () => {
    const w = await world();
    const assignment = await createAssignment(w.db, w.course.id, { name: 'Trees', isReleased: true, allowRegradeRequests: true });
    const submission = await createSubmission(w.db, assignment.id, { students: [w.people.student], grader: w.people.grader, isFinalized: true });
    expect((await t.api.post(`/submissions/${submission.id}/submitRegrade/`, { auth: w.tokens.student, body: { questionText: 'Please look again.' } })).status).toBe(200);
    expect(await w.mailsOf(w.people.student.email)).toEqual([]);
    const answer = await t.api.patch(`/submissions/${submission.id}/`, { auth: w.tokens.grader, body: { questionResponse: 'Fixed.', questionIsOpen: false } });
    expect(answer.status).toBe(200);
    expect(await w.mailsOf(w.people.student.email)).toEqual([
      { to: w.people.student.email, template: 'regradeAnswered', data: { assignmentName: 'Trees', link: expect.stringMatching(new RegExp(`/code/${submission.id}\\?regrade=show$`)) } },
    ]);
  });

  it('invites the people a roster change gives an account to, when the course e-mails new users', async () => {
    const w = await world({ emailNewUsers: true });
    const res = await t.api.post(`/courses/${w.course.id}/addToRoster/`, {
      auth: w.tokens.admin,
      body: { students: ['new.person@example.edu', w.people.otherStudent.email] },
    });
    expect(res.status).toBe(200);
    const mails = await w.mailsOf('new.person@example.edu', w.people.otherStudent.email);
    expect(mails).toEqual([
      {
        to: 'new.person@example.edu',
        template: 'courseInvitation',
        data: {
          courseName: w.course.name,
          period: w.course.period,
          role: 'student',
          inviter: w.people.admin.email,
          link: expect.stringMatching(/\/activate\/[^/]+\/[^/]+$/),
        },
      },
    ]);
    // The link is a working activation link for that account.
    const [, uid, token] = /\/activate\/([^/]+)\/([^/]+)$/.exec(mails[0]!.data.link!)!;
    const check = await t.api.post('/registration/verifyRegistrationToken/', { body: { uid, token } });
    expect(check.body).toEqual({ isValid: true, email: 'new.person@example.edu' });
  });

  it('invites nobody when the course does not e-mail new users', async () => {
    const w = await world({ emailNewUsers: false });
    const res = await t.api.patch(`/courses/${w.course.id}/roster/`, { auth: w.tokens.admin, body: { students: [w.people.student.email, 'quiet@example.edu'] } });
    expect(res.status).toBe(200);
    expect(await w.mailsOf('quiet@example.edu', w.people.student.email)).toEqual([]);
  });
});
