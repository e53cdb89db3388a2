import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, comments, files, gradeChanges, peerReviewRatings, peerReviews, rubricCategories, rubricComments, submissions } from '@marginalia/db';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { recomputeGrades } from '../grades/recompute';
import { tendStage } from './opening';

// Peer scores in the grade and grading the reviewing (docs/PEER-REVIEW.md, "Peer scores and the grade", "Grading
// the reviews"). Three students review each other twice on a 10-point assignment whose rubric item takes 3 points:
// the first deducts it in both reviews, the second writes plain comments, the third reviews nothing.

const t = useTestServer();

async function gradingWorld() {
  const { db } = t.server.ctx;
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(db, w.course.id, { name: `Lab ${w.course.id}`, points: 10, isReleased: true, isVisible: true });
  const [category] = await db.insert(rubricCategories).values({ assignmentId: assignment.id, name: 'Style' }).returning();
  const [item] = await db.insert(rubricComments).values({ assignmentId: assignment.id, categoryId: category!.id, name: 'naming', pointDelta: 3 }).returning();
  const students = [];
  for (let i = 0; i < 3; i += 1) {
    const user = await createUser(db, { email: `grading-${w.course.id}-${i}@example.edu` });
    await enroll(db, w.course.id, user.id, ['student']);
    // Finalized at 10 and already shown to its students: a later change is kept in the grade history.
    const submission = await createSubmission(db, assignment.id, { students: [user], grader: w.people.grader, isFinalized: true, grade: 10, shownGrade: 10 });
    await createFile(db, submission.id, { name: 'main.py', code: 'a = 1\nb = 2\n' });
    students.push({ user, submission: submission.id, token: await tokenFor(t.server.ctx, user) });
  }
  const stagePath = `/assignments/${assignment.id}/peerReview/`;
  await t.api.patch(stagePath, { auth: w.tokens.admin, body: { enabled: true, reviewsPerStudent: 2, minComments: 1, weight: 0.5 } });
  expect((await t.api.post(`${stagePath}open/`, { auth: w.tokens.admin })).status).toBe(200);
  const reviewOf = new Map<string, number>();
  for (const [index, student] of students.entries()) {
    const toDo = (await t.api.get('/peerReviews/', { auth: student.token })).body.toDo as { id: number; submission: number }[];
    for (const review of toDo) {
      reviewOf.set(`${index}->${students.findIndex((other) => other.submission === review.submission)}`, review.id);
      if (index === 2) continue;
      const [file] = await db.select().from(files).where(eq(files.submissionId, review.submission));
      const body = { file: file!.id, text: 'Names', startChar: 0, endChar: 1, startLine: 0, endLine: 0, ...(index === 0 ? { rubricComment: item!.id } : {}) };
      expect((await t.api.post('/comments/', { auth: student.token, body })).status).toBe(201);
      expect((await t.api.post(`/peerReviews/${review.id}/submit/`, { auth: student.token })).status).toBe(200);
    }
  }
  const gradeOf = async (submission: number) => Number((await db.select({ grade: submissions.grade }).from(submissions).where(eq(submissions.id, submission)))[0]!.grade);
  const grading = async () => (await t.api.get(`/assignments/${assignment.id}/peerReviews/grading/`, { auth: w.tokens.admin })).body;
  return { ...w, db, assignment, item: item!, students, stagePath, review: (from: number, to: number) => reviewOf.get(`${from}->${to}`)!, gradeOf, grading };
}

