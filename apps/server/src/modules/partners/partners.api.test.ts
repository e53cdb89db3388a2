import { and, eq } from 'drizzle-orm';
import { SUBMISSION_ACTION_MESSAGES, UPLOAD_MESSAGES } from '@marginalia/contracts';
import { assignments, oneTimeTokens } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createAssignment, createSubmission, storedHistory } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

const INVALID = { non_field_errors: [SUBMISSION_ACTION_MESSAGES.invalidPartnerLink] };

/** An assignment open for uploads with a submission of `student`, and a third student of the course. */
async function partnerWorld(values: Partial<typeof assignments.$inferInsert> = {}) {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, { allowStudentUpload: true, uploadDueDate: new Date(Date.now() + 86_400_000), ...values });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student] });
  const third = await createUser(db, { organizationId: w.organization.id });
  await enroll(db, w.course.id, third.id, ['student']);
  const thirdToken = await tokenFor(t.server.ctx, third);
  const base = `/submissions/${submission.id}`;
  const generate = (token: string) => t.api.post(`${base}/generatePartnerLink/`, { auth: token });
  const check = (auth: string, token: string) => t.api.post(`${base}/validatePartnerLinkAndReturn/`, { auth, body: { token } });
  const join = (auth: string, token: string, sid: number = submission.id) => t.api.post(`${base}/validatePartnerLink/`, { auth, body: { sid, token } });
  const remove = (auth: string, email: string) => t.api.post(`${base}/removePartner/`, { auth, body: { email } });
  return { ...w, db, assignment, submission, third, thirdToken, generate, check, join, remove };
}

describe('partner links', () => {
  it('a student makes a link; another student sees who is on it, joins, and is removed again', async () => {
    const w = await partnerWorld();
    const link = await w.generate(w.tokens.student);
    expect(link.status).toBe(200);
    expect(link.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const [stored] = await w.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.subjectId, w.submission.id));
    expect(stored!.tokenHash).not.toContain(link.body.token);
    expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    const seen = await w.check(w.tokens.otherStudent, link.body.token);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ students: [w.people.student.email], assignment: w.assignment.name });

    const joined = await w.join(w.tokens.otherStudent, link.body.token);
    expect(joined.status).toBe(200);
    expect(joined.body.students).toEqual([w.people.student.email, w.people.otherStudent.email].sort());
    expect((await storedHistory(w.db, w.submission.id)).map((row) => row.studentId).sort()).toEqual([w.people.student.id, w.people.otherStudent.id].sort());
    expect((await w.join(w.tokens.otherStudent, link.body.token)).body).toEqual({ non_field_errors: [SUBMISSION_ACTION_MESSAGES.alreadyOnSubmission] });

    const removed = await w.remove(w.tokens.student, w.people.otherStudent.email);
    expect(removed.status).toBe(200);
    expect(removed.body.students).toEqual([w.people.student.email]);
    const last = await w.remove(w.tokens.student, w.people.student.email);
    expect(last.body).toEqual({ non_field_errors: [SUBMISSION_ACTION_MESSAGES.lastStudent] });
    const stranger = await w.remove(w.tokens.student, w.third.email);
    expect(stranger.body).toEqual({ non_field_errors: [SUBMISSION_ACTION_MESSAGES.notOnSubmission(w.third.email)] });
  });

  it('only the latest, unexpired token works, and every bad link gets the same answer', async () => {
    const w = await partnerWorld();
    const first = (await w.generate(w.tokens.student)).body.token;
    const second = (await w.generate(w.tokens.student)).body.token;
    expect(second).not.toBe(first);
    expect(await w.check(w.thirdToken, first)).toMatchObject({ status: 400, body: INVALID });
    expect((await w.join(w.thirdToken, first)).body).toEqual(INVALID);
    expect((await w.join(w.thirdToken, 'not-a-token')).body).toEqual(INVALID);
    expect((await w.join(w.thirdToken, second, w.submission.id + 1)).body).toEqual(INVALID);
    const unknown = await t.api.post(`/submissions/999999999/validatePartnerLinkAndReturn/`, { auth: w.thirdToken, body: { token: second } });
    expect(unknown).toMatchObject({ status: 400, body: INVALID });

    await w.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeTokens.purpose, 'partner_link'), eq(oneTimeTokens.subjectId, w.submission.id)));
    expect((await w.join(w.thirdToken, second)).body).toEqual(INVALID);
  });

  it('refuses a student who already has a submission, and people outside the course', async () => {
    const w = await partnerWorld();
    await createSubmission(w.db, w.assignment.id, { students: [w.people.otherStudent] });
    const token = (await w.generate(w.tokens.student)).body.token;
    expect((await w.join(w.tokens.otherStudent, token)).body).toEqual({ non_field_errors: [SUBMISSION_ACTION_MESSAGES.hasOtherSubmission] });
    expect((await w.join(w.tokens.otherCourseStudent, token)).status).toBe(403);
    expect((await w.join(w.tokens.grader, token)).status).toBe(403);
    expect((await t.api.post(`/submissions/${w.submission.id}/validatePartnerLink/`, { body: { token } })).status).toBe(401);
  });

  it('lets only the submission\'s students make links, while uploads are open', async () => {
    const w = await partnerWorld();
    expect((await w.generate(w.tokens.otherStudent)).status).toBe(404);
    expect((await w.generate(w.tokens.otherAdmin)).status).toBe(404);
    expect((await w.generate(w.tokens.admin)).status).toBe(403);
    expect((await w.generate(w.tokens.grader)).status).toBe(403);
    const closed = await partnerWorld({ uploadDueDate: new Date(Date.now() - 1000), allowLateUploads: false });
    expect((await closed.generate(closed.tokens.student)).body).toEqual({ non_field_errors: [SUBMISSION_ACTION_MESSAGES.partnersPastDue] });
    const noUploads = await partnerWorld({ allowStudentUpload: false });
    expect((await noUploads.generate(noUploads.tokens.student)).body).toEqual({ non_field_errors: [UPLOAD_MESSAGES.uploadsClosed] });
  });

  it('lets a course admin remove a student at any time, never the last one; other staff may not', async () => {
    const w = await partnerWorld({ allowStudentUpload: false });
    const pair = await createSubmission(w.db, w.assignment.id, { students: [w.third, w.people.otherStudent] });
    const path = `/submissions/${pair.id}/removePartner/`;
    expect((await t.api.post(path, { auth: w.tokens.grader, body: { email: w.third.email } })).status).toBe(403);
    const removed = await t.api.post(path, { auth: w.tokens.admin, body: { email: w.third.email } });
    expect(removed.status).toBe(200);
    expect(removed.body.students).toEqual([w.people.otherStudent.email]);
    expect((await t.api.post(path, { auth: w.tokens.admin, body: { email: w.people.otherStudent.email } })).body).toEqual({
      non_field_errors: [SUBMISSION_ACTION_MESSAGES.lastStudent],
    });
  });
});
