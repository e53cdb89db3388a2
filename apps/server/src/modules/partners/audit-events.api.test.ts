import { and, asc, eq, like } from 'drizzle-orm';
import { auditEvents } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

// Partner events (docs/AUDIT.md): the link's creation without its token (whoever reads the trail could join with
// it), the person who joined or was removed as the event's target. Checking a link records nothing.

const t = useTestServer();

const partnerEvents = (courseId: number) =>
  t.server.ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.courseId, courseId), like(auditEvents.type, 'partner.%')))
    .orderBy(asc(auditEvents.id));

describe('partner links in the audit trail', () => {
  it('records the link, the join and the removal, never the token', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, course.id, { allowStudentUpload: true, uploadDueDate: new Date(Date.now() + 86_400_000) });
    const submission = await createSubmission(db, assignment.id, { students: [people.student] });
    const base = `/submissions/${submission.id}`;
    const { token } = (await t.api.post(`${base}/generatePartnerLink/`, { auth: tokens.student })).body;
    expect((await t.api.post(`${base}/validatePartnerLinkAndReturn/`, { auth: tokens.otherStudent, body: { token } })).status).toBe(200);
    expect((await t.api.post(`${base}/validatePartnerLink/`, { auth: tokens.otherStudent, body: { token: 'wrong' } })).status).toBe(400);
    expect((await t.api.post(`${base}/validatePartnerLink/`, { auth: tokens.otherStudent, body: { token } })).status).toBe(200);
    expect((await t.api.post(`${base}/removePartner/`, { auth: tokens.student, body: { email: people.otherStudent.email } })).status).toBe(200);
    const events = await partnerEvents(course.id);
    const on = { objectType: 'submission', objectId: submission.id };
    expect(events.map((e) => ({ type: e.type, actorId: e.actorId, targetUserId: e.targetUserId, objectType: e.objectType, objectId: e.objectId, data: e.data }))).toEqual([
      { type: 'partner.link_created', actorId: people.student.id, targetUserId: null, ...on, data: {} },
      { type: 'partner.joined', actorId: people.otherStudent.id, targetUserId: people.otherStudent.id, ...on, data: {} },
      { type: 'partner.removed', actorId: people.student.id, targetUserId: people.otherStudent.id, ...on, data: { email: people.otherStudent.email, left: false } },
    ]);
    expect(JSON.stringify(events)).not.toContain(token);
  });
});
