import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { users } from '@marginalia/db';
import { CurrentUser } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { apiClient } from '../../testing/http-client';
import { apiKeyFor, createCourse, createOrganization, createUser, enroll, TEST_PASSWORD, tokenFor } from '../../testing/factories';

const t = useTestServer({ LOGIN_MAX_FAILURES_PER_ACCOUNT: 3, LOGIN_MAX_ATTEMPTS_PER_IP: 1000 });

async function person(overrides: Parameters<typeof createUser>[1] = {}) {
  const org = await createOrganization(t.server.ctx.db);
  return createUser(t.server.ctx.db, { organizationId: org.id, ...overrides });
}

describe('POST /token-auth/', () => {
  it('returns a token and the current user for the right password', async () => {
    const user = await person();
    const org2 = await createOrganization(t.server.ctx.db);
    const course = await createCourse(t.server.ctx.db, org2.id);
    await enroll(t.server.ctx.db, course.id, user.id, ['student']);
    const res = await t.api.post('/token-auth/', { body: { username: user.email, password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    const parsed = CurrentUser.parse(res.body.user);
    expect(parsed.email).toBe(user.email);
    expect(parsed.studentCourses).toEqual([course.id]);
    expect(parsed.token).toBe(res.body.token);
    const me = await t.api.get('/registration/current_user/', { auth: res.body.token });
    expect(me.status).toBe(200);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const user = await person();
    const res = await t.api.post('/token-auth/', { body: { username: `  ${user.email.toUpperCase()} `, password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const user = await person();
    const wrong = await t.api.post('/token-auth/', { body: { username: user.email, password: 'not the password' } });
    const unknown = await t.api.post('/token-auth/', { body: { username: 'nobody-here@example.edu', password: 'whatever' } });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses accounts that are not activated', async () => {
    const user = await person({ isActivated: false });
    const res = await t.api.post('/token-auth/', { body: { username: user.email, password: TEST_PASSWORD } });
    expect(res.status).toBe(400);
  });

  it('validates the body', async () => {
    const res = await t.api.post('/token-auth/', { body: { username: 5 } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['password', 'username']);
  });

  it('throttles repeated failures on one account with 429 and Retry-After, without locking the right password out for good', async () => {
    const user = await person();
    for (let i = 0; i < 3; i++) {
      const res = await t.api.post('/token-auth/', { body: { username: user.email, password: `wrong-${i}` } });
      expect(res.status).toBe(400);
    }
    const blocked = await t.api.post('/token-auth/', { body: { username: user.email, password: TEST_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.detail).toMatch(/throttled/);
    // Other accounts are unaffected.
    const other = await person();
    expect((await t.api.post('/token-auth/', { body: { username: other.email, password: TEST_PASSWORD } })).status).toBe(200);
  });
});

describe('limits reset when their window ends', () => {
  it('lets the account in again after the window', async () => {
    const short = await startTestServer({ LOGIN_MAX_FAILURES_PER_ACCOUNT: 1, LOGIN_WINDOW_SECONDS: 1 });
    try {
      const client = apiClient(short.url);
      const user = await createUser(short.ctx.db);
      await client.post('/token-auth/', { body: { username: user.email, password: 'wrong' } });
      expect((await client.post('/token-auth/', { body: { username: user.email, password: TEST_PASSWORD } })).status).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect((await client.post('/token-auth/', { body: { username: user.email, password: TEST_PASSWORD } })).status).toBe(200);
    } finally {
      await short.close();
    }
  });

  it('throttles one address across accounts', async () => {
    const short = await startTestServer({ LOGIN_MAX_ATTEMPTS_PER_IP: 2 });
    try {
      const client = apiClient(short.url);
      for (let i = 0; i < 2; i++) {
        expect((await client.post('/token-auth/', { body: { username: `n${i}@example.edu`, password: 'x' } })).status).toBe(400);
      }
      const res = await client.post('/token-auth/', { body: { username: 'n3@example.edu', password: 'x' } });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBeTruthy();
    } finally {
      await short.close();
    }
  });
});

describe('POST /token-refresh/', () => {
  it('exchanges a valid token for a fresh one with the user', async () => {
    const user = await person();
    const token = await tokenFor(t.server.ctx, user);
    const res = await t.api.post('/token-refresh/', { body: { token } });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(user.email);
    expect((await t.api.get('/users/me/', { auth: res.body.token })).status).toBe(200);
  });

  it('refuses a bad token with 401', async () => {
    const res = await t.api.post('/token-refresh/', { body: { token: 'abc.def.ghi' } });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBeTruthy();
  });
});

describe('credentials', () => {
  const secretOf = () => new TextEncoder().encode('x'.repeat(40));

  it('refuses missing, malformed, tampered, unsigned, expired and wrongly signed JWTs with 401', async () => {
    const user = await person();
    const good = await tokenFor(t.server.ctx, user);
    const [header, payload, signature] = good.split('.');
    const tamperedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    const unsigned =
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url') + '.' + payload + '.';
    const wrongKey = await new SignJWT({ email: user.email, tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime('1h')
      .sign(secretOf());
    const cases: Record<string, string | undefined> = {
      missing: undefined,
      garbage: 'JWT not-a-token',
      scheme: `Basic ${good}`,
      tampered: `JWT ${header}.${tamperedPayload}.${signature}`,
      unsigned: `JWT ${unsigned}`,
      wrongKey: `JWT ${wrongKey}`,
    };
    for (const [name, auth] of Object.entries(cases)) {
      const res = await t.api.get('/users/me/', { auth: auth ?? undefined });
      expect(res.status, name).toBe(401);
      expect(res.body.detail, name).toBeTruthy();
    }
    expect((await t.api.get('/users/me/', { auth: `JWT ${good}` })).status).toBe(200);
  });

  it('refuses an expired token signed with the right key', async () => {
    const short = await startTestServer({ JWT_TTL_HOURS: 1 });
    try {
      const user = await createUser(short.ctx.db);
      const token = await short.ctx.sessions.issue({ userId: user.id, email: user.email, tokenVersion: 0 });
      // Same server, same key: forge the clock forward by asking for a token that expired an hour ago.
      const sessions = short.ctx.sessions as unknown as { ttlSeconds: number };
      sessions.ttlSeconds = -3600;
      const expired = await short.ctx.sessions.issue({ userId: user.id, email: user.email, tokenVersion: 0 });
      const client = apiClient(short.url);
      const res = await client.get('/users/me/', { auth: expired });
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe('Signature has expired.');
      expect((await client.get('/users/me/', { auth: token })).status).toBe(200);
    } finally {
      await short.close();
    }
  });

  it('stops honouring a session once the password changes (token version)', async () => {
    const user = await person();
    const token = await tokenFor(t.server.ctx, user);
    await t.server.ctx.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id));
    expect((await t.api.get('/users/me/', { auth: token })).status).toBe(401);
  });

  it('accepts API keys with the Token scheme and refuses unknown or revoked ones', async () => {
    const user = await person();
    const key = await apiKeyFor(t.server.ctx.db, user);
    expect(key).toMatch(/^[0-9a-f]{40}$/);
    const ok = await t.api.get('/users/me/', { auth: `Token ${key}` });
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe(user.email);
    const unknown = await t.api.get('/users/me/', { auth: `Token ${'0'.repeat(40)}` });
    expect(unknown.status).toBe(401);
  });

  it('refuses a user who was deactivated since the token was issued', async () => {
    const user = await person();
    const token = await tokenFor(t.server.ctx, user);
    await t.server.ctx.db.update(users).set({ isActivated: false }).where(eq(users.id, user.id));
    expect((await t.api.get('/users/me/', { auth: token })).status).toBe(401);
  });

  it('ignores bad credentials on public routes', async () => {
    const user = await person();
    const res = await t.api.post('/token-auth/', { auth: 'JWT stale.token.value', body: { username: user.email, password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
  });
});
