import { asc, eq } from 'drizzle-orm';
import { auditEvents, courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourse, createOrganization, createUser, enroll, tokenFor } from '../../testing/factories';
import { findUserByEmail } from '../../testing/roster-factories';
import { useTestServer } from '../../testing/use-test-server';

// POST /registration/emailRegistration/ is public, so the authorization matrix does not call it: its audit event
// (docs/AUDIT.md) is checked here.

const t = useTestServer({ LOGIN_MAX_ATTEMPTS_PER_IP: 1000 });
const JOIN = '/registration/emailRegistration/';

let sequence = 0;
const freshEmail = (domain = 'example.edu') => `audit-joiner-${Date.now()}-${++sequence}@${domain}`;

async function openCourse(values: Partial<typeof courses.$inferInsert> = {}) {
  const organization = await createOrganization(t.server.ctx.db);
  const course = await createCourse(t.server.ctx.db, organization.id, { inviteCodeEnabled: true, ...values });
  return { organization, course };
}

function eventsOf(courseId: number) {
  return t.server.ctx.db.select().from(auditEvents).where(eq(auditEvents.courseId, courseId)).orderBy(asc(auditEvents.id));
}

describe('POST /registration/emailRegistration/ records course.joined', () => {
  it('records a visitor’s join about the new student, with no actor but the visitor’s address', async () => {
    const { course } = await openCourse();
    const email = freshEmail();
    expect((await t.api.post(JOIN, { body: { email, token: course.inviteCode } })).status).toBe(200);

    const student = await findUserByEmail(t.server.ctx.db, email);
    const events = await eventsOf(course.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'course.joined',
      actorId: null,
      impersonatorId: null,
      ip: '127.0.0.1',
      courseId: course.id,
      targetUserId: student!.id,
      objectType: 'course',
      objectId: course.id,
      data: { newAccount: true, alreadyEnrolled: false },
    });
  });

  it('records a signed-in caller as the actor, and a join of someone already enrolled too', async () => {
    const { organization, course } = await openCourse();
    const { db } = t.server.ctx;
    const student = await createUser(db, { organizationId: organization.id });
    await enroll(db, course.id, student.id, ['student']);
    const res = await t.api.post(JOIN, { auth: await tokenFor(t.server.ctx, student), body: { email: student.email, token: course.inviteCode } });
    expect(res.status).toBe(200);

    const events = await eventsOf(course.id);
    expect(events.map((event) => [event.type, event.actorId, event.targetUserId, event.data])).toEqual([
      ['course.joined', student.id, student.id, { newAccount: false, alreadyEnrolled: true }],
    ]);
  });

  it('records nothing for a refused code, an e-mail outside the whitelist or an invalid body', async () => {
    const disabled = await openCourse({ inviteCodeEnabled: false });
    const archived = await openCourse({ archived: true });
    const listed = await openCourse({ emailWhitelist: 'school.edu' });
    for (const token of [disabled.course.inviteCode, archived.course.inviteCode]) {
      expect((await t.api.post(JOIN, { body: { email: freshEmail(), token } })).status).toBe(403);
    }
    expect((await t.api.post(JOIN, { body: { email: freshEmail('elsewhere.com'), token: listed.course.inviteCode } })).status).toBe(403);
    expect((await t.api.post(JOIN, { body: { email: 'not-an-email', token: listed.course.inviteCode } })).status).toBe(400);

    for (const { course } of [disabled, archived, listed]) expect(await eventsOf(course.id)).toEqual([]);
  });
});
