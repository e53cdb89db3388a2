import { and, eq, like } from 'drizzle-orm';
import { SUBMISSION_ACTION_MESSAGES, UPLOAD_MESSAGES } from '@marginalia/contracts';
import { assignments, auditEvents, courses, gradeChanges } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createAssignment, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { postUpload } from '../uploads/upload-testing';
import { PARTNER_LINK_LIFETIME_MS, hashPartnerToken } from './service';
import { insertPartnerToken } from './queries';

// Nobody gains or sheds a grade by changing partners (docs/PRODUCT.md §7): on finalized work a student can make
// no link, nobody joins with an older one, and nobody leaves or is removed by a student, whether or not the
// feedback is out; after the due date only an assignment that accepts late uploads lets partners change. Every
// partner change is in the grade history, beside the grade it moved to or from.

const t = useTestServer();

const FINALIZED = { non_field_errors: [SUBMISSION_ACTION_MESSAGES.partnersFinalized] };
const PAST_DUE = { non_field_errors: [SUBMISSION_ACTION_MESSAGES.partnersPastDue] };
const DAY = 86_400_000;

/** A published assignment still open for uploads, a submission of `student` with a grade, and a third student who did nothing. */
async function gradedWorld(assignmentValues: Partial<typeof assignments.$inferInsert> = {}, submissionValues: Record<string, unknown> = {}) {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, {
    isReleased: true,
    isVisible: true,
    allowStudentUpload: true,
    uploadDueDate: new Date(Date.now() + DAY),
    ...assignmentValues,
  });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader, grade: 10, ...submissionValues });
  const third = await createUser(db, { organizationId: w.organization.id });
  await enroll(db, w.course.id, third.id, ['student']);
  const thirdToken = await tokenFor(t.server.ctx, third);
  const base = `/submissions/${submission.id}`;
  /** A link as the student could have made it before the work was finalized. */
  const linkMadeEarlier = async () => {
    const token = `earlier-${submission.id}-${'x'.repeat(40)}`;
    await insertPartnerToken(db, submission.id, hashPartnerToken(token), new Date(Date.now() + PARTNER_LINK_LIFETIME_MS));
    return token;
  };
  const finalize = () => t.api.patch(`${base}/`, { auth: w.tokens.grader, body: { isFinalized: true } });
  const api = {
    generate: (auth: string) => t.api.post(`${base}/generatePartnerLink/`, { auth }),
    check: (auth: string, token: string) => t.api.post(`${base}/validatePartnerLinkAndReturn/`, { auth, body: { token } }),
    join: (auth: string, token: string) => t.api.post(`${base}/validatePartnerLink/`, { auth, body: { sid: submission.id, token } }),
    remove: (auth: string, email: string) => t.api.post(`${base}/removePartner/`, { auth, body: { email } }),
    history: async () => (await t.api.get(`${base}/gradeHistory/`, { auth: w.tokens.admin })).body as { cause: string; actor: string | null; student: string | null; oldGrade: number; newGrade: number }[],
  };
  const students = async () => (await t.api.get(`${base}/`, { auth: w.tokens.admin })).body.students as string[];
  const partnerEvents = () => db.select().from(auditEvents).where(and(eq(auditEvents.courseId, w.course.id), like(auditEvents.type, 'partner.%')));
  return { ...w, db, assignment, submission, third, thirdToken, linkMadeEarlier, finalize, api, students, partnerEvents };
}