describe('peer scores in the grade', () => {
  it('leave the grade alone until the review closes, then mix the median in by the weight, recorded as a change', async () => {
    const w = await gradingWorld();
    const [s0, s1, s2] = w.students;
    expect([await w.gradeOf(s0!.submission), await w.gradeOf(s1!.submission), await w.gradeOf(s2!.submission)]).toEqual([10, 10, 10]);

    expect((await t.api.post(`${w.stagePath}close/`, { auth: w.tokens.admin })).status).toBe(200);
    // Submission 2: scores 7 and 10, median 8.5 → 0.5 × 10 + 0.5 × 8.5. Submission 1: only the first's 7. Submission 0:
    // only the second's 10 (the third's review is missing and does not count).
    expect([await w.gradeOf(s0!.submission), await w.gradeOf(s1!.submission), await w.gradeOf(s2!.submission)]).toEqual([10, 8.5, 9.25]);
    const history = await w.db.select().from(gradeChanges).where(eq(gradeChanges.submissionId, s2!.submission));
    expect(history.map((row) => [row.cause, Number(row.oldGrade), Number(row.newGrade), row.actorId])).toEqual([['peer_review', 10, 9.25, w.people.admin.id]]);

    // The submission view gives staff and the student the peer part, so that its live total says the stored grade.
    for (const token of [w.tokens.admin, s2!.token]) {
      const review = await t.api.get(`/submissions/${s2!.submission}/review/`, { auth: token });
      expect(review.status).toBe(200);
      expect(review.body.peerPart).toEqual({ weight: 0.5, median: 8.5 });
      expect(review.body.submission.grade).toBe(9.25);
    }

    // A new weight recomputes at once.
    expect((await t.api.patch(w.stagePath, { auth: w.tokens.admin, body: { weight: 0.2 } })).status).toBe(200);
    expect(await w.gradeOf(s1!.submission)).toBe(9.4);
    // The exports and the student's own view read the same stored grade.
    const csv = await t.api.get(`/assignments/${w.assignment.id}/exportGrades/`, { auth: w.tokens.admin });
    expect(csv.text).toContain(`${s1!.user.email},,${s1!.submission}`);
    expect(csv.text).toMatch(new RegExp(`${s1!.user.email.replace(/\./g, '\\.')},[^\\n]*,9\\.4,`));

    // Weight 0: back to the staff grade.
    await t.api.patch(w.stagePath, { auth: w.tokens.admin, body: { weight: 0 } });
    expect(await w.gradeOf(s2!.submission)).toBe(10);
  });
});

describe('peer scores after the close', () => {
  it('recompute one submission from its own reviews alone, leaving the others as they were', async () => {
    const w = await gradingWorld();
    const [s0, s1, s2] = w.students;
    expect((await t.api.post(`${w.stagePath}close/`, { auth: w.tokens.admin })).status).toBe(200);
    // Staff deduct 2 points on submission 2 after the close; only its grade is recomputed: 0.5 × 8 + 0.5 × 8.5.
    const [file] = await w.db.select().from(files).where(eq(files.submissionId, s2!.submission));
    await w.db.insert(comments).values({ fileId: file!.id, authorId: w.people.grader.id, text: 'Off by one', startChar: 0, endChar: 1, startLine: 0, endLine: 0, pointDelta: 2 });
    await w.db.transaction((tx) => recomputeGrades(tx, [s2!.submission], { cause: 'comment', actorId: null }));
    expect([await w.gradeOf(s0!.submission), await w.gradeOf(s1!.submission), await w.gradeOf(s2!.submission)]).toEqual([10, 8.5, 8.25]);
    const review = await t.api.get(`/submissions/${s1!.submission}/review/`, { auth: s1!.token });
    expect(review.body.peerPart).toEqual({ weight: 0.5, median: 7 });
  });

  it('count when the review closes on time, and take in a late review as it is submitted', async () => {
    const w = await gradingWorld();
    const [s0, , s2] = w.students;
    await t.api.patch(w.stagePath, { auth: w.tokens.admin, body: { closesAt: '2099-01-01T00:00:00Z' } });
    expect(await tendStage(w.db, w.assignment.id, new Date('2099-01-02T00:00:00Z'))).toBe('closed');
    expect(await w.gradeOf(s2!.submission)).toBe(9.25);

    // The third student reviews submission 0 late, deducting the rubric item: its median goes from 10 to 8.5.
    const [file] = await w.db.select().from(files).where(eq(files.submissionId, s0!.submission));
    const body = { file: file!.id, text: 'Names', startChar: 0, endChar: 1, startLine: 0, endLine: 0, rubricComment: w.item.id };
    expect((await t.api.post('/comments/', { auth: s2!.token, body })).status).toBe(201);
    const late = await t.api.post(`/peerReviews/${w.review(2, 0)}/submit/`, { auth: s2!.token });
    expect(late.status).toBe(200);
    expect(await w.gradeOf(s0!.submission)).toBe(9.25);
    const history = await w.db.select().from(gradeChanges).where(eq(gradeChanges.submissionId, s0!.submission));
    // Recorded without an actor: the reviewer is not named in the author's grade history.
    expect(history.map((row) => [row.cause, Number(row.oldGrade), Number(row.newGrade), row.actorId])).toEqual([['peer_review', 10, 9.25, null]]);
  });
});

