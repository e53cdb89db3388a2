import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createSection } from '../../testing/section-factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();
const PSEUDONYM = /^Student \d+$/;

/**
 * An anonymously graded assignment: `hidden` is the world's student (in no section), `led` is otherStudent,
 * in a section the world's grader leads. Both submissions wait in the queue, `hidden`'s first.
 */
async function anonymousWorld(anonymousGrading = true) {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  await createSection(db, w.course.id, 'A', { leaders: [w.people.grader], students: [w.people.otherStudent] });
  const assignment = await createAssignment(db, w.course.id, { anonymousGrading, isReleased: true });
  const hidden = await createSubmission(db, assignment.id, { students: [w.people.student] });
  const led = await createSubmission(db, assignment.id, { students: [w.people.otherStudent] });
  return { ...w, assignment, hidden, led, list: `/assignments/${assignment.id}/submissions/` };
}

type World = Awaited<ReturnType<typeof anonymousWorld>>;

/** Reveals the assignment's names for whoever holds this token (remembered on the server). */
async function reveal(w: World, auth: string) {
  const answer = await t.api.put(`/assignments/${w.assignment.id}/anonymity/`, { auth });
  expect(answer.status).toBe(200);
}

describe('anonymous grading in the submission routes', () => {
  it('shows staff a stable pseudonym in GET /submissions/{id}/, the same as in the overview; admins and super graders see e-mails once they reveal; outside platform admins get 404', async () => {
    const w = await anonymousWorld();
    const first = await t.api.get(`/submissions/${w.hidden.id}/`, { auth: w.tokens.grader });
    expect(first.status).toBe(200);
    expect(first.body.students).toHaveLength(1);
    expect(first.body.students[0]).toMatch(PSEUDONYM);
    const again = await t.api.get(`/submissions/${w.hidden.id}/`, { auth: w.tokens.grader });
    expect(again.body.students).toEqual(first.body.students);
    const overview = await t.api.get(`/assignments/${w.assignment.id}/submissionOverview/`, { auth: w.tokens.grader });
    expect(overview.body.rows.find((row: { id: number }) => row.id === w.hidden.id).students).toEqual(first.body.students);
    for (const auth of [w.tokens.admin, w.tokens.superGrader]) {
      expect((await t.api.get(`/submissions/${w.hidden.id}/`, { auth })).body.students).toEqual(first.body.students);
      await reveal(w, auth);
      expect((await t.api.get(`/submissions/${w.hidden.id}/`, { auth })).body.students).toEqual([w.people.student.email]);
    }
    const outside = [
      await t.api.get(`/submissions/${w.hidden.id}/`, { auth: w.tokens.platformAdmin }),
      await t.api.put(`/assignments/${w.assignment.id}/anonymity/`, { auth: w.tokens.platformAdmin }),
      await t.api.get(`/submissions/${w.hidden.id}/`, { auth: w.tokens.platformAdmin }),
    ];
    for (const res of outside) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
  });

  it('shows a section leader who revealed the real e-mails of their own sections\' students', async () => {
    const w = await anonymousWorld();
    expect((await t.api.get(`/submissions/${w.led.id}/`, { auth: w.tokens.grader })).body.students[0]).toMatch(PSEUDONYM);
    await reveal(w, w.tokens.grader);
    expect((await t.api.get(`/submissions/${w.hidden.id}/`, { auth: w.tokens.grader })).body.students[0]).toMatch(PSEUDONYM);
    expect((await t.api.get(`/submissions/${w.led.id}/`, { auth: w.tokens.grader })).body.students).toEqual([w.people.otherStudent.email]);
    const other = await createUser(t.server.ctx.db, { organizationId: w.organization.id });
    await enroll(t.server.ctx.db, w.course.id, other.id, ['grader']);
    const stranger = await t.api.get(`/submissions/${w.led.id}/`, { auth: await tokenFor(t.server.ctx, other) });
    expect(stranger.body.students[0]).toMatch(PSEUDONYM);
  });

  it('lists pseudonyms to graders, and filters by pseudonym or by the e-mail of a led student only', async () => {
    const w = await anonymousWorld();
    await reveal(w, w.tokens.grader);
    await reveal(w, w.tokens.admin);
    const all = await t.api.get(w.list, { auth: w.tokens.grader });
    const byId = new Map(all.body.map((s: { id: number; students: string[] }) => [s.id, s.students]));
    const label = (byId.get(w.hidden.id) as string[])[0]!;
    expect(label).toMatch(PSEUDONYM);
    expect(byId.get(w.led.id)).toEqual([w.people.otherStudent.email]);
    const ids = async (query: string, auth = w.tokens.grader) => (await t.api.get(`${w.list}?${query}`, { auth })).body.map((s: { id: number }) => s.id);
    expect(await ids(`student=${encodeURIComponent(label)}`)).toEqual([w.hidden.id]);
    // The filter cannot confirm who is behind a pseudonym.
    expect(await ids(`student=${encodeURIComponent(w.people.student.email)}`)).toEqual([]);
    expect(await ids(`student=${encodeURIComponent(w.people.otherStudent.email)}`)).toEqual([w.led.id]);
    expect(await ids(`student=${encodeURIComponent('Student 999')}`)).toEqual([]);
    expect(await ids(`student=${encodeURIComponent(w.people.student.email)}`, w.tokens.admin)).toEqual([w.hidden.id]);
  });

  it('answers a claim with the pseudonym, and PATCH and history with it too', async () => {
    const w = await anonymousWorld();
    const label = (await t.api.get(`/submissions/${w.hidden.id}/`, { auth: w.tokens.grader })).body.students[0];
    const claimed = await t.api.post(`/assignments/${w.assignment.id}/claim/`, { auth: w.tokens.grader });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ id: w.hidden.id, students: [label] });
    const patched = await t.api.patch(`/submissions/${w.hidden.id}/`, { auth: w.tokens.grader, body: { isFinalized: true } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ isFinalized: true, students: [label] });
    const history = await t.api.get(`/submissions/${w.hidden.id}/history/`, { auth: w.tokens.grader });
    expect(history.body.map((row: { student: string }) => row.student)).toEqual([label]);
    const adminHistory = await t.api.get(`/submissions/${w.hidden.id}/history/`, { auth: w.tokens.admin });
    expect(adminHistory.body.map((row: { student: string }) => row.student)).toEqual([label]);
    await reveal(w, w.tokens.admin);
    const revealedHistory = await t.api.get(`/submissions/${w.hidden.id}/history/`, { auth: w.tokens.admin });
    expect(revealedHistory.body.map((row: { student: string }) => row.student)).toEqual([w.people.student.email]);
  });

  it('gives a grader the same refusal for the right and a wrong e-mail sent as students', async () => {
    const w = await anonymousWorld();
    const right = await t.api.patch(`/submissions/${w.hidden.id}/`, { auth: w.tokens.grader, body: { students: [w.people.student.email] } });
    const wrong = await t.api.patch(`/submissions/${w.hidden.id}/`, { auth: w.tokens.grader, body: { students: [w.people.otherStudent.email] } });
    expect(right.status).toBe(403);
    expect([wrong.status, wrong.body]).toEqual([right.status, right.body]);
    // Sending back a led student's e-mail as read (once revealed) is no change.
    await reveal(w, w.tokens.grader);
    const led = await t.api.patch(`/submissions/${w.led.id}/`, { auth: w.tokens.grader, body: { students: [w.people.otherStudent.email] } });
    expect(led.status).toBe(200);
    expect(led.body.students).toEqual([w.people.otherStudent.email]);
  });

  it('names students to graders when the assignment is not anonymously graded', async () => {
    const w = await anonymousWorld(false);
    expect((await t.api.get(`/submissions/${w.hidden.id}/`, { auth: w.tokens.grader })).body.students).toEqual([w.people.student.email]);
    const claimed = await t.api.post(`/assignments/${w.assignment.id}/claim/`, { auth: w.tokens.grader });
    expect(claimed.body.students).toEqual([w.people.student.email]);
  });

  it('keeps numbers when new submissions come, and never gives two students the same one', async () => {
    const w = await anonymousWorld();
    const db = t.server.ctx.db;
    const before = (await t.api.get(`/submissions/${w.hidden.id}/`, { auth: w.tokens.grader })).body.students[0];
    const newcomers = [];
    for (let i = 0; i < 3; i++) {
      const student = await createUser(db, { organizationId: w.organization.id });
      await enroll(db, w.course.id, student.id, ['student']);
      newcomers.push(await createSubmission(db, w.assignment.id, { students: [student] }));
    }
    const list = (await t.api.get(w.list, { auth: w.tokens.grader })).body as { id: number; students: string[] }[];
    expect(list.find((s) => s.id === w.hidden.id)!.students).toEqual([before]);
    const labels = list.filter((s) => s.id !== w.led.id).map((s) => s.students[0]);
    expect(labels.every((label) => PSEUDONYM.test(label!))).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
