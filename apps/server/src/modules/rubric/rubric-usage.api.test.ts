import { comments, rubricCategories, rubricComments } from '@marginalia/db';
import { rubricCategoryColor } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

async function usageWorld() {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id);
  const [category] = await db.insert(rubricCategories).values({ assignmentId: assignment.id, name: 'Style' }).returning();
  const [used, unused] = await db
    .insert(rubricComments)
    .values([
      { assignmentId: assignment.id, categoryId: category!.id, name: 'naming', pointDelta: 1 },
      { assignmentId: assignment.id, categoryId: category!.id, name: 'spacing', pointDelta: 1 },
    ])
    .returning();
  const mine = await createFile(db, (await createSubmission(db, assignment.id, { students: [w.people.student] })).id, { code: 'a\nb\nc' });
  const theirs = await createFile(db, (await createSubmission(db, assignment.id, { students: [w.people.otherStudent] })).id);
  const at = (line: number) => ({ startLine: line, endLine: line, startChar: 0, endChar: 1 });
  const rows = await db
    .insert(comments)
    .values([
      { fileId: mine.id, rubricCommentId: used!.id, authorId: w.people.grader.id, feedback: -1, ...at(2) },
      { fileId: mine.id, rubricCommentId: used!.id, authorId: w.people.grader.id, feedback: 1, ...at(0) },
      { fileId: theirs.id, rubricCommentId: used!.id, feedback: 1, ...at(0) },
      { fileId: theirs.id, rubricCommentId: unused!.id, feedback: -1, ...at(0) },
      { fileId: theirs.id, pointDelta: 2, feedback: -1, ...at(0) },
    ])
    .returning();
  return { ...w, used: used!, unused: unused!, rows, mine };
}

describe('GET /rubricComments/:id/comments/', () => {
  it('lists the comments linked to the rubric comment in reading order, to the course staff', async () => {
    const { used, rows, mine, tokens, people } = await usageWorld();
    const res = await t.api.get(`/rubricComments/${used.id}/comments/`, { auth: tokens.grader });
    expect(res.status).toBe(200);
    expect(res.body.map((c: { id: number }) => c.id)).toEqual([rows[1]!.id, rows[0]!.id, rows[2]!.id]);
    expect(res.body[0]).toEqual({
      id: rows[1]!.id,
      file: mine.id,
      text: '',
      startChar: 0,
      endChar: 1,
      startLine: 0,
      endLine: 0,
      pointDelta: null,
      rubricComment: used.id,
      author: people.grader.email,
      color: rubricCategoryColor(used.categoryId),
      feedback: 1,
      tags: [],
    });
    const statuses: Record<string, number> = {};
    for (const who of ['admin', 'superGrader', 'platformAdmin', 'student', 'otherAdmin'] as const) {
      statuses[who] = (await t.api.get(`/rubricComments/${used.id}/comments/`, { auth: tokens[who] })).status;
    }
    expect(statuses).toEqual({ admin: 200, superGrader: 200, platformAdmin: 404, student: 403, otherAdmin: 404 });
  });
});

describe('GET /rubricComments/:id/feedbackScore/', () => {
  it("counts students' thumbs down and up on the comments that use it", async () => {
    const { used, unused, tokens } = await usageWorld();
    const res = await t.api.get(`/rubricComments/${used.id}/feedbackScore/`, { auth: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ negative: 1, positive: 2 });
    expect((await t.api.get(`/rubricComments/${unused.id}/feedbackScore/`, { auth: tokens.grader })).body).toEqual({ negative: 1, positive: 0 });
    expect((await t.api.get(`/rubricComments/${used.id}/feedbackScore/`, { auth: tokens.student })).status).toBe(403);
    expect((await t.api.get(`/rubricComments/${used.id}/feedbackScore/`, { auth: tokens.otherAdmin })).status).toBe(404);
    expect((await t.api.get(`/rubricComments/2147483647/feedbackScore/`, { auth: tokens.admin })).status).toBe(404);
  });
});
