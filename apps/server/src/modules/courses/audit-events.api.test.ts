import { asc, eq } from 'drizzle-orm';
import { auditEvents } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

// What the course routes' audit events say (docs/AUDIT.md); the authorization matrix checks that every successful
// call leaves one and a refused one none.

const t = useTestServer();

function eventsOf(courseId: number) {
  return t.server.ctx.db.select().from(auditEvents).where(eq(auditEvents.courseId, courseId)).orderBy(asc(auditEvents.id));
}

describe('course audit events', () => {
  it('records course.created under the new course, and nothing for a duplicate that is refused', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const body = { name: `Audited ${w.course.id}`, period: 'Spring 2027' };
    const res = await t.api.post('/courses/', { auth: w.tokens.admin, body });
    expect(res.status).toBe(201);
    const events = await eventsOf(res.body.id);
    expect(events.map((event) => [event.type, event.actorId, event.objectType, event.objectId])).toEqual([['course.created', w.people.admin.id, 'course', res.body.id]]);

    const byAdmin = async () => (await t.server.ctx.db.select().from(auditEvents).where(eq(auditEvents.actorId, w.people.admin.id))).length;
    const before = await byAdmin();
    expect((await t.api.post('/courses/', { auth: w.tokens.admin, body })).status).toBe(400);
    expect(await byAdmin()).toBe(before);
  });

  it('names the fields given by a PATCH, as course.updated or course.settings_changed by route', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const url = `/courses/${w.course.id}`;
    expect((await t.api.patch(`${url}/`, { auth: w.tokens.admin, body: { minComments: 2 } })).status).toBe(200);
    expect((await t.api.patch(`${url}/courseSettings/`, { auth: w.tokens.admin, body: { timezone: 'Europe/Oslo', emailWhitelist: 'a.edu' } })).status).toBe(200);
    const events = await eventsOf(w.course.id);
    expect(events.map((event) => [event.type, event.objectId, event.data])).toEqual([
      ['course.updated', w.course.id, { fields: ['minComments'] }],
      ['course.settings_changed', w.course.id, { fields: ['timezone', 'emailWhitelist'] }],
    ]);
  });

  it('records a new invite code without the code itself', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const res = await t.api.post(`/courses/${w.course.id}/regenerateInviteCode/`, { auth: w.tokens.admin });
    expect(res.status).toBe(200);
    const [event] = await eventsOf(w.course.id);
    expect(event).toMatchObject({ type: 'course.invite_code_regenerated', actorId: w.people.admin.id, data: {} });
    expect(JSON.stringify(event)).not.toContain(res.body.inviteCode);
  });
});