describe('partners on finalized work', () => {
  it('a classmate who did nothing cannot join graded, published work, and its student can neither leave nor upload anew', async () => {
    const w = await gradedWorld();
    const earlier = await w.linkMadeEarlier();
    expect((await w.finalize()).status).toBe(200);
    expect((await storedSubmission(w.db, w.submission.id))!.shownGrade).toBe(10);

    expect(await w.api.generate(w.tokens.student)).toMatchObject({ status: 400, body: FINALIZED });
    expect(await w.api.check(w.thirdToken, earlier)).toMatchObject({ status: 400, body: FINALIZED });
    expect(await w.api.join(w.thirdToken, earlier)).toMatchObject({ status: 400, body: FINALIZED });
    expect(await w.students()).toEqual([w.people.student.email]);

    // Alone on it they cannot leave anyway; a new upload would only add versions to the graded work, and is refused.
    const again = await postUpload(t.server.url, w.assignment.id, w.tokens.student, [{ name: 'main.py', content: 'print(2)\n' }]);
    expect(again).toMatchObject({ status: 400 });
    expect(JSON.stringify(again.body)).toContain(UPLOAD_MESSAGES.alreadyGrading);
    expect(await w.partnerEvents()).toEqual([]);
    expect(await w.api.history()).toEqual([]);
  });

  it('keeps a finalized pair together: neither leaves nor removes the other, published or not', async () => {
    const w = await gradedWorld({ isReleased: false });
    const pair = await createSubmission(w.db, w.assignment.id, { students: [w.third, w.people.otherStudent], grader: w.people.grader, isFinalized: true, grade: 10 });
    const remove = (auth: string, email: string) => t.api.post(`/submissions/${pair.id}/removePartner/`, { auth, body: { email } });
    expect(await remove(w.thirdToken, w.third.email)).toMatchObject({ status: 400, body: FINALIZED });
    expect(await remove(w.thirdToken, w.people.otherStudent.email)).toMatchObject({ status: 400, body: FINALIZED });
    expect(await remove(w.tokens.otherStudent, w.third.email)).toMatchObject({ status: 400, body: FINALIZED });
    // Leaving is what would let a student upload anew: they are still on the graded work, so uploads stay refused.
    const upload = await postUpload(t.server.url, w.assignment.id, w.thirdToken, [{ name: 'main.py', content: 'print(3)\n' }]);
    expect(JSON.stringify(upload.body)).toContain(UPLOAD_MESSAGES.alreadyGrading);
    expect((await t.api.get(`/submissions/${pair.id}/`, { auth: w.tokens.admin })).body.students).toEqual([w.third.email, w.people.otherStudent.email].sort());
  });

  it('keeps a grade its students were shown with them while the work is reopened', async () => {
    const w = await gradedWorld();
    const earlier = await w.linkMadeEarlier();
    expect((await w.finalize()).status).toBe(200);
    expect((await t.api.patch(`/submissions/${w.submission.id}/`, { auth: w.tokens.grader, body: { isFinalized: false } })).status).toBe(200);
    expect(await w.api.generate(w.tokens.student)).toMatchObject({ status: 400, body: FINALIZED });
    expect(await w.api.join(w.thirdToken, earlier)).toMatchObject({ status: 400, body: FINALIZED });
    expect(await w.students()).toEqual([w.people.student.email]);
  });

  it('lets a course admin remove a student from finalized work, on the record', async () => {
    const w = await gradedWorld();
    const pair = await createSubmission(w.db, w.assignment.id, { students: [w.third, w.people.otherStudent], grader: w.people.grader, isFinalized: true, grade: 10 });
    const removed = await t.api.post(`/submissions/${pair.id}/removePartner/`, { auth: w.tokens.admin, body: { email: w.third.email } });
    expect(removed.status).toBe(200);
    expect(removed.body.students).toEqual([w.people.otherStudent.email]);
    const history = (await t.api.get(`/submissions/${pair.id}/gradeHistory/`, { auth: w.tokens.grader })).body;
    expect(history).toEqual([
      { id: expect.any(Number), submission: pair.id, oldGrade: 10, newGrade: 10, cause: 'partner_removed', actor: w.people.admin.email, student: w.third.email, created: expect.any(String) },
    ]);
  });

  it('refuses a join that was checked while open but lands after the work was finalized', async () => {
    const w = await gradedWorld();
    const { token } = (await w.api.generate(w.tokens.student)).body;
    expect((await w.api.check(w.thirdToken, token)).status).toBe(200);
    expect((await w.finalize()).status).toBe(200);
    expect(await w.api.join(w.thirdToken, token)).toMatchObject({ status: 400, body: FINALIZED });
    expect(await w.students()).toEqual([w.people.student.email]);
  });
});

describe('partners after the due date', () => {
  it('refuses links, joins and departures unless the assignment accepts late uploads', async () => {
    const w = await gradedWorld({ uploadDueDate: new Date(Date.now() - 1000), allowLateUploads: false });
    const earlier = await w.linkMadeEarlier();
    expect(await w.api.generate(w.tokens.student)).toMatchObject({ status: 400, body: PAST_DUE });
    expect(await w.api.check(w.thirdToken, earlier)).toMatchObject({ status: 400, body: PAST_DUE });
    expect(await w.api.join(w.thirdToken, earlier)).toMatchObject({ status: 400, body: PAST_DUE });

    await w.db.update(assignments).set({ allowLateUploads: true }).where(eq(assignments.id, w.assignment.id));
    expect((await w.api.join(w.thirdToken, earlier)).status).toBe(200);
    expect((await w.api.remove(w.thirdToken, w.third.email)).status).toBe(200);
  });

  it("counts a late submission's late days against a student who joins it", async () => {
    const w = await gradedWorld({ uploadDueDate: new Date(Date.now() - 3 * DAY), allowLateUploads: true }, { lateDayCreditsUsed: 3 });
    await w.db.update(courses).set({ lateDayCreditsAllowable: 4 }).where(eq(courses.id, w.course.id));
    const spent = await createAssignment(w.db, w.course.id);
    await createSubmission(w.db, spent.id, { students: [w.third], lateDayCreditsUsed: 2 });
    const token = (await w.api.generate(w.tokens.student)).body.token;
    expect(await w.api.join(w.thirdToken, token)).toMatchObject({ status: 400, body: { non_field_errors: [SUBMISSION_ACTION_MESSAGES.partnerLateDays] } });
    // One credit used elsewhere leaves enough.
    const other = await createUser(w.db, { organizationId: w.organization.id });
    await enroll(w.db, w.course.id, other.id, ['student']);
    await createSubmission(w.db, spent.id, { students: [other], lateDayCreditsUsed: 1 });
    expect((await w.api.join(await tokenFor(t.server.ctx, other), token)).status).toBe(200);
  });
});

