import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, comments, files, peerReviewComments, rubricCategories, rubricComments } from '@marginalia/db';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

// A reviewer edits and deletes their own peer comments (docs/PEER-REVIEW.md, "Peer comments") through the graders'
// PATCH and DELETE /comments/{id}/, under the rules of a new peer comment, until they submit the review.

const t = useTestServer();

async function reviewWorld(rubric: 'assignment' | 'peer' = 'assignment') {
  const { db } = t.server.ctx;
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(db, w.course.id, { points: 10, isReleased: true });
  const [category] = await db.insert(rubricCategories).values({ assignmentId: assignment.id, name: 'Style' }).returning();
  const [item] = await db.insert(rubricComments).values({ assignmentId: assignment.id, categoryId: category!.id, name: 'naming', pointDelta: 3 }).returning();
  const students = [];
  for (let i = 0; i < 3; i += 1) {
    const user = await createUser(db, { email: `peer-edit-${w.course.id}-${i}@example.edu` });
    await enroll(db, w.course.id, user.id, ['student']);
    const submission = await createSubmission(db, assignment.id, { students: [user], grader: w.people.grader, isFinalized: true, grade: 10 });
    await createFile(db, submission.id, { name: 'main.py', code: 'a = 1\nb = 2\n' });
    students.push({ user, submission: submission.id, token: await tokenFor(t.server.ctx, user) });
  }
  await t.api.patch(`/assignments/${assignment.id}/peerReview/`, { auth: w.tokens.admin, body: { enabled: true, reviewsPerStudent: 1, rubric, minComments: 1 } });
  expect((await t.api.post(`/assignments/${assignment.id}/peerReview/open/`, { auth: w.tokens.admin })).status).toBe(200);
  const reviewer = students[0]!;
  const review = (await t.api.get('/peerReviews/', { auth: reviewer.token })).body.toDo[0];
  const [file] = await db.select().from(files).where(eq(files.submissionId, review.submission));
  const written = await t.api.post('/comments/', { auth: reviewer.token, body: { file: file!.id, text: 'Clear names', ...range } });
  expect(written.status).toBe(201);
  return { ...w, db, assignment, rubricItem: item!, students, reviewer, review, file: file!, comment: written.body as { id: number } };
}

const range = { startChar: 0, endChar: 1, startLine: 0, endLine: 0 };

describe('peer comment edits', () => {
  it('let the reviewer change and delete their own comments until the review is submitted, and are recorded', async () => {
    const w = await reviewWorld();
    const path = `/comments/${w.comment.id}/`;
    const changed = await t.api.patch(path, { auth: w.reviewer.token, body: { text: 'Clearer names', endLine: 1, endChar: 2, rubricComment: w.rubricItem.id } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: w.comment.id, text: 'Clearer names', endLine: 1, endChar: 2, rubricComment: w.rubricItem.id, pointDelta: null });
    const view = await t.api.get(`/peerReviews/${w.review.id}/submission/`, { auth: w.reviewer.token });
    expect(view.body.comments.map((comment: { text: string }) => comment.text)).toEqual(['Clearer names']);

    const second = await t.api.post('/comments/', { auth: w.reviewer.token, body: { file: w.file.id, text: 'To delete', ...range } });
    expect((await t.api.delete(`/comments/${second.body.id}/`, { auth: w.reviewer.token })).status).toBe(204);
    expect(await w.db.select().from(comments).where(eq(comments.id, second.body.id))).toEqual([]);
    expect(await w.db.select().from(peerReviewComments).where(eq(peerReviewComments.commentId, second.body.id))).toEqual([]);

    const events = await w.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.courseId, w.course.id), like(auditEvents.type, 'comment.%')))
      .orderBy(asc(auditEvents.id));
    const on = (id: number) => ({ actorId: w.reviewer.user.id, objectType: 'comment', objectId: id });
    const data = { submission: w.review.submission, peerReview: w.review.id };
    expect(events.map((e) => ({ type: e.type, actorId: e.actorId, objectType: e.objectType, objectId: e.objectId, data: e.data }))).toEqual([
      { type: 'comment.created', ...on(w.comment.id), data },
      { type: 'comment.updated', ...on(w.comment.id), data: { ...data, fields: ['text', 'endChar', 'endLine', 'rubricComment'] } },
      { type: 'comment.created', ...on(second.body.id), data },
      { type: 'comment.deleted', ...on(second.body.id), data },
    ]);
    expect(JSON.stringify(events)).not.toContain('names');

    // Submitted: the comments stay as they were.
    expect((await t.api.post(`/peerReviews/${w.review.id}/submit/`, { auth: w.reviewer.token })).status).toBe(200);
    const late = await t.api.patch(path, { auth: w.reviewer.token, body: { text: 'After' } });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ non_field_errors: ['This review was already submitted.'] });
    expect((await t.api.delete(path, { auth: w.reviewer.token })).body).toEqual({ non_field_errors: ['This review was already submitted.'] });
    const [row] = await w.db.select().from(comments).where(eq(comments.id, w.comment.id));
    expect(row!.text).toBe('Clearer names');
  });

  it('refuse points, a rubric the review does not use and bad ranges, and change nothing', async () => {
    const w = await reviewWorld('peer');
    const path = `/comments/${w.comment.id}/`;
    const patch = (body: Record<string, unknown>) => t.api.patch(path, { auth: w.reviewer.token, body });
    expect((await patch({ pointDelta: 2 })).body).toEqual({ pointDelta: ['Peer reviewers do not give points: leave pointDelta empty.'] });
    expect((await patch({ rubricComment: w.rubricItem.id })).body).toEqual({ rubricComment: ['This peer review does not use the assignment’s rubric.'] });
    expect((await patch({ endLine: 9 })).status).toBe(400);
    expect((await patch({ text: '' })).status).toBe(400);
    expect((await patch({ pointDelta: null, text: 'Fine' })).status).toBe(200);
    const [row] = await w.db.select().from(comments).where(eq(comments.id, w.comment.id));
    expect(row).toMatchObject({ text: 'Fine', pointDelta: null, rubricCommentId: null, endLine: 0 });
  });

  it('are 404 to everyone but the reviewer', async () => {
    const w = await reviewWorld();
    const path = `/comments/${w.comment.id}/`;
    const others = [...w.students.filter((student) => student !== w.reviewer).map((student) => student.token), w.tokens.admin, w.tokens.grader];
    for (const token of others) {
      expect((await t.api.patch(path, { auth: token, body: { text: 'Not mine' } })).status).toBe(404);
      expect((await t.api.delete(path, { auth: token })).status).toBe(404);
    }
    const [row] = await w.db.select().from(comments).where(eq(comments.id, w.comment.id));
    expect(row!.text).toBe('Clear names');
  });
});
