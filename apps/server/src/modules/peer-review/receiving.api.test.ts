import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PeerReviewAnonymity } from '@marginalia/contracts';
import { auditEvents, comments, courses, files } from '@marginalia/db';
import { createCourseWorld, createUser, enroll, tokenFor, type TestUser } from '../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

// Receiving peer feedback, and staff's approval and hiding (docs/PEER-REVIEW.md, "Receiving" and "Approval and
// hiding"): authors read submitted reviews beside the staff's feedback once the stage closed (and was approved,
// when it asks for approval), never a hidden comment, never a reviewer's name unless anonymity is `open`.

const t = useTestServer();

interface Student {
  user: TestUser;
  token: string;
  submission: number;
}

async function reviewWorld(options: { anonymity?: PeerReviewAnonymity; approval?: boolean; released?: boolean } = {}) {
  const { db } = t.server.ctx;
  const w = await createCourseWorld(t.server.ctx);
  const released = options.released ?? false;
  const assignment = await createAssignment(db, w.course.id, { isVisible: true, isReleased: released });
  const students: Student[] = [];
  for (let i = 0; i < 3; i += 1) {
    const user = await createUser(db, { email: `receiver-${w.course.id}-${i}@example.edu` });
    await enroll(db, w.course.id, user.id, ['student']);
    const submission = await createSubmission(db, assignment.id, { students: [user], grader: w.people.grader, isFinalized: released });
    await createFile(db, submission.id, { code: 'def main():\n    return 1\n' });
    students.push({ user, token: await tokenFor(t.server.ctx, user), submission: submission.id });
  }
  const admin = w.tokens.admin;
  await t.api.patch(`/assignments/${assignment.id}/peerReview/`, {
    auth: admin,
    body: { enabled: true, reviewsPerStudent: 1, anonymity: options.anonymity ?? 'double', approval: options.approval ?? false },
  });
  expect((await t.api.post(`/assignments/${assignment.id}/peerReview/open/`, { auth: admin })).status).toBe(200);
  /** Each student's review to do, with the comment they wrote in it. */
  const reviews: { reviewer: Student; author: Student; id: number; comment: number }[] = [];
  for (const reviewer of students) {
    const review = (await t.api.get('/peerReviews/', { auth: reviewer.token })).body.toDo[0];
    const author = students.find((student) => student.submission === review.submission)!;
    const [file] = await db.select().from(files).where(eq(files.submissionId, review.submission));
    const written = await t.api.post('/comments/', {
      auth: reviewer.token,
      body: { file: file!.id, text: `Peer note ${reviews.length + 1}`, startChar: 4, endChar: 8, startLine: 0, endLine: 0 },
    });
    expect(written.status).toBe(201);
    reviews.push({ reviewer, author, id: review.id, comment: written.body.id });
  }
  const submitAll = async () => {
    for (const review of reviews) expect((await t.api.post(`/peerReviews/${review.id}/submit/`, { auth: review.reviewer.token })).status).toBe(200);
  };
  const close = async () => expect((await t.api.post(`/assignments/${assignment.id}/peerReview/close/`, { auth: admin })).status).toBe(200);
  return { ...w, db, assignment, students, reviews, submitAll, close };
}

type Comment = { id: number; text: string; author: string | null; pointDelta: number | null; peerReview?: { review: number; reviewer: string } | null };
const peerComments = (body: { comments: Comment[] }) => body.comments.filter((comment) => comment.peerReview);

