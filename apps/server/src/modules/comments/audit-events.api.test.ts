import { and, asc, eq, like } from 'drizzle-orm';
import { assignments, auditEvents, submissions } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

// Comment events (docs/AUDIT.md) name the comment, its course and its submission, never the comment's text; a
// student's rating is recorded as theirs. A refused write records nothing.

const t = useTestServer();

const commentEvents = (courseId: number) =>
  t.server.ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.courseId, courseId), like(auditEvents.type, 'comment.%')))
    .orderBy(asc(auditEvents.id));

describe('comments in the audit trail', () => {
  it('records creation, change, rating and deletion without the text', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, course.id);
    const submission = await createSubmission(db, assignment.id, { students: [people.student], grader: people.grader });
    const file = await createFile(db, submission.id, { code: 'a = 1\n' });
    const secret = 'Rename this variable, please';
    const body = { file: file.id, text: secret, startChar: 0, endChar: 1, startLine: 0, endLine: 0 };
    expect((await t.api.post('/comments/', { auth: tokens.student, body })).status).toBe(400);
    const created = await t.api.post('/comments/', { auth: tokens.grader, body });
    expect(created.status).toBe(201);
    const path = `/comments/${created.body.id}/`;
    expect((await t.api.patch(path, { auth: tokens.grader, body: { text: `${secret}!`, pointDelta: -1 } })).status).toBe(200);
    await db.update(assignments).set({ isReleased: true, isVisible: true }).where(eq(assignments.id, assignment.id));
    await db.update(submissions).set({ isFinalized: true }).where(eq(submissions.id, submission.id));
    expect((await t.api.patch(`${path}feedback/`, { auth: tokens.student, body: { feedback: -1 } })).status).toBe(200);
    await db.update(submissions).set({ isFinalized: false }).where(eq(submissions.id, submission.id));
    expect((await t.api.delete(path, { auth: tokens.grader })).status).toBe(204);
    const events = await commentEvents(course.id);
    const on = { objectType: 'comment', objectId: created.body.id };
    expect(events.map((e) => ({ type: e.type, actorId: e.actorId, objectType: e.objectType, objectId: e.objectId, data: e.data }))).toEqual([
      { type: 'comment.created', actorId: people.grader.id, ...on, data: { submission: submission.id } },
      { type: 'comment.updated', actorId: people.grader.id, ...on, data: { submission: submission.id, fields: ['text', 'pointDelta'] } },
      { type: 'comment.rated', actorId: people.student.id, ...on, data: { submission: submission.id, feedback: -1 } },
      { type: 'comment.deleted', actorId: people.grader.id, ...on, data: { submission: submission.id } },
    ]);
    expect(JSON.stringify(events)).not.toContain('Rename');
  });
});
