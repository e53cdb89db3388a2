import { describe, expect, it } from 'vitest';
import { comments } from '@marginalia/db';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createSection } from '../../testing/section-factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

/**
 * An anonymously graded, published assignment. `student` is in section A, which `grader` leads; `otherStudent`
 * is in no section. `plainGrader` leads nothing and holds `student`'s submission (a file with a comment);
 * `otherStudent`'s waits in the queue.
 */
async function anonymousWorld() {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const plainGrader = await createUser(db, { organizationId: w.organization.id });
  await enroll(db, w.course.id, plainGrader.id, ['grader']);
  const section = await createSection(db, w.course.id, 'A', { leaders: [w.people.grader], students: [w.people.student] });
  const assignment = await createAssignment(db, w.course.id, { anonymousGrading: true, isReleased: true, isVisible: true });
  const held = await createSubmission(db, assignment.id, { students: [w.people.student], grader: plainGrader });
  const file = await createFile(db, held.id);
  await db.insert(comments).values({ fileId: file.id, startChar: 0, endChar: 1, startLine: 0, endLine: 0, text: 'Look here', authorId: plainGrader.id });
  const waiting = await createSubmission(db, assignment.id, { students: [w.people.otherStudent] });
  const tokens = { ...w.tokens, plainGrader: await tokenFor(t.server.ctx, plainGrader) };
  return { ...w, tokens, plainGrader, section, assignment, held, waiting, anonymity: `/assignments/${assignment.id}/anonymity/` };
}

type World = Awaited<ReturnType<typeof anonymousWorld>>;

/** Every read a member of staff makes about the assignment, as raw answer texts (failed calls left out). */
async function staffReads(w: World, auth: string): Promise<string[]> {
  const a = `/assignments/${w.assignment.id}`;
  const s = `/submissions/${w.held.id}`;
  const paths = [`${s}/`, `${s}/review/`, `${s}/history/`, `${a}/submissions/`, `${a}/submissionOverview/`, `/sections/${w.section.id}/submissions/`, `${a}/exportGrades/`, `${a}/downloadSubmissions/`];
  const texts: string[] = [];
  for (const path of paths) {
    const res = await t.api.get(path, { auth });
    if (res.status === 200) texts.push(res.text);
  }
  const patched = await t.api.patch(`${s}/`, { auth, body: {} });
  if (patched.status === 200) texts.push(patched.text);
  return texts;
}