describe('receiving peer feedback', () => {
  for (const anonymity of ['double', 'reviewer', 'open'] as const) {
    it(`shows submitted reviews to their authors once closed, reviewers named only when open (${anonymity})`, async () => {
      const w = await reviewWorld({ anonymity });
      await w.submitAll();
      const [first] = w.reviews;
      const { author, reviewer } = first!;
      const read = () => t.api.get(`/submissions/${author.submission}/review/`, { auth: author.token });

      // Open: nothing reaches the author yet.
      expect(peerComments((await read()).body)).toEqual([]);
      expect((await t.api.get('/peerReviews/', { auth: author.token })).body.received).toEqual([]);

      await w.close();
      const answer = await read();
      expect(answer.status).toBe(200);
      const name = anonymity === 'open' ? reviewer.user.email : 'Reviewer 1';
      expect(peerComments(answer.body)).toEqual([
        expect.objectContaining({ id: first!.comment, author: null, pointDelta: null, rubricComment: null, peerReview: { review: first!.id, reviewer: name } }),
      ]);
      const received = (await t.api.get('/peerReviews/', { auth: author.token })).body.received;
      expect(received).toEqual([expect.objectContaining({ id: first!.id, reviewer: name, helpfulness: null })]);
      for (const text of [JSON.stringify(answer.body), JSON.stringify(received)]) {
        if (anonymity === 'open') expect(text).toContain(reviewer.user.email);
        else expect(text).not.toContain(reviewer.user.email.split('@')[0]);
      }

      // Staff reading the submission get the staff's feedback only (they read reviews on their own).
      expect(peerComments((await t.api.get(`/submissions/${author.submission}/review/`, { auth: w.tokens.admin })).body)).toEqual([]);
    });
  }

  it('shows peer comments beside published staff feedback, without counting them', async () => {
    const w = await reviewWorld({ released: true });
    await w.submitAll();
    await w.close();
    const { author } = w.reviews[0]!;
    const [file] = await w.db.select().from(files).where(eq(files.submissionId, author.submission));
    await w.db.insert(comments).values({ fileId: file!.id, authorId: w.people.grader.id, text: 'Staff note', startChar: 0, endChar: 3, startLine: 0, endLine: 0 });
    const answer = await t.api.get(`/submissions/${author.submission}/review/`, { auth: author.token });
    expect(answer.status).toBe(200);
    expect(answer.body.comments.map((comment: Comment) => [comment.text, comment.peerReview?.reviewer ?? null])).toEqual([
      ['Staff note', null],
      ['Peer note 1', 'Reviewer 1'],
    ]);
    // The grade is the staff's alone: the peer comment changes nothing in it.
    const staffRead = await t.api.get(`/submissions/${author.submission}/review/`, { auth: w.tokens.admin });
    expect(answer.body.submission.grade).toBe(staffRead.body.submission.grade);
  });

  it("writes a picked rubric item's text into the comment authors read, without its link", async () => {
    const w = await reviewWorld();
    await t.api.patch(`/assignments/${w.assignment.id}/peerReview/`, { auth: w.tokens.admin, body: { rubric: 'peer' } });
    const category = await t.api.post('/rubricCategories/', { auth: w.tokens.admin, body: { assignment: w.assignment.id, name: 'Readability', peer: true } });
    const item = await t.api.post('/rubricComments/', { auth: w.tokens.admin, body: { category: category.body.id, pointDelta: 0, text: 'Names say what they hold', name: 'clear-names' } });
    const { reviewer, author, comment } = w.reviews[0]!;
    expect((await t.api.patch(`/comments/${comment}/`, { auth: reviewer.token, body: { text: '', rubricComment: item.body.id } })).status).toBe(200);
    await w.submitAll();
    await w.close();
    const answer = await t.api.get(`/submissions/${author.submission}/review/`, { auth: author.token });
    expect(peerComments(answer.body)).toEqual([expect.objectContaining({ id: comment, text: 'Names say what they hold', rubricComment: null })]);
  });

  it('keeps showing peer comments while published feedback is being revised', async () => {
    const w = await reviewWorld({ released: true });
    await w.submitAll();
    await w.close();
    const { author, comment } = w.reviews[0]!;
    expect((await t.api.patch(`/submissions/${author.submission}/`, { auth: w.tokens.grader, body: { isFinalized: false } })).status).toBe(200);
    const answer = await t.api.get(`/submissions/${author.submission}/review/`, { auth: author.token });
    expect(answer.body.beingRevised).toBe(true);
    expect(peerComments(answer.body).map((entry) => entry.id)).toEqual([comment]);
  });

  it('waits for staff approval when the stage asks for it', async () => {
    const w = await reviewWorld({ approval: true });
    const [first, second] = w.reviews;
    // Only a submitted review can be approved.
    expect((await t.api.post(`/peerReviews/${first!.id}/approve/`, { auth: w.tokens.grader })).status).toBe(400);
    await w.submitAll();
    await w.close();
    const read = () => t.api.get(`/submissions/${first!.author.submission}/review/`, { auth: first!.author.token });
    expect(peerComments((await read()).body)).toEqual([]);
    expect((await t.api.get('/peerReviews/', { auth: first!.author.token })).body.received).toEqual([]);
    expect((await t.api.put(`/peerReviews/${first!.id}/rating/`, { auth: first!.author.token, body: { helpfulness: 3 } })).status).toBe(404);
    const staffList = await t.api.get(`/assignments/${w.assignment.id}/peerReviews/`, { auth: w.tokens.admin });
    expect(staffList.body.every((review: { approvedAt: string | null }) => review.approvedAt === null)).toBe(true);

    const approved = await t.api.post(`/peerReviews/${first!.id}/approve/`, { auth: w.tokens.grader });
    expect(approved.status).toBe(200);
    expect(approved.body.approvedAt).not.toBeNull();
    // Approving again changes nothing and records nothing.
    const again = await t.api.post(`/peerReviews/${first!.id}/approve/`, { auth: w.tokens.admin });
    expect(again.body.approvedAt).toBe(approved.body.approvedAt);
    const events = await w.db.select().from(auditEvents).where(and(eq(auditEvents.courseId, w.course.id), eq(auditEvents.type, 'peer_review.approved')));
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toEqual({ review: first!.id });

    expect(peerComments((await read()).body).map((comment) => comment.id)).toEqual([first!.comment]);
    expect((await t.api.get('/peerReviews/', { auth: first!.author.token })).body.received.map((review: { id: number }) => review.id)).toEqual([first!.id]);
    // The other reviews still wait.
    expect(peerComments((await t.api.get(`/submissions/${second!.author.submission}/review/`, { auth: second!.author.token })).body)).toEqual([]);
    const list = (await t.api.get(`/assignments/${w.assignment.id}/peerReviews/`, { auth: w.tokens.admin })).body as { id: number; approvedAt: string | null }[];
    expect(list.find((review) => review.id === first!.id)!.approvedAt).toBe(approved.body.approvedAt);

    // Students cannot approve.
    expect((await t.api.post(`/peerReviews/${second!.id}/approve/`, { auth: second!.author.token })).status).toBe(404);
    expect((await t.api.post(`/peerReviews/${second!.id}/approve/`, { auth: w.tokens.otherCourseStudent })).status).toBe(404);
  });

  it('never shows a hidden comment to its authors, and tells the reviewer', async () => {
    const w = await reviewWorld();
    await w.submitAll();
    await w.close();
    const [first, second] = w.reviews;
    const path = `/peerReviews/${first!.id}/comments/${first!.comment}/`;
    const read = () => t.api.get(`/submissions/${first!.author.submission}/review/`, { auth: first!.author.token });

    expect((await t.api.patch(path, { auth: w.tokens.admin, body: { hidden: true, reason: 'x'.repeat(501) } })).status).toBe(400);
    expect((await t.api.patch(path, { auth: w.tokens.admin, body: { hide: true } })).status).toBe(400);
    // A comment of another review is not this review's.
    expect((await t.api.patch(`/peerReviews/${first!.id}/comments/${second!.comment}/`, { auth: w.tokens.admin, body: { hidden: true } })).status).toBe(404);
    expect((await t.api.patch(path, { auth: first!.author.token, body: { hidden: true } })).status).toBe(404);
    expect((await t.api.patch(path, { auth: first!.reviewer.token, body: { hidden: true } })).status).toBe(404);
    expect(peerComments((await read()).body)).toHaveLength(1);

    const hidden = await t.api.patch(path, { auth: w.tokens.grader, body: { hidden: true, reason: 'Rude' } });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ id: first!.comment, hidden: true, hiddenReason: 'Rude', fileName: 'main.py', startLine: 0, endLine: 0 });
    const answer = await read();
    expect(peerComments(answer.body)).toEqual([]);
    expect(JSON.stringify(answer.body)).not.toContain('Peer note');
    expect((await t.api.get('/peerReviews/', { auth: first!.author.token })).body.received).toHaveLength(1);

    const reviewerRead = await t.api.get(`/peerReviews/${first!.id}/submission/`, { auth: first!.reviewer.token });
    expect(reviewerRead.body.hidden).toEqual([{ comment: first!.comment, reason: 'Rude' }]);
    const detail = await t.api.get(`/peerReviews/${first!.id}/`, { auth: w.tokens.admin });
    expect(detail.body.comments).toEqual([expect.objectContaining({ id: first!.comment, hidden: true, hiddenReason: 'Rude' })]);

    const shown = await t.api.patch(path, { auth: w.tokens.admin, body: { hidden: false } });
    expect(shown.body).toMatchObject({ hidden: false, hiddenReason: null, hiddenAt: null });
    expect(peerComments((await read()).body)).toHaveLength(1);
    expect((await t.api.get(`/peerReviews/${first!.id}/submission/`, { auth: first!.reviewer.token })).body.hidden).toEqual([]);

    const events = await w.db.select().from(auditEvents).where(eq(auditEvents.courseId, w.course.id));
    expect(events.filter((event) => event.type === 'peer_review.comment_hidden').map((event) => event.data)).toEqual([{ review: first!.id, comment: first!.comment, reason: 'Rude' }]);
    expect(events.filter((event) => event.type === 'peer_review.comment_shown')).toHaveLength(1);
  });
});

