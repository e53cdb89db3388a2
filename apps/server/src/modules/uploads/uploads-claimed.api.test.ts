import { eq } from 'drizzle-orm';
import { UPLOAD_MESSAGES } from '@marginalia/contracts';
import { courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { queuedMails } from '../../testing/mail';
import { createAssignment, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { postUpload, storedUploadState } from './upload-testing';

// A grader may claim a submission before the due date; the student's new version takes it back.

const t = useTestServer();
const HOUR = 60 * 60 * 1000;
const part = [{ name: 'a.py', content: 'x = 2\n' }];

async function world(uploadDueDate: Date | null, courseValues: Partial<typeof courses.$inferInsert> = {}) {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  if (Object.keys(courseValues).length > 0) await db.update(courses).set(courseValues).where(eq(courses.id, w.course.id));
  const assignment = await createAssignment(db, w.course.id, { name: 'Recursion', allowStudentUpload: true, allowLateUploads: true, uploadDueDate });
  return { ...w, db, assignment };
}

const upload = (assignmentId: number, auth: string) => postUpload(t.server.url, assignmentId, auth, part);

describe('a new upload of a claimed submission', () => {
  it('before the due date puts it back in the queue, mails the grader, and lets another claim take it', async () => {
    const w = await world(new Date(Date.now() + 24 * HOUR));
    const claimed = await createSubmission(w.db, w.assignment.id, { students: [w.people.student], grader: w.people.grader, queueOrderKey: 4 });
    const res = await upload(w.assignment.id, w.tokens.student);
    expect(res.status).toBe(201);
    expect(res.body.submission).toBe(claimed.id);
    expect(await storedSubmission(w.db, claimed.id)).toMatchObject({ graderId: null, isFinalized: false, queueOrderKey: 4 });
    expect(await queuedMails(w.db, w.people.grader.email)).toEqual([
      {
        to: w.people.grader.email,
        template: 'claimReleasedByUpload',
        data: { assignmentName: 'Recursion', courseName: w.course.name, link: expect.stringMatching(new RegExp(`/code/${claimed.id}$`)) },
      },
    ]);
    // The student is never named to the grader by this mail, and hears nothing themselves.
    expect(JSON.stringify(await queuedMails(w.db, w.people.grader.email))).not.toContain(w.people.student.email);
    expect(await queuedMails(w.db, w.people.student.email)).toEqual([]);
    const view = await t.api.get(`/courses/${w.course.id}/studentAssignments/`, { auth: w.tokens.student });
    expect(view.body.assignments).toMatchObject([{ status: 'submitted', uploadLocked: false }]);
    const again = await t.api.post(`/assignments/${w.assignment.id}/claim/`, { auth: w.tokens.superGrader });
    expect(again.body).toMatchObject({ id: claimed.id, grader: w.people.superGrader.email });
  });

  it('sends it to the back of the queue when the course sends released submissions there', async () => {
    const w = await world(null, { sendReleasedSubmissionsToBack: true });
    const claimed = await createSubmission(w.db, w.assignment.id, { students: [w.people.student], grader: w.people.grader, queueOrderKey: 0 });
    await createSubmission(w.db, w.assignment.id, { students: [w.people.otherStudent], queueOrderKey: 7 });
    // Without a due date the work stays the student's to change.
    expect((await upload(w.assignment.id, w.tokens.student)).status).toBe(201);
    expect(await storedSubmission(w.db, claimed.id)).toMatchObject({ graderId: null, queueOrderKey: 8 });
    expect(await queuedMails(w.db, w.people.grader.email)).toMatchObject([{ template: 'claimReleasedByUpload' }]);
  });

  it('after the due date is refused as before, and changes nothing', async () => {
    const w = await world(new Date(Date.now() - HOUR));
    const claimed = await createSubmission(w.db, w.assignment.id, { students: [w.people.student], grader: w.people.grader });
    const before = await storedUploadState(w.db, w.assignment.id);
    const res = await upload(w.assignment.id, w.tokens.student);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [UPLOAD_MESSAGES.alreadyGrading] });
    expect(await storedUploadState(w.db, w.assignment.id)).toEqual(before);
    expect(await storedSubmission(w.db, claimed.id)).toMatchObject({ graderId: w.people.grader.id });
    expect(await queuedMails(w.db, w.people.grader.email)).toEqual([]);
    const view = await t.api.get(`/courses/${w.course.id}/studentAssignments/`, { auth: w.tokens.student });
    expect(view.body.assignments).toMatchObject([{ status: 'inGrading', uploadLocked: true }]);
  });

  it('is refused before the due date when the work is finished, since finished work is read-only', async () => {
    const w = await world(new Date(Date.now() + 24 * HOUR));
    const done = await createSubmission(w.db, w.assignment.id, { students: [w.people.student], grader: w.people.grader, isFinalized: true });
    const res = await upload(w.assignment.id, w.tokens.student);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [UPLOAD_MESSAGES.alreadyGrading] });
    expect(await storedSubmission(w.db, done.id)).toMatchObject({ graderId: w.people.grader.id, isFinalized: true });
    expect(await queuedMails(w.db, w.people.grader.email)).toEqual([]);
    const view = await t.api.get(`/courses/${w.course.id}/studentAssignments/`, { auth: w.tokens.student });
    expect(view.body.assignments).toMatchObject([{ status: 'inGrading', uploadLocked: true }]);
  });
});
