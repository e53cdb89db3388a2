import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, SETTINGS_TEXTS } from '@marginalia/contracts';
import { apiClient } from '../../testing/http-client';
import { apiKeyFor, createCourseWorld, createOrganization, createUser, TEST_PASSWORD, tokenFor } from '../../testing/factories';
import { queuedMails } from '../../testing/mail';
import { startTestServer } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer({ LOGIN_MAX_FAILURES_PER_ACCOUNT: 1000 });

describe('POST /users/requestAPIToken/', () => {
  it('answers the user with a new 40-character key that works; the old key stops working', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const oldKey = await apiKeyFor(t.server.ctx.db, world.people.admin);
    expect((await t.api.get('/courses/', { auth: `Token ${oldKey}` })).status).toBe(200);

    const res = await t.api.post('/users/requestAPIToken/', { auth: world.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: world.people.admin.email, canModifyRosters: true, courseadminCourses: [world.course.id] });
    const key: string = res.body.api_token;
    expect(key).toMatch(/^[0-9a-f]{40}$/);

    const courses = await t.api.get('/courses/', { auth: `Token ${key}` });
    expect(courses.status).toBe(200);
    expect(courses.body.map((course: { id: number }) => course.id)).toEqual([world.course.id]);
    const refused = await t.api.get('/courses/', { auth: `Token ${oldKey}` });
    expect(refused.status).toBe(401);

    // Reading the user again never shows the key: only its digest is kept.
    expect((await t.api.get('/users/me/', { auth: world.tokens.admin })).body.api_token).toBeNull();
    const again = await t.api.post('/users/requestAPIToken/', { auth: `Token ${key}` });
    expect(again.body.api_token).not.toBe(key);
    expect((await t.api.get('/users/me/', { auth: `Token ${key}` })).status).toBe(401);
  });

  it('is refused to people who cannot modify rosters, and to visitors', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const res = await t.api.post('/users/requestAPIToken/', { auth: world.tokens.student });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await t.api.post('/users/requestAPIToken/')).status).toBe(401);
  });
});

describe('POST /users/me/password/', () => {
  async function person() {
    const org = await createOrganization(t.server.ctx.db);
    const user = await createUser(t.server.ctx.db, { organizationId: org.id });
    return { user, token: await tokenFor(t.server.ctx, user) };
  }
  const change = (token: string, body: Record<string, unknown>) => t.api.post('/users/me/password/', { auth: token, body });

  it('changes the password, ends other sessions and answers a fresh token', async () => {
    const { user, token } = await person();
    const other = await tokenFor(t.server.ctx, user);
    const res = await change(token, { currentPassword: TEST_PASSWORD, password1: 'a brand new secret', password2: 'a brand new secret' });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(user.email);
    expect((await t.api.get('/users/me/', { auth: res.body.token })).status).toBe(200);
    expect((await t.api.get('/users/me/', { auth: other })).status).toBe(401);
    const oldLogin = await t.api.post('/token-auth/', { body: { username: user.email, password: TEST_PASSWORD } });
    expect(oldLogin.status).toBe(400);
    const newLogin = await t.api.post('/token-auth/', { body: { username: user.email, password: 'a brand new secret' } });
    expect(newLogin.status).toBe(200);
    // The owner hears of it, in case it was not them.
    const told = (await queuedMails(t.server.ctx.db, user.email)).filter((mail) => mail.template === 'passwordChanged');
    expect(told).toEqual([{ to: user.email, template: 'passwordChanged', data: { via: 'settings', link: '/forgot-password' } }]);
  });

  it('refuses a wrong current password on its field and changes nothing', async () => {
    const { user, token } = await person();
    const res = await change(token, { currentPassword: 'not my password', password1: 'a brand new secret', password2: 'a brand new secret' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ currentPassword: [SETTINGS_TEXTS.wrongCurrentPassword] });
    expect((await t.api.get('/users/me/', { auth: token })).status).toBe(200);
    expect((await t.api.post('/token-auth/', { body: { username: user.email, password: TEST_PASSWORD } })).status).toBe(200);
  });

  it('applies the set-password rules with the texts of the form', async () => {
    const { token } = await person();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ currentPassword: TEST_PASSWORD, password1: '', password2: '' }, { password1: [PASSWORD_MESSAGES.required], password2: [PASSWORD_MESSAGES.confirmRequired] }],
      [{ currentPassword: TEST_PASSWORD, password1: 'short', password2: 'short' }, { password1: [PASSWORD_MESSAGES.tooShort] }],
      [{ currentPassword: TEST_PASSWORD, password1: 'long enough 1', password2: 'long enough 2' }, { password2: [PASSWORD_MESSAGES.mismatch] }],
    ];
    for (const [body, errors] of cases) {
      const res = await change(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(errors);
    }
    expect((await t.api.get('/users/me/', { auth: token })).status).toBe(200);
  });

  it('is not possible with an API key alone', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const key = await apiKeyFor(t.server.ctx.db, world.people.admin);
    const res = await t.api.post('/users/me/password/', {
      auth: `Token ${key}`,
      body: { currentPassword: TEST_PASSWORD, password1: 'a brand new secret', password2: 'a brand new secret' },
    });
    expect(res.status).toBe(403);
  });

  it('throttles repeated wrong current passwords', async () => {
    const short = await startTestServer({ LOGIN_MAX_FAILURES_PER_ACCOUNT: 2 });
    try {
      const client = apiClient(short.url);
      const user = await createUser(short.ctx.db);
      const token = await tokenFor(short.ctx, user);
      const body = (current: string) => ({ currentPassword: current, password1: 'a brand new secret', password2: 'a brand new secret' });
      for (let i = 0; i < 2; i++) expect((await client.post('/users/me/password/', { auth: token, body: body(`wrong-${i}`) })).status).toBe(400);
      const blocked = await client.post('/users/me/password/', { auth: token, body: body(TEST_PASSWORD) });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
    } finally {
      await short.close();
    }
  });
});
