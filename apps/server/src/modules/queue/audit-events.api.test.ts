import { asc, eq } from 'drizzle-orm';
import { auditEvents } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

// The audit trail of claiming (docs/AUDIT.md): a claim that takes a submission records it; an empty queue changes
// nothing and records nothing, and neither does a refused claim.

const t = useTestServer();

const eventsOfCourse = (courseId: number) => t.server.ctx.db.select().from(auditEvents).where(eq(auditEvents.courseId, courseId)).orderBy(asc(auditEvents.id));

describe('POST /assignments/:id/claim/ in the audit trail', () => {
  it('records the submission claimed, as the grader’s, and nothing for an empty queue or a refusal', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, course.id);
    const waiting = await createSubmission(db, assignment.id, { students: [people.student] });
    const claim = `/assignments/${assignment.id}/claim/`;
    expect((await t.api.post(claim, { auth: tokens.student })).status).toBe(403);
    expect(await eventsOfCourse(course.id)).toEqual([]);
    expect((await t.api.post(claim, { auth: tokens.grader })).status).toBe(200);
    expect((await t.api.post(claim, { auth: tokens.grader })).status).toBe(204);
    const events = await eventsOfCourse(course.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'submission.claimed',
      actorId: people.grader.id,
      impersonatorId: null,
      courseId: course.id,
      objectType: 'submission',
      objectId: waiting.id,
      data: { assignment: assignment.id },
    });
  });
});