describe('peer scores under moderation', () => {
  it('count a review once approved when approval is asked, and drop a hidden comment, each recomputing the grade', async () => {
    const w = await gradingWorld();
    const [, , s2] = w.students;
    await t.api.patch(w.stagePath, { auth: w.tokens.admin, body: { approval: true } });
    expect((await t.api.post(`${w.stagePath}close/`, { auth: w.tokens.admin })).status).toBe(200);
    // Nothing approved: no review counts, and the grade is the staff's.
    expect(await w.gradeOf(s2!.submission)).toBe(10);

    // Submission 2's reviews: the first student's deducts 3 (score 7), the second's writes plain comments (10).
    expect((await t.api.post(`/peerReviews/${w.review(0, 2)}/approve/`, { auth: w.tokens.admin })).status).toBe(200);
    expect(await w.gradeOf(s2!.submission)).toBe(8.5);
    expect((await t.api.post(`/peerReviews/${w.review(1, 2)}/approve/`, { auth: w.tokens.admin })).status).toBe(200);
    expect(await w.gradeOf(s2!.submission)).toBe(9.25);

    // Hiding the deducting comment leaves that review without comments: it no longer counts (minComments 1).
    const detail = (await t.api.get(`/peerReviews/${w.review(0, 2)}/`, { auth: w.tokens.admin })).body;
    const hide = await t.api.patch(`/peerReviews/${w.review(0, 2)}/comments/${detail.comments[0].id}/`, { auth: w.tokens.admin, body: { hidden: true, reason: 'Rude' } });
    expect(hide.status).toBe(200);
    expect(await w.gradeOf(s2!.submission)).toBe(10);
    const history = await w.db.select().from(gradeChanges).where(eq(gradeChanges.submissionId, s2!.submission));
    expect(history.map((row) => [row.cause, Number(row.newGrade)])).toEqual([
      ['peer_review', 8.5],
      ['peer_review', 9.25],
      ['peer_review', 10],
    ]);
  });
});

