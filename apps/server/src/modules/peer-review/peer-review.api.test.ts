import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, courseMemberships, files, peerReviews, peerReviewStages } from '@marginalia/db';
import { createCourseWorld, createUser, enroll, tokenFor, type TestUser } from '../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { tendStage } from './opening';

// Peer review's first slice (docs/PEER-REVIEW.md): the stage's settings, opening (by hand and on time) with its
// allocation, the reviews staff and students read, "Submit review", closing, and an open review following late
// submissions and withdrawals. Students' answers carry no other student's name or e-mail unless anonymity is open.

const t = useTestServer();

async function classWorld(size: number, options: { dueDate?: Date } = {}) {
  const { db } = t.server.ctx;
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(db, w.course.id, { uploadDueDate: options.dueDate ?? null });
  const students: { user: TestUser; token: string; submission: number }[] = [];
  for (let i = 0; i < size; i += 1) {
    const user = await createUser(db, { email: `peer-${w.course.id}-${i}@example.edu` });
    await enroll(db, w.course.id, user.id, ['student']);
    const submission = await createSubmission(db, assignment.id, { students: [user] });
    await createFile(db, submission.id);
    students.push({ user, token: await tokenFor(t.server.ctx, user), submission: submission.id });
  }
  const stage = (body?: unknown) =>
    body === undefined
      ? t.api.get(`/assignments/${assignment.id}/peerReview/`, { auth: w.tokens.admin })
      : t.api.patch(`/assignments/${assignment.id}/peerReview/`, { auth: w.tokens.admin, body });
  return { ...w, db, assignment, students, stage };
}

const open = (w: { assignment: { id: number }; tokens: { admin: string } }) => t.api.post(`/assignments/${w.assignment.id}/peerReview/open/`, { auth: w.tokens.admin });
const close = (w: { assignment: { id: number }; tokens: { admin: string } }) => t.api.post(`/assignments/${w.assignment.id}/peerReview/close/`, { auth: w.tokens.admin });

describe('peer review settings', () => {
  it('are off until an admin turns them on, and checked on the way in', async () => {
    const w = await classWorld(3);
    expect((await w.stage()).body).toMatchObject({ enabled: false, state: 'off', reviewsPerStudent: 2, anonymity: 'double', rubric: 'assignment', weight: 0, minComments: 1 });
    const saved = await w.stage({ enabled: true, reviewsPerStudent: 2, anonymity: 'reviewer', closesAt: '2030-01-02T00:00:00Z', opensAt: '2030-01-01T00:00:00Z' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ enabled: true, state: 'scheduled', anonymity: 'reviewer', effectiveOpensAt: '2030-01-01T00:00:00.000Z' });

    const before = await t.server.ctx.db.select().from(peerReviewStages).where(eq(peerReviewStages.assignmentId, w.assignment.id));
    for (const bad of [{ reviewsPerStudent: 0 }, { weight: 2 }, { anonymity: 'secret' }, { closesAt: '2029-12-31T00:00:00Z' }, {}, { colour: 'green' }]) {
      const answer = await w.stage(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await w.stage({ closesAt: '2029-12-31T00:00:00Z' })).body).toEqual({ closesAt: ['The review must close after it opens.'] });
    expect(await t.server.ctx.db.select().from(peerReviewStages).where(eq(peerReviewStages.assignmentId, w.assignment.id))).toEqual(before);
  });

  it('are read by staff and changed by admins only', async () => {
    const w = await classWorld(2);
    const path = `/assignments/${w.assignment.id}/peerReview/`;
    expect((await t.api.get(path, { auth: w.tokens.grader })).status).toBe(200);
    expect((await t.api.get(path, { auth: w.tokens.student })).status).toBe(403);
    expect((await t.api.get(path, { auth: w.tokens.otherCourseStudent })).status).toBe(404);
    expect((await t.api.patch(path, { auth: w.tokens.grader, body: { enabled: true } })).status).toBe(403);
    expect((await t.api.post(`${path}open/`, { auth: w.tokens.grader })).status).toBe(403);
  });
});

