import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, peerReviews, submissions } from '@marginalia/db';
import { firstReviewOf, openPeerReviewClass } from '../../testing/peer-review-factories';
import { useTestServer } from '../../testing/use-test-server';
import { recomputeGrades } from '../grades/recompute';

// Peer comments (docs/PEER-REVIEW.md, "Peer comments"): a reviewer's range comments go through the graders' POST
// /comments/, belong to the review, never change a grade, and no other read of the submission shows them.

const t = useTestServer();

async function reviewWorld(rubric: 'assignment' | 'peer' = 'assignment') {
  const w = await openPeerReviewClass(t, { label: 'peer-comment', stage: { rubric } });
  const reviewer = w.students[0]!;
  return { ...w, reviewer, ...(await firstReviewOf(t, reviewer, w.students)) };
}

const range = { startChar: 0, endChar: 1, startLine: 0, endLine: 0 };

describe('peer comments', () => {
  it('are written through POST /comments/, change no grade and are seen by nobody else', async () => {
    const w = await reviewWorld();
    const grade = async () => (await w.db.select({ grade: submissions.grade }).from(submissions).where(eq(submissions.id, w.review.submission)))[0]!.grade;
    const before = await grade();
    const written = await t.api.post('/comments/', { auth: w.reviewer.token, body: { file: w.file.id, text: 'Clear names', rubricComment: w.rubricItem.id, ...range } });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ text: 'Clear names', rubricComment: w.rubricItem.id, pointDelta: null });
    expect(await grade()).toBe(before);
    // Recomputed from its comments, the grade still leaves the peer's rubric item out (10, not 10 − 3).
    await w.db.transaction((tx) => recomputeGrades(tx, [w.review.submission], { cause: 'comment', actorId: null }));
    expect(Number(await grade())).toBe(10);
    const [row] = await w.db.select().from(peerReviews).where(eq(peerReviews.id, w.review.id));
    expect(row!.startedAt).not.toBeNull();

    // Not through /comments/{id}/, for anyone.
    for (const token of [w.reviewer.token, w.author.token, w.tokens.admin]) expect((await t.api.get(`/comments/${written.body.id}/`, { auth: token })).status).toBe(404);
    // Not in the submission's review, for staff or the author, nor in the file.
    for (const token of [w.tokens.admin, w.author.token]) {
      const review = await t.api.get(`/submissions/${w.review.submission}/review/`, { auth: token });
      expect(review.status).toBe(200);
      expect(JSON.stringify(review.body)).not.toContain('Clear names');
      expect(review.body.files.flatMap((file: { comments: number[] }) => file.comments)).not.toContain(written.body.id);
    }
    expect((await t.api.get(`/files/${w.file.id}/`, { auth: w.tokens.admin })).body.comments).not.toContain(written.body.id);

    // The reviewer reads it in their review, and it counts toward submitting.
    const view = await t.api.get(`/peerReviews/${w.review.id}/submission/`, { auth: w.reviewer.token });
    expect(view.body.comments.map((comment: { text: string }) => comment.text)).toEqual(['Clear names']);
    expect(view.body.files[0].comments).toEqual([written.body.id]);
    expect((await t.api.post(`/peerReviews/${w.review.id}/submit/`, { auth: w.reviewer.token })).status).toBe(200);

    // Submitted: no more comments in it (the file is then none of the reviewer's business).
    const late = await t.api.post('/comments/', { auth: w.reviewer.token, body: { file: w.file.id, text: 'One more', ...range } });
    expect(late.status).toBe(400);
    expect(JSON.stringify(late.body)).not.toContain('One more');
  });

  it('carry no points, use the assignment\'s rubric only when the review does, and are checked like any comment', async () => {
    const w = await reviewWorld('peer');
    const post = (body: Record<string, unknown>) => t.api.post('/comments/', { auth: w.reviewer.token, body: { file: w.file.id, ...range, ...body } });
    expect((await post({ text: 'x', pointDelta: 2 })).body).toEqual({ pointDelta: ['Peer reviewers do not give points: leave pointDelta empty.'] });
    expect((await post({ rubricComment: w.rubricItem.id })).body).toEqual({ rubricComment: ['This peer review does not use the assignment’s rubric.'] });
    expect((await post({ text: 'x', endLine: 9 })).status).toBe(400);
    expect((await post({ text: '' })).status).toBe(400);
    // Another student's file that is not under review: the graders' rules answer (the student cannot see it).
    const other = w.students.find((student) => student.submission !== w.review.submission && student !== w.reviewer)!;
    const [otherFile] = await w.db.select().from(files).where(eq(files.submissionId, other.submission));
    expect((await t.api.post('/comments/', { auth: w.reviewer.token, body: { file: otherFile!.id, text: 'x', ...range } })).status).toBe(400);
  });
});
