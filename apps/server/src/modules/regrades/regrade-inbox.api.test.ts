import { describe, expect, it } from 'vitest';
import type { RegradeInbox } from '@marginalia/contracts';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { queuedMails } from '../../testing/mail';
import { createSection } from '../../testing/section-factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();
const HOUR = 60 * 60 * 1000;

const asked = (text: string, hoursAgo: number) => ({
  questionIsOpen: true,
  questionIsRegrade: true,
  questionText: text,
  questionDate: new Date(Date.now() - hoursAgo * HOUR),
});

/**
 * Three requests in one course: `student`'s on `grader`'s submission (open, asked 2 hours ago), `otherStudent`'s
 * on the super grader's (open, 5 hours ago; `leader` leads their section) and `third`'s, unclaimed and answered.
 */
async function inboxWorld(anonymousGrading = false) {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const leader = await createUser(db, { organizationId: w.organization.id });
  const third = await createUser(db, { organizationId: w.organization.id });
  await enroll(db, w.course.id, leader.id, ['grader']);
  await enroll(db, w.course.id, third.id, ['student']);
  await createSection(db, w.course.id, 'Tuesday', { leaders: [leader], students: [w.people.otherStudent] });
  const loops = await createAssignment(db, w.course.id, { name: 'Loops', isReleased: true, allowRegradeRequests: true, anonymousGrading });
  const trees = await createAssignment(db, w.course.id, { name: 'Trees', isReleased: true, allowRegradeRequests: true });
  const mine = await createSubmission(db, loops.id, { students: [w.people.student], grader: w.people.grader, isFinalized: true, ...asked('Question 2, please.', 2) });
  const led = await createSubmission(db, loops.id, { students: [w.people.otherStudent], grader: w.people.superGrader, isFinalized: true, ...asked('Question 3?', 5) });
  const answered = await createSubmission(db, trees.id, {
    students: [third],
    ...asked('Too harsh.', 9),
    questionIsOpen: false,
    questionResponse: 'Looked again: it stands.',
    questionResponderId: w.people.admin.id,
    responseDate: new Date(),
  });
  // A withdrawn request is no request.
  await createSubmission(db, trees.id, { students: [w.people.student], questionText: '', questionIsRegrade: false });
  const tokens = { ...w.tokens, leader: await tokenFor(t.server.ctx, leader) };
  const inbox = async (token: string, reveal = false) => t.api.get(`/courses/${w.course.id}/regradeRequests/${reveal ? '?reveal=1' : ''}`, { auth: token });
  const count = async (token: string) => t.api.get(`/courses/${w.course.id}/regradeRequestCount/`, { auth: token });
  return { ...w, db, leader, third, loops, trees, mine, led, answered, tokens, inbox, count };
}

const ids = (body: RegradeInbox) => body.rows.map((row) => row.submission);

