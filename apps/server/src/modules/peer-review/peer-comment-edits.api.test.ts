import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, comments, peerReviewComments } from '@marginalia/db';
import { firstReviewOf, openPeerReviewClass } from '../../testing/peer-review-factories';
import { useTestServer } from '../../testing/use-test-server';

// A reviewer edits and deletes their own peer comments (docs/PEER-REVIEW.md, "Peer comments") through the graders'
// PATCH and DELETE /comments/{id}/, under the rules of a new peer comment, until they submit the review.

const t = useTestServer();

async function reviewWorld(rubric: 'assignment' | 'peer' = 'assignment') {
  const w = await openPeerReviewClass(t, { label: 'peer-edit', stage: { rubric } });
  const reviewer = w.students[0]!;
  const { review, file } = await firstReviewOf(t, reviewer, w.students);
  const written = await t.api.post('/comments/', { auth: reviewer.token, body: { file: file.id, text: 'Clear names', ...range } });
  expect(written.status).toBe(201);
  return { ...w, reviewer, review, file, comment: written.body as { id: number } };
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
