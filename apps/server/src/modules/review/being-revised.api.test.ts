import { eq } from 'drizzle-orm';
import { UPLOAD_MESSAGES } from '@marginalia/contracts';
import { courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createFile, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { postUpload } from '../uploads/upload-testing';

// Published feedback that staff reopen stays with its students as it was published, marked as being revised,
// until it is finalized again; the work stays closed to their uploads meanwhile.

const t = useTestServer();
const range = { startChar: 0, endChar: 1, startLine: 0, endLine: 0 };

async function publishedWorld(options: { published?: boolean } = {}) {
  const { db } = t.server.ctx;
  const w = await createCourseWorld(t.server.ctx);
  await db.update(courses).set({ enableStudentFeedbackNotifications: true }).where(eq(courses.id, w.course.id));
  // Uploads are open (the due date is far away): only the reopened feedback keeps them closed.
  const assignment = await createAssignment(db, w.course.id, { points: 10, allowStudentUpload: true, uploadDueDate: new Date(Date.now() + 7 * 86_400_000) });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader });
  const file = await createFile(db, submission.id);
  const comment = await t.api.post('/comments/', { auth: w.tokens.grader, body: { file: file.id, text: 'Name things well.', pointDelta: 2, ...range } });
  await t.api.patch(`/submissions/${submission.id}/`, { auth: w.tokens.grader, body: { isFinalized: true } });
  if (options.published ?? true) await t.api.patch(`/assignments/${assignment.id}/`, { auth: w.tokens.admin, body: { isReleased: true } });
  return { ...w, db, assignment, submission, file, commentId: comment.body.id as number };
}

type World = Awaited<ReturnType<typeof publishedWorld>>;

const review = (w: World) => t.api.get(`/submissions/${w.submission.id}/review/`, { auth: w.tokens.student });
const consoleRow = async (w: World) => (await t.api.get(`/courses/${w.course.id}/studentAssignments/`, { auth: w.tokens.student })).body.assignments[0];
const unfinalize = (w: World) => t.api.patch(`/submissions/${w.submission.id}/`, { auth: w.tokens.grader, body: { isFinalized: false } });
const finalize = (w: World) => t.api.patch(`/submissions/${w.submission.id}/`, { auth: w.tokens.grader, body: { isFinalized: true } });

describe('published feedback being revised', () => {
  it('keeps showing the student the feedback and grade as published, marked as being revised, while staff change it', async () => {
    const w = await publishedWorld();
    expect((await unfinalize(w)).status).toBe(200);
    // The grader revises: the old comment goes, a new one comes.
    expect((await t.api.delete(`/comments/${w.commentId}/`, { auth: w.tokens.grader })).status).toBe(204);
    await t.api.post('/comments/', { auth: w.tokens.grader, body: { file: w.file.id, text: 'Off by one.', pointDelta: 5, ...range } });
    expect((await storedSubmission(w.db, w.submission.id))!.grade).toBe(5);

    const read = await review(w);
    expect(read.status).toBe(200);
    expect(read.body.beingRevised).toBe(true);
    expect(read.body.comments.map((c: { text: string }) => c.text)).toEqual(['Name things well.']);
    expect(read.body.submission).toMatchObject({ grade: 8, isFinalized: true });
    expect(read.body.files.map((f: { id: number }) => f.id)).toEqual([w.file.id]);
    expect(read.body.permissions).toMatchObject({ feedbackVisible: true, canRateComments: false, canRequestRegrade: false });
    expect(await consoleRow(w)).toMatchObject({ status: 'feedbackAvailable', grade: 8, beingRevised: true, uploadLocked: true });
  });

  it('does not reopen uploads for the student', async () => {
    const w = await publishedWorld();
    await unfinalize(w);
    const res = await postUpload(t.server.url, w.assignment.id, w.tokens.student, [{ name: 'main.py', content: 'print(2)\n' }]);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(UPLOAD_MESSAGES.alreadyGrading);
  });

  it('shows the revised feedback once finalized again, with the grade change on record and noticed', async () => {
    const w = await publishedWorld();
    await unfinalize(w);
    await t.api.post('/comments/', { auth: w.tokens.grader, body: { file: w.file.id, text: 'Off by one.', pointDelta: 1, ...range } });
    expect((await finalize(w)).status).toBe(200);
    // The console tells of the change until the student opens the feedback.
    expect(await consoleRow(w)).toMatchObject({ status: 'feedbackAvailable', grade: 7, beingRevised: false, gradeChange: { from: 8, to: 7, at: expect.any(String) } });
    const read = await review(w);
    expect(read.body.beingRevised).toBeUndefined();
    expect(read.body.comments.map((c: { text: string }) => c.text).sort()).toEqual(['Name things well.', 'Off by one.']);
    expect(read.body.submission.grade).toBe(7);
    const history = (await t.api.get(`/submissions/${w.submission.id}/gradeHistory/`, { auth: w.tokens.admin })).body;
    expect(history).toEqual([expect.objectContaining({ oldGrade: 8, newGrade: 7, cause: 'comment', actor: w.people.grader.email })]);
  });

  it('keeps nothing when the feedback had not been published: the student sees no feedback while it is reopened', async () => {
    const w = await publishedWorld({ published: false });
    await unfinalize(w);
    await t.api.patch(`/assignments/${w.assignment.id}/`, { auth: w.tokens.admin, body: { isReleased: true } });
    const read = await review(w);
    expect(read.body.beingRevised).toBeUndefined();
    expect(read.body.permissions.feedbackVisible).toBe(false);
    expect(read.body.comments).toEqual([]);
    expect(await consoleRow(w)).toMatchObject({ status: 'inGrading', grade: null, beingRevised: false });
  });
});
