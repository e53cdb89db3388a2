import { eq } from 'drizzle-orm';
import { assignments, courses, rubricCategories, rubricComments, testCases, testCategories } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { queuedMails } from '../../testing/mail';
import { renderQueuedMail } from '../mail/templates';
import { createAssignment, createFile, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

// A grade students have been shown never changes without a record: every later change is in the submission's
// grade history with its cause, and students get one notice when the grade they see changes.

const t = useTestServer();
const range = { startChar: 0, endChar: 1, startLine: 0, endLine: 0 };

async function gradedWorld(options: { notify?: boolean; hideGrades?: boolean } = {}) {
  const { db } = t.server.ctx;
  const w = await createCourseWorld(t.server.ctx);
  await db.update(courses).set({ enableStudentFeedbackNotifications: options.notify ?? true }).where(eq(courses.id, w.course.id));
  const assignment = await createAssignment(db, w.course.id, { points: 10, hideGrades: options.hideGrades ?? false });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader });
  const file = await createFile(db, submission.id);
  const [category] = await db.insert(rubricCategories).values({ assignmentId: assignment.id, name: 'Style' }).returning();
  const [rubricItem] = await db.insert(rubricComments).values({ assignmentId: assignment.id, categoryId: category!.id, name: 'naming', pointDelta: 1 }).returning();
  const api = t.api;
  const { tokens } = w;
  await api.post('/comments/', { auth: tokens.grader, body: { file: file.id, text: '', rubricComment: rubricItem!.id, ...range } });
  await api.patch(`/submissions/${submission.id}/`, { auth: tokens.grader, body: { isFinalized: true } });
  return { ...w, db, assignment, submission, file, rubricItem: rubricItem! };
}

type World = Awaited<ReturnType<typeof gradedWorld>>;

const publish = (w: World) => t.api.patch(`/assignments/${w.assignment.id}/`, { auth: w.tokens.admin, body: { isReleased: true } });
const history = async (w: World) => (await t.api.get(`/submissions/${w.submission.id}/gradeHistory/`, { auth: w.tokens.admin })).body;
const grade = async (w: World) => (await storedSubmission(w.db, w.submission.id))!.grade;
const gradeMails = async (w: World) => (await queuedMails(w.db, w.people.student.email)).filter((mail) => mail.template === 'gradeChanged');