describe('partner changes in the grade history', () => {
  it('records the link, the join, the departure and the removal with who did it and whom it was about', async () => {
    const w = await gradedWorld();
    const token = (await w.api.generate(w.tokens.student)).body.token;
    expect((await w.api.join(w.thirdToken, token)).status).toBe(200);
    expect((await w.api.remove(w.thirdToken, w.third.email)).status).toBe(200);
    const again = (await w.api.generate(w.tokens.student)).body.token;
    expect((await w.api.join(w.tokens.otherStudent, again)).status).toBe(200);
    expect((await w.api.remove(w.tokens.student, w.people.otherStudent.email)).status).toBe(200);
    const rows = (await w.api.history()).map((row) => [row.cause, row.actor, row.student, row.oldGrade, row.newGrade]);
    const { student, otherStudent } = w.people;
    expect(rows).toEqual([
      ['partner_link', student.email, null, 10, 10],
      ['partner_joined', w.third.email, w.third.email, 10, 10],
      ['partner_left', w.third.email, w.third.email, 10, 10],
      ['partner_link', student.email, null, 10, 10],
      ['partner_joined', otherStudent.email, otherStudent.email, 10, 10],
      ['partner_removed', student.email, otherStudent.email, 10, 10],
    ]);
    expect(await w.db.select().from(gradeChanges).where(eq(gradeChanges.submissionId, w.submission.id))).toHaveLength(6);
    expect((await w.partnerEvents()).map((event) => event.type)).toEqual([
      'partner.link_created',
      'partner.joined',
      'partner.removed',
      'partner.link_created',
      'partner.joined',
      'partner.removed',
    ]);
  });

  it("records the students an admin sets on the submission, each one added or removed", async () => {
    const w = await gradedWorld();
    const patched = await t.api.patch(`/submissions/${w.submission.id}/`, { auth: w.tokens.admin, body: { students: [w.third.email, w.people.otherStudent.email] } });
    expect(patched.status).toBe(200);
    const rows = (await w.api.history()).map((row) => [row.cause, row.actor, row.student]);
    expect(rows).toEqual([
      ['partner_removed', w.people.admin.email, w.people.student.email],
      ['partner_added', w.people.admin.email, expect.any(String)],
      ['partner_added', w.people.admin.email, expect.any(String)],
    ]);
    expect(rows.slice(1).map((row) => row[2]).sort()).toEqual([w.third.email, w.people.otherStudent.email].sort());
  });

  it('names students by pseudonym to staff who read pseudonyms, and keeps staff actors by e-mail', async () => {
    const w = await gradedWorld({ anonymousGrading: true });
    const token = (await w.api.generate(w.tokens.student)).body.token;
    expect((await w.api.join(w.thirdToken, token)).status).toBe(200);
    const removed = await t.api.post(`/submissions/${w.submission.id}/removePartner/`, { auth: w.tokens.admin, body: { email: w.third.email } });
    expect(removed.status).toBe(200);
    const rows = (await t.api.get(`/submissions/${w.submission.id}/gradeHistory/`, { auth: w.tokens.grader })).body as { actor: string; student: string | null }[];
    const text = JSON.stringify(rows);
    expect(text).not.toContain(w.third.email);
    expect(text).not.toContain(w.people.student.email);
    expect(rows.map((row) => row.actor)).toEqual([expect.stringMatching(/^Student \d+$/), expect.stringMatching(/^Student \d+$/), w.people.admin.email]);
    expect(rows[1]!.student).toBe(rows[1]!.actor);
    expect(rows[2]!.student).toBe(rows[1]!.student);
  });
});
