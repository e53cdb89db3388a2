import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, files } from '@marginalia/db';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

// The submission as its peer reviewer reads it (docs/PEER-REVIEW.md, "Reviewing" and "Names in the code").

const t = useTestServer();

async function world(anonymity: 'double' | 'open') {
  const { db } = t.server.ctx;
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(db, w.course.id);
  const students = [];
  for (let i = 0; i < 3; i += 1) {
    const user = await createUser(db, { email: `grace.hopper${w.course.id}${i}@example.edu` });
    await enroll(db, w.course.id, user.id, ['student']);
    const submission = await createSubmission(db, assignment.id, { students: [user] });
    await createFile(db, submission.id, { name: 'main.py', code: `# Lab 1\n# Author: Grace Hopper\n# ${user.email}\n\nprint("grace")\n` });
    students.push({ user, submission: submission.id, token: await tokenFor(t.server.ctx, user) });
  }
  await t.api.patch(`/assignments/${assignment.id}/peerReview/`, { auth: w.tokens.admin, body: { enabled: true, reviewsPerStudent: 1, anonymity } });
  return { ...w, db, assignment, students };
}

describe("a reviewer's read of the submission", () => {
  it('shows the files with identities masked, only the reviewer\'s own comments, and nothing before it opens', async () => {
    const w = await world('double');
    const [ada, bob] = w.students;
    // Before the opening, nothing: reviews do not exist yet.
    expect((await t.api.post(`/assignments/${w.assignment.id}/peerReview/open/`, { auth: w.tokens.admin })).status).toBe(200);
    const review = (await t.api.get('/peerReviews/', { auth: ada!.token })).body.toDo[0];
    const author = w.students.find((student) => student.submission === review.submission)!;

    // A grader's comment and the reviewer's own on the reviewed file.
    const [file] = await w.db.select().from(files).where(eq(files.submissionId, review.submission));
    await w.db.insert(comments).values({ fileId: file!.id, authorId: w.people.grader.id, text: 'Grader note', startChar: 0, endChar: 1, startLine: 0, endLine: 0 });
    const written = await t.api.post('/comments/', { auth: ada!.token, body: { file: file!.id, text: 'Reviewer note', startChar: 0, endChar: 1, startLine: 0, endLine: 0 } });
    expect(written.status).toBe(201);

    const answer = await t.api.get(`/peerReviews/${review.id}/submission/`, { auth: ada!.token });
    expect(answer.status).toBe(200);
    expect(answer.body.review).toMatchObject({ id: review.id, label: 'Submission 1' });
    const code: string = answer.body.files[0].code;
    expect(code).toHaveLength(file!.code.length);
    expect(code).toContain('print("grace")');
    expect(answer.body.masked).toBeGreaterThanOrEqual(2);
    expect(answer.body.minComments).toBe(1);
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(author.user.email);
    expect(text).not.toContain('Grace Hopper');
    expect(text).not.toContain('Grader note');
    expect(answer.body.comments.map((comment: { text: string; author: string | null }) => [comment.text, comment.author])).toEqual([['Reviewer note', null]]);
    expect(answer.body.files[0].comments).toHaveLength(1);

    // Anyone else: 404, the author and staff included (staff read the submission itself).
    for (const token of [bob!.token, author.token, w.tokens.admin]) expect((await t.api.get(`/peerReviews/${review.id}/submission/`, { auth: token })).status).toBe(404);
  });

  it('shows the code as it is when anonymity is open', async () => {
    const w = await world('open');
    await t.api.post(`/assignments/${w.assignment.id}/peerReview/open/`, { auth: w.tokens.admin });
    const [ada] = w.students;
    const review = (await t.api.get('/peerReviews/', { auth: ada!.token })).body.toDo[0];
    const answer = await t.api.get(`/peerReviews/${review.id}/submission/`, { auth: ada!.token });
    expect(answer.body.masked).toBe(0);
    expect(answer.body.files[0].code).toContain('Author: Grace Hopper');
  });
});