describe('opening a peer review', () => {
  it('tells a class of two with two reviews each why it cannot open, and writes nothing', async () => {
    const w = await classWorld(2);
    await w.stage({ enabled: true });
    const answer = await open(w);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('there are only 2 submissions: peer review needs at least 3');
    expect(await t.server.ctx.db.select().from(peerReviews).where(eq(peerReviews.assignmentId, w.assignment.id))).toEqual([]);
    expect((await w.stage()).body.state).toBe('scheduled');
  });

  it('gives each student two reviews of others, shown without names; submitting needs the minimum of comments', async () => {
    const w = await classWorld(5);
    await w.stage({ enabled: true, reviewsPerStudent: 2 });
    const opened = await open(w);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ state: 'open', reviews: { assigned: 10, submitted: 0, late: 0, missing: 0 } });

    const list = await t.api.get(`/assignments/${w.assignment.id}/peerReviews/`, { auth: w.tokens.grader });
    expect(list.body).toHaveLength(10);
    for (const student of w.students) {
      const mine = list.body.filter((review: { reviewer: string }) => review.reviewer === student.user.email);
      expect(mine).toHaveLength(2);
      expect(mine.map((review: { submission: number }) => review.submission)).not.toContain(student.submission);
    }

    const [ada, bob] = w.students;
    const answer = await t.api.get('/peerReviews/', { auth: ada!.token });
    expect(answer.body.toDo.map((review: { label: string }) => review.label)).toEqual(['Submission 1', 'Submission 2']);
    expect(answer.body.received).toEqual([]);
    for (const other of w.students) expect(JSON.stringify(answer.body)).not.toContain(other.user.email);

    const review = answer.body.toDo[0];
    const refused = await t.api.post(`/peerReviews/${review.id}/submit/`, { auth: ada!.token });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('A review needs at least 1 comment before it is submitted (this one has 0).');
    // Someone else's review does not exist for the caller.
    expect((await t.api.post(`/peerReviews/${review.id}/submit/`, { auth: bob!.token })).status).toBe(404);

    // A range comment in the review, through the graders' POST /comments/.
    const [reviewedFile] = await t.server.ctx.db.select().from(files).where(eq(files.submissionId, review.submission));
    const comment = await t.api.post('/comments/', { auth: ada!.token, body: { file: reviewedFile!.id, text: 'Nice loop', startChar: 0, endChar: 1, startLine: 0, endLine: 0 } });
    expect(comment.status).toBe(201);
    const submitted = await t.api.post(`/peerReviews/${review.id}/submit/`, { auth: ada!.token });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ id: review.id, state: 'submitted' });
    expect((await t.api.post(`/peerReviews/${review.id}/submit/`, { auth: ada!.token })).status).toBe(400);
    const events = await t.server.ctx.db.select().from(auditEvents).where(and(eq(auditEvents.courseId, w.course.id), eq(auditEvents.type, 'peer_review.submitted')));
    expect(events).toHaveLength(1);

    // Closed: the author reads the submitted review as "Reviewer n", and the one never submitted is missing.
    expect((await close(w)).body).toMatchObject({ state: 'closed', reviews: { submitted: 1, missing: 9 } });
    const author = w.students.find((student) => student.submission === review.submission)!;
    const received = await t.api.get('/peerReviews/', { auth: author.token });
    expect(received.body.received).toEqual([{ id: review.id, assignment: expect.objectContaining({ id: w.assignment.id }), submission: review.submission, reviewer: expect.stringMatching(/^Reviewer \d$/), submittedAt: expect.any(String), helpfulness: null }]);
    expect(JSON.stringify(received.body)).not.toContain(ada!.user.email);
  });

  it('names authors and reviewers to each other when anonymity is open', async () => {
    const w = await classWorld(3);
    await w.stage({ enabled: true, reviewsPerStudent: 1, anonymity: 'open', minComments: 0 });
    await open(w);
    const [ada] = w.students;
    const toDo = (await t.api.get('/peerReviews/', { auth: ada!.token })).body.toDo;
    const author = w.students.find((student) => student.submission === toDo[0].submission)!;
    expect(toDo[0].label).toBe(author.user.email);
    await t.api.post(`/peerReviews/${toDo[0].id}/submit/`, { auth: ada!.token });
    await close(w);
    expect((await t.api.get('/peerReviews/', { auth: author.token })).body.received[0].reviewer).toBe(ada!.user.email);
  });
});

describe('an open peer review over time', () => {
  it('opens at its time, weaves a late submission in and hands on a withdrawn student\'s reviews', async () => {
    const w = await classWorld(6, { dueDate: new Date(Date.now() - 60_000) });
    await w.stage({ enabled: true, reviewsPerStudent: 2 });
    expect(await tendStage(w.db, w.assignment.id)).toBe('opened');
    expect(await tendStage(w.db, w.assignment.id)).toBe('unchanged');

    // A late submitter.
    const late = await createUser(w.db, { email: `peer-late-${w.course.id}@example.edu` });
    await enroll(w.db, w.course.id, late.id, ['student']);
    const lateSubmission = await createSubmission(w.db, w.assignment.id, { students: [late] });
    expect(await tendStage(w.db, w.assignment.id)).toBe('rebalanced');
    const rows = () => w.db.select().from(peerReviews).where(eq(peerReviews.assignmentId, w.assignment.id));
    const counts = async () => {
      const all = await rows();
      return { toDo: (id: number) => all.filter((row) => row.reviewerId === id).length, received: (id: number) => all.filter((row) => row.submissionId === id).length };
    };
    let now = await counts();
    expect(now.toDo(late.id)).toBe(2);
    expect(now.received(lateSubmission.id)).toBe(2);
    for (const student of w.students) {
      expect(now.toDo(student.user.id)).toBe(2);
      expect(now.received(student.submission)).toBe(2);
    }

    // A student leaves the course: their reviews not begun go to others, and their submission leaves the review.
    const leaving = w.students[0]!;
    await w.db.update(courseMemberships).set({ isActive: false }).where(and(eq(courseMemberships.courseId, w.course.id), eq(courseMemberships.userId, leaving.user.id)));
    expect(await tendStage(w.db, w.assignment.id)).toBe('rebalanced');
    now = await counts();
    expect(now.toDo(leaving.user.id)).toBe(0);
    for (const student of w.students.slice(1)) expect(now.received(student.submission)).toBeGreaterThanOrEqual(2);
    expect(now.received(lateSubmission.id)).toBeGreaterThanOrEqual(2);
    for (const row of await rows()) expect(row.submissionId).not.toBe(leaving.submission);
  });

  it('records why it could not open on time, and closes at its closing time', async () => {
    const w = await classWorld(2, { dueDate: new Date(Date.now() - 60_000) });
    await w.stage({ enabled: true, reviewsPerStudent: 2 });
    expect(await tendStage(w.db, w.assignment.id)).toBe('tooFew');
    expect((await w.stage()).body.openError).toContain('peer review needs at least 3');
    await w.stage({ reviewsPerStudent: 1, closesAt: new Date(Date.now() + 60_000).toISOString() });
    expect(await tendStage(w.db, w.assignment.id)).toBe('opened');
    expect((await w.stage()).body).toMatchObject({ state: 'open', openError: null });
    expect(await tendStage(w.db, w.assignment.id, new Date(Date.now() + 120_000))).toBe('closed');
    expect((await w.stage()).body.state).toBe('closed');
  });
});
