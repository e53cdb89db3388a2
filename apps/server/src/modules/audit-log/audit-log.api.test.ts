import { describe, expect, it } from 'vitest';
import { API_ERRORS, AUDIT_MESSAGES } from '@marginalia/contracts';
import { actorFor } from '../../testing/actors';
import { createCourseWorld, createUser, tokenFor } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { recordEvents } from '../audit/record';

const t = useTestServer();
const withQuery = (path: string, query: Record<string, string | number>) => `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`;

async function platformAdmin() {
  const admin = await createUser(t.server.ctx.db, { isPlatformAdmin: true });
  return { admin, token: await tokenFor(t.server.ctx, admin) };
}

describe('the audit log (GET /audit/events/)', () => {
  it('filters by actor (as themselves or through login-as), target, course, type and time, newest first and paged', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const { admin, token } = await platformAdmin();
    const { grader, student, admin: courseAdmin } = world.people;
    const db = t.server.ctx.db;
    await recordEvents(db, actorFor(courseAdmin), [
      { type: 'roster.changed', courseId: world.course.id, targetUserId: student.id, data: { added: 1 } },
      { type: 'assignment.created', courseId: world.course.id, object: { type: 'assignment', id: 5 } },
    ]);
    // The grader's session, opened by the platform admin.
    const acting = (await t.api.get(`/users/${grader.email}/`, { auth: token })).body.token;
    await t.api.get(`/courses/${world.course.id}/`, { auth: acting });

    const byAdmin = await t.api.get(withQuery('/audit/events/', { actor: String(admin.id) }), { auth: token });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.results.map((event: { type: string }) => event.type)).toEqual(['impersonation.request', 'impersonation.started']);
    const request = byAdmin.body.results[0];
    expect(request).toMatchObject({ actor: { id: grader.id, email: grader.email }, impersonator: { id: admin.id, email: admin.email }, targetUser: { id: grader.id } });

    const byEmail = await t.api.get(withQuery('/audit/events/', { actor: courseAdmin.email.toUpperCase() }), { auth: token });
    expect(byEmail.body.count).toBe(2);
    expect(byEmail.body.results[0]).toMatchObject({ type: 'assignment.created', course: { id: world.course.id, name: world.course.name, period: world.course.period }, object: { type: 'assignment', id: 5 } });

    const aboutStudent = await t.api.get(withQuery('/audit/events/', { target: String(student.id) }), { auth: token });
    expect(aboutStudent.body.results).toEqual([expect.objectContaining({ type: 'roster.changed', data: { added: 1 } })]);

    const inCourse = await t.api.get(withQuery('/audit/events/', { course: String(world.course.id), type: 'roster.changed,assignment.created', page_size: '1' }), { auth: token });
    expect(inCourse.body.count).toBe(2);
    expect(inCourse.body.results).toHaveLength(1);
    expect(inCourse.body.next).toContain('page=2');

    const future = new Date(Date.now() + 60_000).toISOString();
    const none = await t.api.get(withQuery('/audit/events/', { actor: String(courseAdmin.id), from: future }), { auth: token });
    expect(none.body.count).toBe(0);
    const before = await t.api.get(withQuery('/audit/events/', { actor: String(courseAdmin.id), to: future }), { auth: token });
    expect(before.body.count).toBe(2);
  });

  it('refuses bad filters with a clear error, and answers 404 to everyone but platform admins', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const { token } = await platformAdmin();
    const unknown = await t.api.get(withQuery('/audit/events/', { actor: 'nobody@example.edu' }), { auth: token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.actor).toEqual([AUDIT_MESSAGES.unknownPerson]);
    expect((await t.api.get(withQuery('/audit/events/', { type: 'comment.created,made.up' }), { auth: token })).status).toBe(400);
    expect((await t.api.get(withQuery('/audit/events/', { from: 'yesterday' }), { auth: token })).status).toBe(400);
    // Ids beyond PostgreSQL's integer range are refused by the contract, never sent to SQL.
    for (const [key, value] of [['actor', String(2 ** 31)], ['target', '99999999999999999999'], ['course', String(2 ** 31)], ['page', '99999999999999999999'], ['page_size', '-1']]) {
      for (const path of ['/audit/events/', '/audit/events.csv']) {
        const res = await t.api.get(withQuery(path, { [key!]: value! }), { auth: token });
        expect(res.status, `${path} ${key}=${value}`).toBe(400);
        expect(res.body[key!], `${path} ${key}=${value}`).toHaveLength(1);
      }
    }
    expect((await t.api.get(withQuery('/audit/events/', { actor: String(2 ** 31) }), { auth: token })).body.actor).toEqual([AUDIT_MESSAGES.unknownPersonId]);
    for (const caller of [world.tokens.admin, world.tokens.grader, world.tokens.student]) {
      for (const path of ['/audit/events/', '/audit/events.csv']) {
        const res = await t.api.get(path, { auth: caller });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ detail: API_ERRORS.notFound });
      }
    }
    expect((await t.api.get('/audit/events/')).status).toBe(401);
  });

  it('exports the filtered events as a formula-safe CSV', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const { token } = await platformAdmin();
    await recordEvents(t.server.ctx.db, actorFor(world.people.admin), [{ type: 'course.updated', courseId: world.course.id, data: { fields: ['=cmd()'] } }]);
    const res = await t.api.get(withQuery('/audit/events.csv', { course: String(world.course.id) }), { auth: token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="audit-log.csv"');
    const lines = res.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,occurred_at,type,actor,acting_platform_admin,ip,course_id,course,target_user,object_type,object_id,data');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`course.updated,${world.people.admin.email}`);
    expect(lines[1]).not.toMatch(/,=cmd/);
  });
});
