import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, mailOutbox, peerReviews } from '@marginalia/db';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { tendStage } from './opening';

// Staff's hand on the allocation (docs/PEER-REVIEW.md, "Editing the allocation"), its CSV, and the reminder a day
// before a review closes ("Reminders").

const t = useTestServer();

async function openReview(size: number, settings: Record<string, unknown> = {}) {
  const { db } = t.server.ctx;
  const w = await createCourseWorld(t.server.ctx);
  await db.update(courses).set({ name: `Peer ${w.course.id}` }).where(eq(courses.id, w.course.id));
  const assignment = await createAssignment(db, w.course.id, { name: 'Essay code' });
  const students = [];
  for (let i = 0; i < size; i += 1) {
    const user = await createUser(db, { email: `edit-${w.course.id}-${i}@example.edu` });
    await enroll(db, w.course.id, user.id, ['student']);
    students.push({ user, submission: (await createSubmission(db, assignment.id, { students: [user] })).id, token: await tokenFor(t.server.ctx, user) });
  }
  await t.api.patch(`/assignments/${assignment.id}/peerReview/`, { auth: w.tokens.admin, body: { enabled: true, reviewsPerStudent: 1, ...settings } });
  expect((await t.api.post(`/assignments/${assignment.id}/peerReview/open/`, { auth: w.tokens.admin })).status).toBe(200);
  return { ...w, db, assignment, students };
}

describe('editing the allocation', () => {
  it('adds a review by the rules and removes one not begun; a begun one stays', async () => {
    const w = await openReview(3);
    const [a, b] = w.students;
    const path = `/assignments/${w.assignment.id}/peerReviews/`;
    const current = (await t.api.get(path, { auth: w.tokens.admin })).body as { id: number; reviewer: string; submission: number }[];
    const free = w.students.find((student) => student.submission !== a!.submission && !current.some((review) => review.reviewer === a!.user.email && review.submission === student.submission))!;

    const refusals: [unknown, string][] = [
      [{ reviewer: 'nobody@example.edu', submission: b!.submission }, 'reviewer'],
      [{ reviewer: a!.user.email, submission: a!.submission }, 'submission'],
      [{ reviewer: a!.user.email, submission: 999_999 }, 'submission'],
      [{ reviewer: w.people.grader.email, submission: b!.submission }, 'reviewer'],
    ];
    for (const [body, field] of refusals) {
      const answer = await t.api.post(path, { auth: w.tokens.admin, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body)).toEqual([field]);
    }
    expect((await t.api.post(path, { auth: w.tokens.grader, body: { reviewer: a!.user.email, submission: free.submission } })).status).toBe(403);
    const added = await t.api.post(path, { auth: w.tokens.admin, body: { reviewer: a!.user.email.toUpperCase(), submission: free.submission } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ reviewer: a!.user.email, submission: free.submission, state: 'assigned' });
    expect((await t.api.post(path, { auth: w.tokens.admin, body: { reviewer: a!.user.email, submission: free.submission } })).body).toEqual({ submission: ['This student already reviews this submission.'] });

    expect((await t.api.delete(`/peerReviews/${added.body.id}/`, { auth: w.tokens.grader })).status).toBe(403);
    expect((await t.api.delete(`/peerReviews/${added.body.id}/`, { auth: w.tokens.otherAdmin })).status).toBe(404);
    expect((await t.api.delete(`/peerReviews/${added.body.id}/`, { auth: w.tokens.admin })).status).toBe(204);

    await w.db.update(peerReviews).set({ startedAt: new Date() }).where(eq(peerReviews.id, current[0]!.id));
    expect((await t.api.delete(`/peerReviews/${current[0]!.id}/`, { auth: w.tokens.admin })).status).toBe(400);
    expect(await w.db.select().from(peerReviews).where(eq(peerReviews.id, current[0]!.id))).toHaveLength(1);
  });

  it('downloads as CSV for staff, with the authors', async () => {
    const w = await openReview(3);
    const answer = await t.api.get(`/assignments/${w.assignment.id}/peerReviews/csv/`, { auth: w.tokens.grader });
    expect(answer.status).toBe(200);
    const lines = answer.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('reviewer,submission,authors,reviewer_number,state,submitted_at');
    expect(lines).toHaveLength(4);
    for (const student of w.students) expect(answer.text).toContain(student.user.email);
    expect((await t.api.get(`/assignments/${w.assignment.id}/peerReviews/csv/`, { auth: w.students[0]!.token })).status).toBe(403);
  });
});

describe('the reminder before a review closes', () => {
  it('e-mails each student with reviews left, once, a day before the close', async () => {
    const closesAt = new Date(Date.now() + 30 * 60 * 60 * 1000);
    const w = await openReview(3, { closesAt: closesAt.toISOString(), minComments: 0 });
    const [a] = w.students;
    const mine = (await t.api.get('/peerReviews/', { auth: a!.token })).body.toDo[0];
    await t.api.post(`/peerReviews/${mine.id}/submit/`, { auth: a!.token });
    const reminders = () => w.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'peerReviewReminder'));
    const before = (await reminders()).length;

    expect(await tendStage(w.db, w.assignment.id)).toBe('unchanged');
    const dayBefore = new Date(closesAt.getTime() - 23 * 60 * 60 * 1000);
    expect(await tendStage(w.db, w.assignment.id, dayBefore)).toBe('reminded');
    expect(await tendStage(w.db, w.assignment.id, dayBefore)).toBe('unchanged');
    const sent = (await reminders()).slice(before);
    expect(sent.map((mail) => mail.toAddress).sort()).toEqual([w.students[1]!.user.email, w.students[2]!.user.email].sort());
    expect(sent[0]!.data).toMatchObject({ assignmentName: 'Essay code', remaining: '1', courseName: `Peer ${w.course.id}` });
    const [row] = await w.db.select().from(mailOutbox).where(and(eq(mailOutbox.template, 'peerReviewReminder'), eq(mailOutbox.toAddress, a!.user.email)));
    expect(row).toBeUndefined();
  });
});