describe('revealing names under anonymous grading', () => {
  it('sends no student e-mail to any member of staff until they reveal names', async () => {
    const w = await anonymousWorld();
    const emails = [w.people.student.email, w.people.otherStudent.email];
    for (const auth of [w.tokens.plainGrader, w.tokens.grader, w.tokens.superGrader, w.tokens.admin]) {
      const texts = await staffReads(w, auth);
      expect(texts.length).toBeGreaterThanOrEqual(5);
      for (const text of texts) for (const email of emails) expect(text).not.toContain(email);
    }
    // The queue hands out pseudonyms too.
    const claimed = await t.api.post(`/assignments/${w.assignment.id}/claim/`, { auth: w.tokens.plainGrader });
    expect(claimed.status).toBe(200);
    expect(claimed.body.students).toEqual([expect.stringMatching(/^Student \d+$/)]);
  });

  it('remembers a reveal per person and assignment, applies it to every read, and hides names again on DELETE', async () => {
    const w = await anonymousWorld();
    expect((await t.api.get(w.anonymity, { auth: w.tokens.admin })).body).toEqual({ assignment: w.assignment.id, anonymousGrading: true, canReveal: true, revealed: false });
    const put = await t.api.put(w.anonymity, { auth: w.tokens.admin });
    expect(put.body).toEqual({ assignment: w.assignment.id, anonymousGrading: true, canReveal: true, revealed: true });
    expect((await t.api.get(w.anonymity, { auth: w.tokens.admin })).body.revealed).toBe(true);

    const review = await t.api.get(`/submissions/${w.held.id}/review/`, { auth: w.tokens.admin });
    expect(review.body.submission.students).toEqual([w.people.student.email]);
    const overview = await t.api.get(`/assignments/${w.assignment.id}/submissionOverview/`, { auth: w.tokens.admin });
    expect(overview.body).toMatchObject({ anonymized: false, revealed: true });
    const csv = await t.api.get(`/assignments/${w.assignment.id}/exportGrades/`, { auth: w.tokens.admin });
    expect(csv.text).toContain(w.people.student.email);
    // Someone else's reveal is not theirs, and another assignment keeps its pseudonyms.
    for (const text of await staffReads(w, w.tokens.superGrader)) expect(text).not.toContain(w.people.student.email);
    const other = await createAssignment(t.server.ctx.db, w.course.id, { anonymousGrading: true });
    const otherSubmission = await createSubmission(t.server.ctx.db, other.id, { students: [w.people.student] });
    expect((await t.api.get(`/submissions/${otherSubmission.id}/`, { auth: w.tokens.admin })).body.students[0]).toMatch(/^Student \d+$/);

    const hidden = await t.api.delete(w.anonymity, { auth: w.tokens.admin });
    expect(hidden.body.revealed).toBe(false);
    for (const text of await staffReads(w, w.tokens.admin)) expect(text).not.toContain(w.people.student.email);
  });

  it('shows a section leader who reveals the students of their own sections only', async () => {
    const w = await anonymousWorld();
    expect((await t.api.put(w.anonymity, { auth: w.tokens.grader })).status).toBe(200);
    const overview = await t.api.get(`/assignments/${w.assignment.id}/submissionOverview/`, { auth: w.tokens.grader });
    const students = overview.body.rows.flatMap((row: { students: string[] }) => row.students);
    expect(students).toContain(w.people.student.email);
    expect(JSON.stringify(overview.body)).not.toContain(w.people.otherStudent.email);
    expect((await t.api.get(`/submissions/${w.held.id}/review/`, { auth: w.tokens.grader })).body.submission.students).toEqual([w.people.student.email]);
    expect((await t.api.get(`/submissions/${w.waiting.id}/`, { auth: w.tokens.grader })).body.students[0]).toMatch(/^Student \d+$/);
  });

  it('refuses a reveal to a plain grader (403) and to students (403), and does not know the assignment for outsiders (404)', async () => {
    const w = await anonymousWorld();
    expect((await t.api.get(w.anonymity, { auth: w.tokens.plainGrader })).body).toMatchObject({ canReveal: false, revealed: false });
    expect((await t.api.put(w.anonymity, { auth: w.tokens.plainGrader })).status).toBe(403);
    expect((await t.api.delete(w.anonymity, { auth: w.tokens.plainGrader })).status).toBe(200);
    for (const text of await staffReads(w, w.tokens.plainGrader)) expect(text).not.toContain(w.people.student.email);
    expect((await t.api.put(w.anonymity, { auth: w.tokens.student })).status).toBe(403);
    expect((await t.api.get(w.anonymity, { auth: w.tokens.otherAdmin })).status).toBe(404);
    expect((await t.api.put(w.anonymity, {})).status).toBe(401);
  });

  it('keeps `?reveal=1` of the overview as a one-off reveal with the same rights', async () => {
    const w = await anonymousWorld();
    const once = await t.api.get(`/assignments/${w.assignment.id}/submissionOverview/?reveal=1`, { auth: w.tokens.admin });
    expect(once.body).toMatchObject({ anonymized: false, revealed: false });
    const plain = await t.api.get(`/assignments/${w.assignment.id}/submissionOverview/?reveal=1`, { auth: w.tokens.plainGrader });
    expect(JSON.stringify(plain.body)).not.toContain(w.people.student.email);
    const after = await t.api.get(`/assignments/${w.assignment.id}/submissionOverview/`, { auth: w.tokens.admin });
    expect(after.body.anonymized).toBe(true);
  });
});
