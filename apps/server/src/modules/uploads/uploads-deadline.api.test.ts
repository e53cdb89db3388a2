import { eq } from 'drizzle-orm';
import { UPLOAD_MESSAGES } from '@marginalia/contracts';
import { courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { postUpload, storedUploadState } from './upload-testing';

// The due date and late day credits of docs/PRODUCT.md §5: each started day past the due date is one credit.

const t = useTestServer();
const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
const part = [{ name: 'a.py', content: 'x = 1\n' }];

async function world(lateDayCreditsAllowable: number | null) {
  const w = await createCourseWorld(t.server.ctx);
  await t.server.ctx.db.update(courses).set({ lateDayCreditsAllowable }).where(eq(courses.id, w.course.id));
  const assignmentDue = (hours: number, allowLateUploads = true) =>
    createAssignment(t.server.ctx.db, w.course.id, { allowStudentUpload: true, allowLateUploads, uploadDueDate: hoursAgo(hours) });
  return { ...w, assignmentDue };
}

describe('uploads after the due date', () => {
  it('are refused when the assignment takes no late uploads', async () => {
    const { assignmentDue, tokens } = await world(null);
    const assignment = await assignmentDue(1, false);
    const res = await postUpload(t.server.url, assignment.id, tokens.student, part);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [UPLOAD_MESSAGES.pastDue] });
    expect((await storedUploadState(t.server.ctx.db, assignment.id)).submissions).toEqual([]);
  });

  it('are taken before the due date and, when the course counts no late days, after it for free', async () => {
    const { assignmentDue, tokens } = await world(null);
    const future = await assignmentDue(-24, false);
    expect((await postUpload(t.server.url, future.id, tokens.student, part)).status).toBe(201);
    const late = await assignmentDue(30);
    const res = await postUpload(t.server.url, late.id, tokens.student, part);
    expect(res.status).toBe(201);
    expect(res.body.lateDayCreditsUsed).toBe(0);
    expect((await storedSubmission(t.server.ctx.db, res.body.submission))!.lateDayCreditsUsed).toBe(0);
  });

  it('use a credit per started day, charged once per submission', async () => {
    const { assignmentDue, tokens } = await world(3);
    const assignment = await assignmentDue(25);
    const first = await postUpload(t.server.url, assignment.id, tokens.student, part);
    expect(first.status).toBe(201);
    expect(first.body.lateDayCreditsUsed).toBe(2);
    expect((await storedSubmission(t.server.ctx.db, first.body.submission))!.lateDayCreditsUsed).toBe(2);
    // Uploading again the same day charges nothing more.
    const again = await postUpload(t.server.url, assignment.id, tokens.student, part);
    expect(again.body.lateDayCreditsUsed).toBe(0);
    expect((await storedSubmission(t.server.ctx.db, first.body.submission))!.lateDayCreditsUsed).toBe(2);
  });

  it('are refused when the credits used on other assignments leave too few', async () => {
    const { assignmentDue, people, tokens } = await world(3);
    const earlier = await assignmentDue(1000);
    await createSubmission(t.server.ctx.db, earlier.id, { students: [people.student], lateDayCreditsUsed: 2 });
    const assignment = await assignmentDue(30);
    const res = await postUpload(t.server.url, assignment.id, tokens.student, part);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [UPLOAD_MESSAGES.notEnoughLateDays] });
    expect((await storedUploadState(t.server.ctx.db, assignment.id)).submissions).toEqual([]);
    // One day late fits in what is left.
    const oneDay = await assignmentDue(2);
    expect((await postUpload(t.server.url, oneDay.id, tokens.student, part)).body.lateDayCreditsUsed).toBe(1);
  });

  it("count every partner's credits", async () => {
    const { assignmentDue, people, tokens } = await world(2);
    const earlier = await assignmentDue(1000);
    await createSubmission(t.server.ctx.db, earlier.id, { students: [people.otherStudent], lateDayCreditsUsed: 2 });
    const assignment = await assignmentDue(3);
    const shared = await createSubmission(t.server.ctx.db, assignment.id, { students: [people.student, people.otherStudent] });
    const before = await storedUploadState(t.server.ctx.db, assignment.id);
    const res = await postUpload(t.server.url, assignment.id, tokens.student, part);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [UPLOAD_MESSAGES.notEnoughLateDays] });
    expect(await storedUploadState(t.server.ctx.db, assignment.id)).toEqual(before);
    expect((await storedSubmission(t.server.ctx.db, shared.id))!.lateDayCreditsUsed).toBe(0);
  });

  it('do not bind a course admin uploading for a student', async () => {
    const { assignmentDue, people, tokens } = await world(0);
    const assignment = await assignmentDue(100, false);
    const res = await postUpload(t.server.url, assignment.id, tokens.admin, part, { students: [people.student.email] });
    expect(res.status).toBe(201);
    expect(res.body.lateDayCreditsUsed).toBe(0);
  });
});
