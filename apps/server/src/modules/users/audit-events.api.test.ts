import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userActivityWeeks } from '@marginalia/db';
import { apiKeyFor, createCourseWorld, createOrganization, createUser, TEST_PASSWORD, tokenFor } from '../../testing/factories';
import { recording } from '../../testing/recorded-events';
import { useTestServer } from '../../testing/use-test-server';
import { activityWeek } from './activity';

// The account calls' audit events (docs/AUDIT.md), which no authorization matrix makes, and the activity week the
// web app's current-user call notes.

const t = useTestServer();

const about = (type: string, userId: number) =>
  expect.objectContaining({ type, actorId: userId, impersonatorId: null, courseId: null, targetUserId: userId, objectType: 'user', objectId: userId });

async function person() {
  const org = await createOrganization(t.server.ctx.db);
  const user = await createUser(t.server.ctx.db, { organizationId: org.id });
  return { user, token: await tokenFor(t.server.ctx, user) };
}

describe('PATCH /users/me/', () => {
  it('records account.preferences_changed with the names of the fields given', async () => {
    const { user, token } = await person();
    const { result, events } = await recording(t.server.ctx.db, () => t.api.patch('/users/me/', { auth: token, body: { showProductTips: false } }));
    expect(result.status).toBe(200);
    expect(events).toEqual([about('account.preferences_changed', user.id)]);
    expect(events[0]!.data).toEqual({ fields: ['showProductTips'] });
  });

  it('records nothing for an invalid body', async () => {
    const { token } = await person();
    const { result, events } = await recording(t.server.ctx.db, () => t.api.patch('/users/me/', { auth: token, body: { showProductTips: 'maybe' } }));
    expect(result.status).toBe(400);
    expect(events).toEqual([]);
  });
});

describe('POST /users/requestAPIToken/', () => {
  it('records account.api_key_created, never the key', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const { result, events } = await recording(t.server.ctx.db, () => t.api.post('/users/requestAPIToken/', { auth: world.tokens.admin }));
    expect(result.status).toBe(200);
    expect(events).toEqual([about('account.api_key_created', world.people.admin.id)]);
    expect(JSON.stringify(events)).not.toContain(result.body.api_token);
  });

  it('records nothing when refused', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const { result, events } = await recording(t.server.ctx.db, () => t.api.post('/users/requestAPIToken/', { auth: world.tokens.student }));
    expect(result.status).toBe(403);
    expect(events).toEqual([]);
  });
});

describe('POST /users/me/password/', () => {
  const change = (auth: string, currentPassword: string) =>
    t.api.post('/users/me/password/', { auth, body: { currentPassword, password1: 'a brand new secret', password2: 'a brand new secret' } });

  it('records account.password_changed, never the password', async () => {
    const { user, token } = await person();
    const { result, events } = await recording(t.server.ctx.db, () => change(token, TEST_PASSWORD));
    expect(result.status).toBe(200);
    expect(events).toEqual([about('account.password_changed', user.id)]);
    expect(JSON.stringify(events)).not.toContain('a brand new secret');
  });

  it('records nothing for a wrong current password or an API key', async () => {
    const { user, token } = await person();
    const wrong = await recording(t.server.ctx.db, () => change(token, 'not my password'));
    expect(wrong.result.status).toBe(400);
    expect(wrong.events).toEqual([]);
    const key = await apiKeyFor(t.server.ctx.db, user);
    const byKey = await recording(t.server.ctx.db, () => change(`Token ${key}`, TEST_PASSWORD));
    expect(byKey.result.status).toBe(403);
    expect(byKey.events).toEqual([]);
  });
});

describe('GET /registration/current_user/', () => {
  const weeksOf = (userId: number) => t.server.ctx.db.select().from(userActivityWeeks).where(eq(userActivityWeeks.userId, userId));

  it('notes the week as active for the user, once however often the web app loads', async () => {
    const { user, token } = await person();
    expect(await weeksOf(user.id)).toEqual([]);
    expect((await t.api.get('/registration/current_user/', { auth: token })).status).toBe(200);
    expect((await t.api.get('/registration/current_user/', { auth: token })).status).toBe(200);
    expect(await weeksOf(user.id)).toEqual([{ userId: user.id, week: activityWeek(new Date()) }]);
  });

  it('does not count a platform admin acting as the user as the user’s activity', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const actingAs = await t.api.get(`/users/${encodeURIComponent(world.people.student.email)}/`, { auth: world.tokens.platformAdmin });
    expect(actingAs.status).toBe(200);
    expect((await t.api.get('/registration/current_user/', { auth: actingAs.body.token })).status).toBe(200);
    expect(await weeksOf(world.people.student.id)).toEqual([]);
  });
});