describe('grade history', () => {
  it('keeps nothing while students have not been shown a grade', async () => {
    const w = await gradedWorld();
    await t.api.patch(`/rubricComments/${w.rubricItem.id}/?confirmedGrades=1`, { auth: w.tokens.admin, body: { pointDelta: 3 } });
    expect(await grade(w)).toBe(7);
    expect(await history(w)).toEqual([]);
  });

  it('records a rubric item edited after publication, with who did it, and tells the student once', async () => {
    const w = await gradedWorld();
    expect((await publish(w)).status).toBe(200);
    expect((await storedSubmission(w.db, w.submission.id))!.shownGrade).toBe(9);
    expect(await gradeMails(w)).toEqual([]);
    await t.api.patch(`/rubricComments/${w.rubricItem.id}/?confirmedGrades=1`, { auth: w.tokens.admin, body: { pointDelta: 3 } });
    expect(await history(w)).toEqual([
      { id: expect.any(Number), submission: w.submission.id, oldGrade: 9, newGrade: 7, cause: 'rubric', actor: w.people.admin.email, student: null, created: expect.any(String) },
    ]);
    const mails = await gradeMails(w);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toMatchObject({ oldGrade: '9', newGrade: '7', link: `/code/${w.submission.id}`, reason: 'rubric' });
    expect(renderQueuedMail(t.server.ctx.config, 'gradeChanged', mails[0]!.data).text).toContain(
      'Your course staff changed a rubric item used in your feedback.\n\nYour grade on',
    );
    const stored = (await storedSubmission(w.db, w.submission.id))!;
    expect(stored.gradeNoticeFrom).toBe(9);
    expect(stored.gradeChangedAt).not.toBeNull();
  });

  it('shows the student the change in their console until they open the submission', async () => {
    const w = await gradedWorld();
    await publish(w);
    await t.api.patch(`/rubricComments/${w.rubricItem.id}/?confirmedGrades=1`, { auth: w.tokens.admin, body: { pointDelta: 3 } });
    const consoleView = async () => (await t.api.get(`/courses/${w.course.id}/studentAssignments/`, { auth: w.tokens.student })).body.assignments[0];
    expect((await consoleView()).gradeChange).toEqual({ from: 9, to: 7, at: expect.any(String) });
    expect((await t.api.get(`/submissions/${w.submission.id}/`, { auth: w.tokens.student })).status).toBe(200);
    expect((await consoleView()).gradeChange).toBeNull();
    // A second change after that view is a new notice, which the next view clears again.
    await t.api.patch(`/rubricComments/${w.rubricItem.id}/?confirmedGrades=1`, { auth: w.tokens.admin, body: { pointDelta: 2 } });
    expect((await consoleView()).gradeChange).toEqual({ from: 7, to: 8, at: expect.any(String) });
    await t.api.get(`/submissions/${w.submission.id}/`, { auth: w.tokens.student });
    expect((await consoleView()).gradeChange).toBeNull();
  });

  it('records a test result posted after publication', async () => {
    const w = await gradedWorld();
    await publish(w);
    const [category] = await w.db.insert(testCategories).values({ assignmentId: w.assignment.id, name: 'Unit' }).returning();
    const [testCase] = await w.db.insert(testCases).values({ testCategoryId: category!.id, pointsPass: 0, pointsFail: -2 }).returning();
    const res = await t.api.post('/submissionTests/', { auth: w.tokens.admin, body: { submission: w.submission.id, testCase: testCase!.id, logs: 'failed', passed: false } });
    expect(res.status).toBe(201);
    expect((await history(w)).map((row: { cause: string; oldGrade: number; newGrade: number }) => [row.cause, row.oldGrade, row.newGrade])).toEqual([['tests', 9, 7]]);
    expect((await gradeMails(w)).map((mail) => mail.data.reason)).toEqual(['tests']);
  });

  it('records comments on a reopened submission as they happen, and tells the student when it is finalized again', async () => {
    const w = await gradedWorld();
    await publish(w);
    await t.api.patch(`/submissions/${w.submission.id}/`, { auth: w.tokens.grader, body: { isFinalized: false } });
    await t.api.post('/comments/', { auth: w.tokens.grader, body: { file: w.file.id, text: 'missed this', pointDelta: 2, ...range } });
    await t.api.post('/comments/', { auth: w.tokens.grader, body: { file: w.file.id, text: 'and this', pointDelta: 1, ...range } });
    expect((await history(w)).map((row: { cause: string; actor: string; newGrade: number }) => [row.cause, row.actor, row.newGrade])).toEqual([
      ['comment', w.people.grader.email, 7],
      ['comment', w.people.grader.email, 6],
    ]);
    expect(await gradeMails(w)).toEqual([]);
    await t.api.patch(`/submissions/${w.submission.id}/`, { auth: w.tokens.grader, body: { isFinalized: true } });
    const mails = await gradeMails(w);
    expect(mails.map((mail) => [mail.data.oldGrade, mail.data.newGrade, mail.data.reason])).toEqual([['9', '6', 'finalizedAgain']]);
    expect(renderQueuedMail(t.server.ctx.config, 'gradeChanged', mails[0]!.data).text).toContain('Your course staff reopened your submission, changed its grading and finished it again.');
  });

  it('tells the student a regrade changed the grade when the work is finished again while their request is open', async () => {
    const w = await gradedWorld();
    await w.db.update(assignments).set({ allowRegradeRequests: true }).where(eq(assignments.id, w.assignment.id));
    await publish(w);
    const asked = await t.api.post(`/submissions/${w.submission.id}/submitRegrade/`, { auth: w.tokens.student, body: { questionText: 'Line 1 is right.' } });
    expect(asked.status).toBe(200);
    await t.api.patch(`/submissions/${w.submission.id}/`, { auth: w.tokens.grader, body: { isFinalized: false } });
    await t.api.post('/comments/', { auth: w.tokens.grader, body: { file: w.file.id, text: 'bonus', pointDelta: -1, ...range } });
    await t.api.patch(`/submissions/${w.submission.id}/`, { auth: w.tokens.grader, body: { isFinalized: true, questionResponse: 'You were right.', questionIsOpen: false } });
    const mails = await gradeMails(w);
    expect(mails.map((mail) => [mail.data.oldGrade, mail.data.newGrade, mail.data.reason])).toEqual([['9', '10', 'regrade']]);
    expect(renderQueuedMail(t.server.ctx.config, 'gradeChanged', mails[0]!.data).text).toContain('Your course staff regraded your submission after your regrade request.');
  });

  it('sends no mail when the course sends no notifications or the assignment hides grades, and still keeps the history', async () => {
    for (const options of [{ notify: false }, { hideGrades: true }]) {
      const w = await gradedWorld(options);
      await publish(w);
      await t.api.patch(`/rubricComments/${w.rubricItem.id}/?confirmedGrades=1`, { auth: w.tokens.admin, body: { pointDelta: 2 } });
      expect(await history(w)).toHaveLength(1);
      expect(await gradeMails(w)).toEqual([]);
    }
  });

  it('is for staff: the student gets 403', async () => {
    const w = await gradedWorld();
    await publish(w);
    expect((await t.api.get(`/submissions/${w.submission.id}/gradeHistory/`, { auth: w.tokens.student })).status).toBe(403);
    expect((await t.api.get(`/submissions/${w.submission.id}/gradeHistory/`, { auth: w.tokens.grader })).status).toBe(200);
  });
});

describe('frozen grades', () => {
  it('keeps every stored grade while frozen, and brings them up to date (with a record) when unfrozen', async () => {
    const w = await gradedWorld();
    await publish(w);
    const freeze = await t.api.patch(`/assignments/${w.assignment.id}/`, { auth: w.tokens.admin, body: { gradeFrozen: true } });
    expect(freeze.body.gradeFrozen).toBe(true);
    await t.api.patch(`/rubricComments/${w.rubricItem.id}/?confirmedGrades=1`, { auth: w.tokens.admin, body: { pointDelta: 4 } });
    await t.api.patch(`/assignments/${w.assignment.id}/`, { auth: w.tokens.admin, body: { points: 20 } });
    expect(await grade(w)).toBe(9);
    expect(await history(w)).toEqual([]);
    expect(await gradeMails(w)).toEqual([]);
    await t.api.patch(`/assignments/${w.assignment.id}/`, { auth: w.tokens.admin, body: { gradeFrozen: false } });
    expect(await grade(w)).toBe(16);
    expect((await history(w)).map((row: { cause: string; oldGrade: number; newGrade: number }) => [row.cause, row.oldGrade, row.newGrade])).toEqual([['unfreeze', 9, 16]]);
    expect((await gradeMails(w)).map((mail) => mail.data.reason)).toEqual(['unfreeze']);
  });

  it('is an admin setting: a grader cannot freeze', async () => {
    const w = await gradedWorld();
    expect((await t.api.patch(`/assignments/${w.assignment.id}/`, { auth: w.tokens.grader, body: { gradeFrozen: true } })).status).toBe(403);
  });
});