describe('helpfulness ratings', () => {
  it('are one per author and review, changeable, for received reviews only', async () => {
    const w = await reviewWorld();
    await w.submitAll();
    const [first] = w.reviews;
    const path = `/peerReviews/${first!.id}/rating/`;
    const rate = (token: string, body: unknown) => t.api.put(path, { auth: token, body });
    // Not received yet: the stage is open.
    expect((await rate(first!.author.token, { helpfulness: 4 })).status).toBe(404);
    await w.close();

    for (const bad of [{ helpfulness: 0 }, { helpfulness: 6 }, { helpfulness: 2.5 }, {}, { helpfulness: 3, note: 'x' }]) {
      expect((await rate(first!.author.token, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    // The reviewer, another student, staff: not the authors.
    const other = w.students.find((student) => student !== first!.author && student !== first!.reviewer)!;
    for (const token of [first!.reviewer.token, other.token, w.tokens.admin, w.tokens.otherCourseStudent]) expect((await rate(token, { helpfulness: 4 })).status).toBe(404);

    expect((await rate(first!.author.token, { helpfulness: 4 })).body).toEqual({ review: first!.id, helpfulness: 4 });
    expect((await rate(first!.author.token, { helpfulness: 2 })).status).toBe(200);
    const received = (await t.api.get('/peerReviews/', { auth: first!.author.token })).body.received;
    expect(received).toEqual([expect.objectContaining({ id: first!.id, helpfulness: 2 })]);
    expect((await t.api.get(`/peerReviews/${first!.id}/`, { auth: w.tokens.grader })).body.ratings).toEqual({ mean: 2, count: 1 });
    // Each rating is recorded as the author's, naming the review only.
    const rated = await w.db.select().from(auditEvents).where(and(eq(auditEvents.courseId, w.course.id), eq(auditEvents.type, 'peer_review.rated')));
    expect(rated.map((event) => [event.actorId, event.targetUserId, event.data])).toEqual([
      [first!.author.user.id, null, { review: first!.id, helpfulness: 4 }],
      [first!.author.user.id, null, { review: first!.id, helpfulness: 2 }],
    ]);

    // An archived course takes no ratings, approvals or hiding, and keeps what it had.
    await w.db.update(courses).set({ archived: true }).where(eq(courses.id, w.course.id));
    expect((await rate(first!.author.token, { helpfulness: 5 })).status).toBe(400);
    expect((await t.api.post(`/peerReviews/${first!.id}/approve/`, { auth: w.tokens.admin })).status).toBe(400);
    expect((await t.api.patch(`/peerReviews/${first!.id}/comments/${first!.comment}/`, { auth: w.tokens.admin, body: { hidden: true } })).status).toBe(400);
    expect((await t.api.get('/peerReviews/', { auth: first!.author.token })).body.received[0].helpfulness).toBe(2);
  });
});

describe("staff's read of a review", () => {
  it('gives the course staff the whole review, and nobody else anything', async () => {
    const w = await reviewWorld();
    await w.submitAll();
    const [first] = w.reviews;
    const path = `/peerReviews/${first!.id}/`;
    const answer = await t.api.get(path, { auth: w.tokens.grader });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: first!.id,
      assignment: w.assignment.id,
      reviewer: first!.reviewer.user.email,
      submission: first!.author.submission,
      authors: [first!.author.user.email],
      ordinal: 1,
      state: 'submitted',
      approvedAt: null,
      approval: false,
      ratings: { mean: null, count: 0 },
    });
    expect(answer.body.comments).toEqual([
      expect.objectContaining({ id: first!.comment, fileName: 'main.py', startLine: 0, endLine: 0, startChar: 4, endChar: 8, rubricComment: null, hidden: false }),
    ]);
    for (const token of [first!.reviewer.token, first!.author.token, w.tokens.student, w.tokens.otherCourseStudent, w.tokens.otherAdmin]) {
      expect((await t.api.get(path, { auth: token })).status).toBe(404);
    }
    expect((await t.api.get('/peerReviews/999999999/', { auth: w.tokens.admin })).status).toBe(404);
  });
});
