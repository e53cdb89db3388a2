import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, submissions } from '@marginalia/db';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

/**
 * A published submission of `student`, finalized by `grader`, who wrote a comment on it and answered its regrade
 * request; the assignment hides graders from students (or not).
 */
async function gradedWorld(hideGradersFromStudents: boolean) {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, { isReleased: true, isVisible: true, hideGradersFromStudents, allowRegradeRequests: true });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader, isFinalized: true });
  const file = await createFile(db, submission.id);
  const [comment] = await db
    .insert(comments)
    .values({ fileId: file.id, startChar: 0, endChar: 1, startLine: 0, endLine: 0, text: 'Nice', authorId: w.people.grader.id })
    .returning();
  await db
    .update(submissions)
    .set({ questionText: 'Why?', questionResponse: 'Because.', questionResponderId: w.people.grader.id, questionDate: new Date(), responseDate: new Date() })
    .where(eq(submissions.id, submission.id));
  return { ...w, assignment, submission, comment: comment! };
}

/** Every read (and answer to a student's own action) a student gets about their graded submission. */
async function studentTexts(w: Awaited<ReturnType<typeof gradedWorld>>): Promise<string[]> {
  const auth = w.tokens.student;
  const s = `/submissions/${w.submission.id}`;
  const reads = [
    await t.api.get(`${s}/`, { auth }),
    await t.api.get(`${s}/review/`, { auth }),
    await t.api.get(`/comments/${w.comment.id}/`, { auth }),
    await t.api.get(`/assignments/${w.assignment.id}/submissions/?student=${encodeURIComponent(w.people.student.email)}`, { auth }),
    await t.api.get(`/courses/${w.course.id}/studentAssignments/`, { auth }),
    await t.api.patch(`/comments/${w.comment.id}/feedback/`, { auth, body: { feedback: 1 } }),
    await t.api.post(`${s}/submitRegrade/`, { auth, body: { questionText: 'Again?' } }),
    await t.api.post(`${s}/deleteRegrade/`, { auth, body: {} }),
  ];
  for (const res of reads) expect(res.status, res.text).toBe(200);
  return reads.map((res) => res.text);
}

describe('hideGradersFromStudents', () => {
  it('sends a student no comment author, grader or regrade responder when the assignment hides graders', async () => {
    const w = await gradedWorld(true);
    const texts = await studentTexts(w);
    for (const text of texts) expect(text).not.toContain(w.people.grader.email);
    const review = await t.api.get(`/submissions/${w.submission.id}/review/`, { auth: w.tokens.student });
    expect(review.body.comments.map((comment: { author: string | null }) => comment.author)).toEqual([null]);
    expect(review.body.submission).toMatchObject({ grader: null, questionResponder: null });
  });

  it('names the grader to the student when the assignment does not hide graders', async () => {
    const w = await gradedWorld(false);
    const review = await t.api.get(`/submissions/${w.submission.id}/review/`, { auth: w.tokens.student });
    expect(review.body.submission.grader).toBe(w.people.grader.email);
    expect(review.body.comments[0].author).toBe(w.people.grader.email);
  });
});
