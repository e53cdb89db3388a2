import { and, asc, eq } from 'drizzle-orm';
import { auditEvents } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

// What the submission routes record (docs/AUDIT.md) beyond the matrix's check of type and actor: the course, the
// submission, the fields given, and whether a PATCH finalized it. A refused change records nothing.

const t = useTestServer();

const eventsOf = (courseId: number, type: string) =>
  t.server.ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.courseId, courseId), eq(auditEvents.type, type)))
    .orderBy(asc(auditEvents.id));

describe('submissions in the audit trail', () => {
  it('records a creation with the new id, and none for one refused with field errors', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const assignment = await createAssignment(t.server.ctx.db, course.id);
    const created = await t.api.post('/submissions/', { auth: tokens.admin, body: { assignment: assignment.id, students: [people.student.email] } });
    expect(created.status).toBe(201);
    const again = await t.api.post('/submissions/', { auth: tokens.admin, body: { assignment: assignment.id, students: [people.student.email] } });
    expect(again.status).toBe(400);
    const events = await eventsOf(course.id, 'submission.created');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: people.admin.id,
      objectType: 'submission',
      objectId: created.body.id,
      data: { assignment: assignment.id, students: 1, isFinalized: false },
    });
  });

  it('records the fields a PATCH gave and whether it finalized, and the deletion', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, course.id);
    const submission = await createSubmission(db, assignment.id, { students: [people.student], grader: people.grader });
    const path = `/submissions/${submission.id}/`;
    expect((await t.api.patch(path, { auth: tokens.grader, body: { isFinalized: true } })).status).toBe(200);
    expect((await t.api.patch(path, { auth: tokens.grader, body: { lateDayCreditsUsed: 1 } })).status).toBe(403);
    expect((await t.api.patch(path, { auth: tokens.admin, body: { isFinalized: false, lateDayCreditsUsed: 1 } })).status).toBe(200);
    expect((await t.api.patch(path, { auth: tokens.admin, body: { lateDayCreditsUsed: 2 } })).status).toBe(200);
    const updates = await eventsOf(course.id, 'submission.updated');
    expect(updates.map((e) => [e.actorId, e.objectId, e.data])).toEqual([
      [people.grader.id, submission.id, { fields: ['isFinalized'], isFinalized: true }],
      [people.admin.id, submission.id, { fields: ['isFinalized', 'lateDayCreditsUsed'], isFinalized: false }],
      [people.admin.id, submission.id, { fields: ['lateDayCreditsUsed'] }],
    ]);
    expect((await t.api.delete(path, { auth: tokens.grader })).status).toBe(403);
    expect((await t.api.delete(path, { auth: tokens.admin })).status).toBe(204);
    const deletions = await eventsOf(course.id, 'submission.deleted');
    expect(deletions.map((e) => [e.actorId, e.objectId, e.data])).toEqual([[people.admin.id, submission.id, { assignment: assignment.id }]]);
  });
});
