import { and, desc, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, IMPERSONATION_MESSAGES } from '@marginalia/contracts';
import { auditEvents, impersonations, users } from '@marginalia/db';
import { createCourseWorld, createUser, TEST_PASSWORD, tokenFor } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

async function eventsOf(type: string, actorId: number) {
  return t.server.ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, type), eq(auditEvents.actorId, actorId)))
    .orderBy(desc(auditEvents.id));
}

async function platformAdmin() {
  const admin = await createUser(t.server.ctx.db, { isPlatformAdmin: true });
  return { admin, token: await tokenFor(t.server.ctx, admin) };
}

describe('login-as (GET /users/{email}/)', () => {
  it('gives a platform admin a session as the user, records it, and attributes every request to both people', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const { admin, token } = await platformAdmin();
    const grader = world.people.grader;

    const res = await t.api.get(`/users/${encodeURIComponent(grader.email.toUpperCase())}/`, { auth: token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: grader.id, email: grader.email, graderCourses: [world.course.id], marginaliaAdmin: false });
    expect(res.body.impersonatedBy.email).toBe(admin.email);
    const actingToken = res.body.token as string;
    // Short-lived: the token ends with the session, an hour by default, never the usual 72 hours.
    const { exp } = decodeJwt(actingToken);
    expect(exp! * 1000).toBeLessThanOrEqual(Date.parse(res.body.impersonatedBy.expiresAt));
    expect(exp! * 1000 - Date.now()).toBeLessThan(61 * 60_000);

    const [started] = await eventsOf('impersonation.started', admin.id);
    expect(started).toMatchObject({ targetUserId: grader.id, impersonatorId: null, objectType: 'impersonation' });

    const me = await t.api.get('/registration/current_user/', { auth: actingToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: grader.id, impersonatedBy: { email: admin.email } });
    // The refreshed token is still a login-as token with the same end.
    const refreshed = await t.api.get('/registration/current_user/', { auth: me.body.token });
    expect(refreshed.body.impersonatedBy.email).toBe(admin.email);
    expect(decodeJwt(me.body.token).exp).toBeLessThanOrEqual(exp!);
    const viaRefresh = await t.api.post('/token-refresh/', { body: { token: actingToken } });
    expect(viaRefresh.status).toBe(200);
    expect((await t.api.get('/registration/current_user/', { auth: viaRefresh.body.token })).body.impersonatedBy.email).toBe(admin.email);

    const course = await t.api.get(`/courses/${world.course.id}/`, { auth: actingToken });
    expect(course.status).toBe(200);
    expect((await t.api.get('/courses/999999/', { auth: actingToken })).status).toBe(404);
    // The session's requests are one event, counted, with the routes and paths it called (docs/AUDIT.md).
    const requests = await eventsOf('impersonation.request', grader.id);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ impersonatorId: admin.id, targetUserId: grader.id, objectType: 'impersonation', objectId: started!.objectId });
    expect(requests[0]!.data).toMatchObject({
      requests: 5,
      errors: 1,
      routes: ['GET /registration/current_user/', 'GET /courses/:id/'],
      paths: ['GET /registration/current_user/', `GET /courses/${world.course.id}/`, 'GET /courses/999999/'],
    });
    const { firstAt, lastAt } = requests[0]!.data as { firstAt: string; lastAt: string };
    expect(Date.parse(firstAt)).toBeLessThanOrEqual(Date.parse(lastAt));
    // The refresh of a login-as token is on the record as both people's.
    const [refreshEvent] = await eventsOf('impersonation.refreshed', grader.id);
    expect(refreshEvent).toMatchObject({ impersonatorId: admin.id, targetUserId: grader.id, objectType: 'impersonation', objectId: started!.objectId });
  });

  it('counts concurrent requests of one session into its one event', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const { token } = await platformAdmin();
    const student = world.people.student;
    const acting = (await t.api.get(`/users/${student.email}/`, { auth: token })).body.token;
    await Promise.all(Array.from({ length: 6 }, () => t.api.get('/courses/mine/', { auth: acting })));
    const requests = await eventsOf('impersonation.request', student.id);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.data).toMatchObject({ requests: 6, errors: 0, routes: ['GET /courses/mine/'] });
  });

  it('ends when the admin’s password changes or their sessions are revoked', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const { admin, token } = await platformAdmin();
    const acting = (await t.api.get(`/users/${world.people.student.email}/`, { auth: token })).body.token;
    expect((await t.api.get('/courses/mine/', { auth: acting })).status).toBe(200);

    const changed = await t.api.post('/users/me/password/', { auth: token, body: { currentPassword: TEST_PASSWORD, password1: 'a brand new secret', password2: 'a brand new secret' } });
    expect(changed.status).toBe(200);
    expect((await t.api.get('/courses/mine/', { auth: acting })).status).toBe(401);
    expect((await t.api.post('/token-refresh/', { body: { token: acting } })).status).toBe(401);

    // Any revocation of the admin's sessions does the same: it moves their token version on.
    const again = (await t.api.get(`/users/${world.people.grader.email}/`, { auth: changed.body.token })).body.token;
    expect((await t.api.get('/courses/mine/', { auth: again })).status).toBe(200);
    await t.server.ctx.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, admin.id));
    expect((await t.api.get('/courses/mine/', { auth: again })).status).toBe(401);
  });

  it('keeps the account its owner’s: no password change and no API key while acting', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const { token } = await platformAdmin();
    const acting = (await t.api.get(`/users/${world.people.admin.email}/`, { auth: token })).body.token;
    const password = await t.api.post('/users/me/password/', { auth: acting, body: { currentPassword: 'x', password1: 'a new password 1', password2: 'a new password 1' } });
    expect(password.status).toBe(403);
    expect((await t.api.post('/users/requestAPIToken/', { auth: acting })).status).toBe(403);
  });

  it('ends with "Return to my account": the token stops working and the end is recorded as both people’s', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const { admin, token } = await platformAdmin();
    const student = world.people.student;
    const acting = (await t.api.get(`/users/${student.email}/`, { auth: token })).body.token;

    expect((await t.api.post('/impersonation/end/', { auth: acting })).status).toBe(204);
    const [ended] = await eventsOf('impersonation.ended', student.id);
    expect(ended).toMatchObject({ impersonatorId: admin.id, targetUserId: student.id });
    const after = await t.api.get('/registration/current_user/', { auth: acting });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ detail: API_ERRORS.invalidToken });
    expect((await t.api.post('/token-refresh/', { body: { token: acting } })).status).toBe(401);
    // The admin's own session is untouched, and an ordinary session has nothing to end.
    expect((await t.api.get('/registration/current_user/', { auth: token })).body.email).toBe(admin.email);
    const notActing = await t.api.post('/impersonation/end/', { auth: token });
    expect(notActing.status).toBe(400);
    expect(notActing.body.non_field_errors).toEqual([IMPERSONATION_MESSAGES.notActing]);
  });

  it('stops working when the session expires or the admin is no longer a platform admin', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const { admin, token } = await platformAdmin();
    const first = await t.api.get(`/users/${world.people.student.email}/`, { auth: token });
    const second = await t.api.get(`/users/${world.people.grader.email}/`, { auth: token });
    const db = t.server.ctx.db;

    await db.update(impersonations).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(impersonations.userId, world.people.student.id));
    expect((await t.api.get('/courses/mine/', { auth: first.body.token })).status).toBe(401);

    expect((await t.api.get('/courses/mine/', { auth: second.body.token })).status).toBe(200);
    await db.update(users).set({ isPlatformAdmin: false }).where(eq(users.id, admin.id));
    expect((await t.api.get('/courses/mine/', { auth: second.body.token })).status).toBe(401);
  });

  it('refuses everyone but platform admins (404), platform admins as targets, unknown people and accounts never activated', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const { admin, token } = await platformAdmin();
    const otherAdmin = await createUser(t.server.ctx.db, { isPlatformAdmin: true });
    const inactive = await createUser(t.server.ctx.db, { isActivated: false, passwordHash: null });
    const before = await t.server.ctx.db.select({ n: sql<number>`count(*)::int` }).from(impersonations);

    for (const caller of [world.tokens.admin, world.tokens.grader, world.tokens.student]) {
      const res = await t.api.get(`/users/${world.people.otherStudent.email}/`, { auth: caller });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: API_ERRORS.notFound });
    }
    expect((await t.api.get(`/users/${world.people.student.email}/`)).status).toBe(401);

    const adminTarget = await t.api.get(`/users/${otherAdmin.email}/`, { auth: token });
    expect(adminTarget.status).toBe(403);
    expect(adminTarget.body).toEqual({ detail: IMPERSONATION_MESSAGES.targetIsPlatformAdmin });
    expect((await t.api.get(`/users/${admin.email}/`, { auth: token })).status).toBe(403);
    expect((await t.api.get('/users/nobody-here@example.edu/', { auth: token })).status).toBe(404);
    // A NUL in the path (the router decodes %00) is refused before any query: PostgreSQL text cannot hold one.
    for (const path of ['/users/%00/', `/users/${world.people.student.email}%00/`]) {
      const nul = await t.api.get(path, { auth: token });
      expect(nul.status, path).toBe(400);
      expect(nul.body.non_field_errors, path).toEqual(['Text may not contain NUL (\\u0000) characters.']);
    }
    const never = await t.api.get(`/users/${inactive.email}/`, { auth: token });
    expect(never.status).toBe(400);
    expect(never.body.non_field_errors).toEqual([IMPERSONATION_MESSAGES.notActivated]);

    const after = await t.server.ctx.db.select({ n: sql<number>`count(*)::int` }).from(impersonations);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await eventsOf('impersonation.started', admin.id)).toEqual([]);
  });

  it('cannot be nested: a login-as session is not a platform admin', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const { token } = await platformAdmin();
    const acting = (await t.api.get(`/users/${world.people.admin.email}/`, { auth: token })).body.token;
    expect((await t.api.get(`/users/${world.people.student.email}/`, { auth: acting })).status).toBe(404);
  });
});

describe('account access (GET /users/me/accountAccess/)', () => {
  it('shows people when platform admins acted as them, newest first', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const { admin, token } = await platformAdmin();
    const student = world.people.student;
    expect((await t.api.get('/users/me/accountAccess/', { auth: world.tokens.student })).body).toEqual([]);

    const acting = (await t.api.get(`/users/${student.email}/`, { auth: token })).body.token;
    await t.api.post('/impersonation/end/', { auth: acting });
    await t.api.get(`/users/${student.email}/`, { auth: token });

    const res = await t.api.get('/users/me/accountAccess/', { auth: world.tokens.student });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({ adminEmail: admin.email, endedAt: null });
    expect(res.body[1].endedAt).not.toBeNull();
    expect((await t.api.get('/users/me/accountAccess/', { auth: world.tokens.grader })).body).toEqual([]);
  });
});
