import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, PLATFORM_ADMIN_MESSAGES } from '@marginalia/contracts';
import { auditEvents, users } from '@marginalia/db';
import { createCourseWorld, createUser, tokenFor } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

const CONFIGURED = 'configured-ops@example.edu';
// One database for the whole file: the tests run in order and each leaves the admins as the next expects.
const t = useTestServer({ PLATFORM_ADMINS: [CONFIGURED] });

async function eventsAbout(type: string, targetUserId: number) {
  return t.server.ctx.db.select().from(auditEvents).where(and(eq(auditEvents.type, type), eq(auditEvents.targetUserId, targetUserId)));
}

describe('platform admins (GET, POST /platformAdmins/, DELETE /platformAdmins/{id}/)', () => {
  it('lists, grants and revokes, records each change, and keeps the last platform admin and the configured ones', async () => {
    const db = t.server.ctx.db;
    const first = await createUser(db, { isPlatformAdmin: true });
    const configured = await createUser(db, { email: CONFIGURED, isPlatformAdmin: true });
    const token = await tokenFor(t.server.ctx, first);
    const newcomer = await createUser(db);

    const listed = await t.api.get('/platformAdmins/', { auth: token });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(
      expect.arrayContaining([
        { id: first.id, email: first.email, fromConfiguration: false, isActivated: true },
        { id: configured.id, email: CONFIGURED, fromConfiguration: true, isActivated: true },
      ]),
    );

    const granted = await t.api.post('/platformAdmins/', { auth: token, body: { email: ` ${newcomer.email.toUpperCase()} ` } });
    expect(granted.status).toBe(200);
    expect(granted.body.map((admin: { id: number }) => admin.id)).toContain(newcomer.id);
    expect(await eventsAbout('platform_admin.granted', newcomer.id)).toEqual([expect.objectContaining({ actorId: first.id })]);
    const again = await t.api.post('/platformAdmins/', { auth: token, body: { email: newcomer.email } });
    expect(again.status).toBe(400);
    expect(again.body.email).toEqual([PLATFORM_ADMIN_MESSAGES.alreadyAdmin]);
    const unknown = await t.api.post('/platformAdmins/', { auth: token, body: { email: 'nobody-here@example.edu' } });
    expect(unknown.body.email).toEqual([PLATFORM_ADMIN_MESSAGES.unknownEmail]);

    const fromSetting = await t.api.delete(`/platformAdmins/${configured.id}/`, { auth: token });
    expect(fromSetting.status).toBe(400);
    expect(fromSetting.body.non_field_errors).toEqual([PLATFORM_ADMIN_MESSAGES.fromConfiguration]);

    const revoked = await t.api.delete(`/platformAdmins/${newcomer.id}/`, { auth: token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.map((admin: { id: number }) => admin.id)).not.toContain(newcomer.id);
    expect(await eventsAbout('platform_admin.revoked', newcomer.id)).toEqual([expect.objectContaining({ actorId: first.id })]);
    expect((await t.api.delete(`/platformAdmins/${newcomer.id}/`, { auth: token })).status).toBe(404);

    // With the configured admin gone from the database (the setting changed), `first` is the last one.
    await db.update(users).set({ isPlatformAdmin: false }).where(eq(users.id, configured.id));
    const last = await t.api.delete(`/platformAdmins/${first.id}/`, { auth: token });
    expect(last.status).toBe(400);
    expect(last.body.non_field_errors).toEqual([PLATFORM_ADMIN_MESSAGES.lastAdmin]);
    expect(await eventsAbout('platform_admin.revoked', first.id)).toEqual([]);
  });

  it('ends the login-as sessions of a revoked admin at once', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const keeper = await createUser(t.server.ctx.db, { isPlatformAdmin: true });
    const leaving = await createUser(t.server.ctx.db, { isPlatformAdmin: true });
    const acting = (await t.api.get(`/users/${world.people.grader.email}/`, { auth: await tokenFor(t.server.ctx, leaving) })).body.token;
    expect((await t.api.get('/courses/mine/', { auth: acting })).status).toBe(200);
    expect((await t.api.delete(`/platformAdmins/${leaving.id}/`, { auth: await tokenFor(t.server.ctx, keeper) })).status).toBe(200);
    expect((await t.api.get('/courses/mine/', { auth: acting })).status).toBe(401);
  });

  it('answers 404 to everyone but platform admins', async () => {
    const world = await createCourseWorld(t.server.ctx);
    for (const caller of [world.tokens.admin, world.tokens.grader, world.tokens.student]) {
      const calls = [
        t.api.get('/platformAdmins/', { auth: caller }),
        t.api.post('/platformAdmins/', { auth: caller, body: { email: world.people.student.email } }),
        t.api.delete(`/platformAdmins/${world.people.platformAdmin.id}/`, { auth: caller }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ detail: API_ERRORS.notFound });
      }
    }
    const [student] = await t.server.ctx.db.select().from(users).where(eq(users.id, world.people.student.id));
    expect(student!.isPlatformAdmin).toBe(false);
  });
});
