import { eq } from 'drizzle-orm';
import { RUBRIC_MESSAGES } from '@marginalia/contracts';
import { auditEvents, courses, rubricCategories, rubricComments } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { apiKeyFor, createCourseWorld } from '../../testing/factories';
import { queuedMails } from '../../testing/mail';
import { createAssignment, createFile, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

// A rubric edit or deletion that moves finalized grades is a decision: the server tells how many grades move
// (and how many students will be e-mailed), and the write goes through only with that count confirmed.

const t = useTestServer();
const range = { startChar: 0, endChar: 1, startLine: 0, endLine: 0 };

/**
 * One rubric item (1 point) used on three submissions of a 10-point assignment: two finalized (the student's and
 * the other student's), one still being graded.
 */
async function usedRubricWorld(options: { published?: boolean; notify?: boolean; hideGrades?: boolean } = {}) {
  const { db } = t.server.ctx;
  const w = await createCourseWorld(t.server.ctx);
  await db.update(courses).set({ enableStudentFeedbackNotifications: options.notify ?? true }).where(eq(courses.id, w.course.id));
  const assignment = await createAssignment(db, w.course.id, { points: 10, hideGrades: options.hideGrades ?? false });
  const [category] = await db.insert(rubricCategories).values({ assignmentId: assignment.id, name: 'Style' }).returning();
  const [rubricItem] = await db.insert(rubricComments).values({ assignmentId: assignment.id, categoryId: category!.id, name: 'naming', pointDelta: 1 }).returning();
  const { student, otherStudent, grader } = w.people;
  const submissions = [];
  for (const [students, finalize] of [[[student], true], [[otherStudent], true], [[], false]] as const) {
    const submission = await createSubmission(db, assignment.id, { students: [...students], grader });
    const file = await createFile(db, submission.id);
    await t.api.post('/comments/', { auth: w.tokens.grader, body: { file: file.id, text: '', rubricComment: rubricItem!.id, ...range } });
    if (finalize) await t.api.patch(`/submissions/${submission.id}/`, { auth: w.tokens.grader, body: { isFinalized: true } });
    submissions.push(submission);
  }
  if (options.published ?? true) await t.api.patch(`/assignments/${assignment.id}/`, { auth: w.tokens.admin, body: { isReleased: true } });
  return { ...w, db, assignment, rubricItem: rubricItem!, submissions };
}

type World = Awaited<ReturnType<typeof usedRubricWorld>>;

const impact = (w: World, body: object, auth = w.tokens.admin) => t.api.post(`/rubricComments/${w.rubricItem.id}/gradeImpact/`, { auth, body });
const grades = async (w: World) => Promise.all(w.submissions.map(async (s) => (await storedSubmission(w.db, s.id))!.grade));
const history = async (w: World, index: number) => (await t.api.get(`/submissions/${w.submissions[index]!.id}/gradeHistory/`, { auth: w.tokens.admin })).body;
const gradeMails = async (w: World) => (await queuedMails(w.db, w.people.student.email)).filter((mail) => mail.template === 'gradeChanged');

describe('POST /rubricComments/{id}/gradeImpact/', () => {
  it('counts the finalized and published grades an edit would move and the students e-mailed, changing nothing', async () => {
    const w = await usedRubricWorld();
    expect((await impact(w, { change: { pointDelta: 3 } })).body).toEqual({ finalizedGrades: 2, publishedGrades: 2, studentsEmailed: 2 });
    expect((await impact(w, { delete: true })).body).toEqual({ finalizedGrades: 2, publishedGrades: 2, studentsEmailed: 2 });
    // A change of the text alone moves no grade.
    expect((await impact(w, { change: { text: 'Better names' } })).body).toEqual({ finalizedGrades: 0, publishedGrades: 0, studentsEmailed: 0 });
    expect(await grades(w)).toEqual([9, 9, 9]);
    expect((await t.api.get(`/rubricComments/${w.rubricItem.id}/`, { auth: w.tokens.admin })).body.pointDelta).toBe(1);
    expect(await history(w, 0)).toEqual([]);
    expect(await gradeMails(w)).toEqual([]);
  });

  it('tells finalized grades apart from published ones, and mails apart from grades', async () => {
    const unpublished = await usedRubricWorld({ published: false });
    expect((await impact(unpublished, { change: { pointDelta: 3 } })).body).toEqual({ finalizedGrades: 2, publishedGrades: 0, studentsEmailed: 0 });
    const quiet = await usedRubricWorld({ notify: false });
    expect((await impact(quiet, { change: { pointDelta: 3 } })).body).toEqual({ finalizedGrades: 2, publishedGrades: 2, studentsEmailed: 0 });
    const hidden = await usedRubricWorld({ hideGrades: true });
    expect((await impact(hidden, { change: { pointDelta: 3 } })).body).toEqual({ finalizedGrades: 2, publishedGrades: 0, studentsEmailed: 0 });
  });

  it('answers as the write would: 403 to a grader, 404 to another course, 400 to a bad change', async () => {
    const w = await usedRubricWorld();
    expect((await impact(w, { change: { pointDelta: 3 } }, w.tokens.grader)).status).toBe(403);
    expect((await impact(w, { change: { pointDelta: 3 } }, w.tokens.otherAdmin)).status).toBe(404);
    expect((await impact(w, { change: { pointDelta: 'many' } })).status).toBe(400);
  });
});

describe('PATCH and DELETE /rubricComments/{id}/ on finalized work', () => {
  it('refuses an unconfirmed edit from the web app with the count (409) and changes nothing', async () => {
    const w = await usedRubricWorld();
    const res = await t.api.patch(`/rubricComments/${w.rubricItem.id}/`, { auth: w.tokens.admin, body: { pointDelta: 3 } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: RUBRIC_MESSAGES.confirmGradeChanges(2), finalizedGrades: 2, publishedGrades: 2, studentsEmailed: 2 });
    // A count that no longer matches asks again as well.
    const stale = await t.api.patch(`/rubricComments/${w.rubricItem.id}/?confirmedGrades=1`, { auth: w.tokens.admin, body: { pointDelta: 3 } });
    expect(stale.status).toBe(409);
    expect(await grades(w)).toEqual([9, 9, 9]);
    expect(await gradeMails(w)).toEqual([]);
  });

  it('makes a confirmed edit, records each published grade with who and why, and mails the students', async () => {
    const w = await usedRubricWorld();
    const res = await t.api.patch(`/rubricComments/${w.rubricItem.id}/?confirmedGrades=2`, { auth: w.tokens.admin, body: { pointDelta: 3 } });
    expect(res.status).toBe(200);
    expect(await grades(w)).toEqual([7, 7, 7]);
    for (const index of [0, 1]) {
      expect(await history(w, index)).toEqual([
        { id: expect.any(Number), submission: w.submissions[index]!.id, oldGrade: 9, newGrade: 7, cause: 'rubric', actor: w.people.admin.email, student: null, created: expect.any(String) },
      ]);
    }
    expect(await gradeMails(w)).toHaveLength(1);
    const [event] = await w.db.select().from(auditEvents).where(eq(auditEvents.type, 'rubric_comment.updated'));
    expect(event!.data).toMatchObject({ fields: ['pointDelta'], finalizedGrades: 2, publishedGrades: 2, studentsEmailed: 2 });
  });

  it('deletes a rubric comment used on finalized work only with the count confirmed', async () => {
    const w = await usedRubricWorld();
    const refused = await t.api.delete(`/rubricComments/${w.rubricItem.id}/`, { auth: w.tokens.admin });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ finalizedGrades: 2, publishedGrades: 2, studentsEmailed: 2 });
    expect((await t.api.get(`/rubricComments/${w.rubricItem.id}/`, { auth: w.tokens.admin })).status).toBe(200);
    expect((await t.api.delete(`/rubricComments/${w.rubricItem.id}/?confirmedGrades=2`, { auth: w.tokens.admin })).status).toBe(204);
    expect(await grades(w)).toEqual([10, 10, 10]);
    expect((await history(w, 0))[0]).toMatchObject({ oldGrade: 9, newGrade: 10, cause: 'rubric', actor: w.people.admin.email });
  });

  it('needs no confirmation when no finalized grade moves', async () => {
    const w = await usedRubricWorld();
    expect((await t.api.patch(`/rubricComments/${w.rubricItem.id}/`, { auth: w.tokens.admin, body: { text: 'Better names' } })).status).toBe(200);
    // A rubric comment no finalized work uses.
    const [spare] = await w.db.insert(rubricComments).values({ assignmentId: w.assignment.id, categoryId: w.rubricItem.categoryId, name: 'spare', pointDelta: 1 }).returning();
    expect((await t.api.patch(`/rubricComments/${spare!.id}/`, { auth: w.tokens.admin, body: { pointDelta: 4 } })).status).toBe(200);
    expect((await t.api.delete(`/rubricComments/${spare!.id}/`, { auth: w.tokens.admin })).status).toBe(204);
  });

  it('lets an API-key script (codePost-compatible) write without a count, and checks the count it sends', async () => {
    const w = await usedRubricWorld();
    const key = `Token ${await apiKeyFor(w.db, w.people.admin)}`;
    const stale = await t.api.patch(`/rubricComments/${w.rubricItem.id}/?confirmedGrades=5`, { auth: key, body: { pointDelta: 3 } });
    expect(stale.status).toBe(409);
    expect((await t.api.patch(`/rubricComments/${w.rubricItem.id}/`, { auth: key, body: { pointDelta: 3 } })).status).toBe(200);
    expect(await grades(w)).toEqual([7, 7, 7]);
    // Not silently: the grade history keeps it as for any other caller.
    expect((await history(w, 0))[0]).toMatchObject({ oldGrade: 9, newGrade: 7, cause: 'rubric', actor: w.people.admin.email });
  });
});