describe('grading the reviews', () => {
  it('answers each review’s score, agreements, helpfulness and suggested grade, and each submission’s two grades', async () => {
    const w = await gradingWorld();
    await w.db.insert(peerReviewRatings).values([
      { peerReviewId: w.review(0, 2), userId: w.students[2]!.user.id, helpfulness: 4 },
      { peerReviewId: w.review(1, 2), userId: w.students[2]!.user.id, helpfulness: 1 },
    ]);
    const body = await w.grading();
    expect(body).toMatchObject({ assignment: w.assignment.id, points: 10, weight: 0.5, state: 'open' });
    const byId = new Map((body.reviews as { id: number }[]).map((review) => [review.id, review]));
    // Reviews of submission 2: 7 against the other's 10 (70), against staff's 10 (70); 10 against 7 (70) and staff (100).
    expect(byId.get(w.review(0, 2))).toMatchObject({ reviewer: w.students[0]!.user.email, state: 'submitted', comments: 1, counts: true, peerScore: 7, agreementWithReviews: 70, agreementWithStaff: 70, helpfulness: 4, ratings: 1, suggestedGrade: 70, grade: null });
    expect(byId.get(w.review(1, 2))).toMatchObject({ peerScore: 10, agreementWithReviews: 70, agreementWithStaff: 100, suggestedGrade: 88, helpfulness: 1 });
    // Alone on its submission: the staff agreement decides.
    expect(byId.get(w.review(1, 0))).toMatchObject({ peerScore: 10, agreementWithReviews: null, agreementWithStaff: 100, suggestedGrade: 100, helpfulness: null, ratings: 0 });
    // Not submitted: it does not count.
    expect(byId.get(w.review(2, 0))).toMatchObject({ state: 'assigned', comments: 0, counts: false, peerScore: null, agreementWithReviews: null, agreementWithStaff: null, suggestedGrade: 0 });
    const submission2 = (body.submissions as { submission: number }[]).find((entry) => entry.submission === w.students[2]!.submission);
    expect(submission2).toEqual({ submission: w.students[2]!.submission, staffGrade: 10, peerMedian: 8.5, reviews: [w.review(0, 2), w.review(1, 2)].sort((a, b) => a - b) });

    // Staff read it; students and other courses do not.
    const path = `/assignments/${w.assignment.id}/peerReviews/grading/`;
    expect((await t.api.get(path, { auth: w.tokens.grader })).status).toBe(200);
    expect((await t.api.get(path, { auth: w.students[0]!.token })).status).toBe(403);
    expect((await t.api.get(path, { auth: w.tokens.otherAdmin })).status).toBe(404);
  });

  it('lets course admins set and clear a review’s grade, checked and recorded; the exports carry the reviewing column', async () => {
    const w = await gradingWorld();
    const id = w.review(2, 0);
    const path = `/peerReviews/${id}/grade/`;
    for (const bad of [{ grade: 101 }, { grade: -1 }, { grade: '50' }, {}, { grade: 50, extra: 1 }]) {
      expect((await t.api.patch(path, { auth: w.tokens.admin, body: bad })).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await t.api.patch(path, { auth: w.tokens.grader, body: { grade: 50 } })).status).toBe(403);
    expect((await t.api.patch(path, { auth: w.students[2]!.token, body: { grade: 50 } })).status).toBe(403);
    expect((await t.api.patch(path, { auth: w.tokens.otherAdmin, body: { grade: 50 } })).status).toBe(404);
    expect((await t.api.patch('/peerReviews/999999999/grade/', { auth: w.tokens.admin, body: { grade: 50 } })).status).toBe(404);
    expect((await w.db.select().from(peerReviews).where(eq(peerReviews.id, id)))[0]!.grade).toBeNull();

    const set = await t.api.patch(path, { auth: w.tokens.admin, body: { grade: 50 } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id, grade: 50, gradedBy: w.people.admin.email });
    const [row] = await w.db.select().from(peerReviews).where(eq(peerReviews.id, id));
    expect([Number(row!.grade), row!.gradedBy, row!.gradedAt]).toEqual([50, w.people.admin.id, expect.any(Date)]);
    expect((await w.grading()).reviews.find((review: { id: number }) => review.id === id)).toMatchObject({ grade: 50, suggestedGrade: 0 });

    // Reviewing grades: the first 70 and 70; the second 100 and 88; the third 50 (staff) and 0 (missing).
    const csv = (await t.api.get(`/assignments/${w.assignment.id}/exportGrades/`, { auth: w.tokens.admin })).text;
    expect(csv.split('\n')[0]).toContain(`lateDayCreditsUsed,${w.assignment.name} (reviewing)`);
    const line = (index: number) => csv.split('\n').find((entry) => entry.startsWith(w.students[index]!.user.email))!;
    expect([line(0).split(',').at(-1), line(1).split(',').at(-1), line(2).split(',').at(-1)].map((cell) => cell!.trim())).toEqual(['70', '94', '25']);
    const course = (await t.api.get(`/courses/${w.course.id}/exportGrades/`, { auth: w.tokens.admin })).text;
    expect(course.split('\n')[0]).toContain(`${w.assignment.name},${w.assignment.name} (reviewing),total`);
    expect(course.split('\n').find((entry) => entry.startsWith(w.students[1]!.user.email))).toMatch(/,10,94,10\s*$/);

    const cleared = await t.api.patch(path, { auth: w.tokens.admin, body: { grade: null } });
    expect(cleared.body).toMatchObject({ grade: null, gradedBy: null, gradedAt: null });
    const events = await w.db.select().from(auditEvents).where(and(eq(auditEvents.courseId, w.course.id), eq(auditEvents.type, 'peer_review.graded')));
    expect(events.map((event) => event.data)).toEqual([
      { review: id, grade: 50, previous: null },
      { review: id, grade: null, previous: 50 },
    ]);
  });
});