describe('the regrade inbox', () => {
  it('shows admins and super graders every request, open ones first and oldest first, then answered ones', async () => {
    const w = await inboxWorld();
    const res = await w.inbox(w.tokens.admin);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([w.led.id, w.mine.id, w.answered.id]);
    expect(res.body.rows[2]).toEqual({
      submission: w.answered.id,
      assignment: { id: w.trees.id, name: 'Trees' },
      students: [w.third.email],
      sections: [],
      grader: null,
      state: 'answered',
      questionText: 'Too harsh.',
      questionDate: expect.any(String),
      questionResponse: 'Looked again: it stands.',
      questionResponder: w.people.admin.email,
      responseDate: expect.any(String),
    });
    expect(res.body.rows[0]).toMatchObject({ state: 'open', sections: ['Tuesday'], grader: w.people.superGrader.email, students: [w.people.otherStudent.email] });
    expect(ids((await w.inbox(w.tokens.superGrader)).body)).toEqual([w.led.id, w.mine.id, w.answered.id]);
    expect((await w.count(w.tokens.admin)).body).toEqual({ open: 2 });
  });

  it('shows a grader the requests on submissions they grade: claimed by them or of their sections', async () => {
    const w = await inboxWorld();
    expect(ids((await w.inbox(w.tokens.grader)).body)).toEqual([w.mine.id]);
    expect((await w.count(w.tokens.grader)).body).toEqual({ open: 1 });
    expect(ids((await w.inbox(w.tokens.leader)).body)).toEqual([w.led.id]);
    expect((await w.count(w.tokens.leader)).body).toEqual({ open: 1 });
  });

  it('answers 403 to students, 404 to outsiders (platform admins too) and 401 without login', async () => {
    const w = await inboxWorld();
    for (const call of [w.inbox, w.count]) {
      expect((await call(w.tokens.student)).status).toBe(403);
      for (const outsider of [w.tokens.otherAdmin, w.tokens.otherCourseStudent, w.tokens.platformAdmin]) {
        const res = await call(outsider);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ detail: 'Not found.' });
      }
    }
    expect((await t.api.get(`/courses/${w.course.id}/regradeRequests/`)).status).toBe(401);
  });

  it('names nobody under anonymous grading until someone allowed asks to reveal, and then only whom they may see', async () => {
    const w = await inboxWorld(true);
    const hidden = await w.inbox(w.tokens.admin);
    expect(hidden.body).toMatchObject({ anonymized: true, canReveal: true });
    const loops = hidden.body.rows.filter((row: { assignment: { id: number } }) => row.assignment.id === w.loops.id);
    for (const row of loops) expect(row.students).toEqual([expect.stringMatching(/^Student \d+$/)]);
    for (const email of [w.people.student.email, w.people.otherStudent.email]) expect(hidden.text).not.toContain(email);
    // The assignment without anonymous grading names its student.
    expect(hidden.text).toContain(w.third.email);

    const revealed = await w.inbox(w.tokens.admin, true);
    expect(revealed.text).toContain(w.people.student.email);
    expect(revealed.body.anonymized).toBe(false);

    const grader = await w.inbox(w.tokens.grader, true);
    expect(grader.body).toMatchObject({ canReveal: false, anonymized: true });
    expect(grader.text).not.toContain(w.people.student.email);

    const leader = await w.inbox(w.tokens.leader, true);
    expect(leader.body.rows[0].students).toEqual([w.people.otherStudent.email]);
    expect((await w.inbox(w.tokens.leader)).text).not.toContain(w.people.otherStudent.email);
  });

  it('marks the open requests in the submission overview, for the "Regrade open" filter', async () => {
    const w = await inboxWorld();
    const res = await t.api.get(`/assignments/${w.trees.id}/submissionOverview/`, { auth: w.tokens.admin });
    const flags = Object.fromEntries(res.body.rows.map((row: { id: number; regradeOpen: boolean }) => [row.id, row.regradeOpen]));
    expect(flags[w.answered.id]).toBe(false);
    const loops = await t.api.get(`/assignments/${w.loops.id}/submissionOverview/`, { auth: w.tokens.admin });
    expect(loops.body.rows.map((row: { regradeOpen: boolean }) => row.regradeOpen)).toEqual([true, true]);
  });
});

describe('the e-mail of a new regrade request', () => {
  async function mailWorld(anonymousGrading: boolean) {
    const w = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, w.course.id, { name: 'Graphs', isReleased: true, allowRegradeRequests: true, anonymousGrading });
    const ask = (submissionId: number, questionText = 'Please look at question 2.') =>
      t.api.post(`/submissions/${submissionId}/submitRegrade/`, { auth: w.tokens.student, body: { questionText } });
    return { ...w, db, assignment, ask };
  }

  it("goes to the submission's grader, once while the request stays open, and names no student", async () => {
    const w = await mailWorld(true);
    const submission = await createSubmission(w.db, w.assignment.id, { students: [w.people.student], grader: w.people.grader, isFinalized: true });
    expect((await w.ask(submission.id)).status).toBe(200);
    expect((await w.ask(submission.id, 'And question 3.')).status).toBe(200);
    const mails = await queuedMails(w.db, w.people.grader.email);
    expect(mails).toEqual([
      {
        to: w.people.grader.email,
        template: 'regradeOpened',
        data: { assignmentName: 'Graphs', courseName: w.course.name, link: expect.stringMatching(new RegExp(`/code/${submission.id}\\?regrade=show$`)) },
      },
    ]);
    expect(JSON.stringify(mails)).not.toContain(w.people.student.email);
    expect(await queuedMails(w.db, w.people.admin.email)).toEqual([]);
  });

  it('goes to the course admins when nobody has claimed the submission', async () => {
    const w = await mailWorld(false);
    const secondAdmin = await createUser(w.db, { organizationId: w.organization.id });
    await enroll(w.db, w.course.id, secondAdmin.id, ['courseAdmin']);
    // Finalized, so that its student reads it; its grader was taken off it since (stored as such, whatever the API allows).
    const submission = await createSubmission(w.db, w.assignment.id, { students: [w.people.student], isFinalized: true });
    expect((await w.ask(submission.id)).status).toBe(200);
    const admins = [...(await queuedMails(w.db, w.people.admin.email)), ...(await queuedMails(w.db, secondAdmin.email))];
    expect(admins.map((mail) => [mail.to, mail.template])).toEqual([
      [w.people.admin.email, 'regradeOpened'],
      [secondAdmin.email, 'regradeOpened'],
    ]);
    expect(await queuedMails(w.db, w.people.grader.email)).toEqual([]);
  });
});
