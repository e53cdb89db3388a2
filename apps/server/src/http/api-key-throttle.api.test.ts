import { describe, expect, it } from 'vitest';
import { apiKeyFor, createOrganization, createUser, tokenFor } from '../testing/factories';
import { useTestServer } from '../testing/use-test-server';

// Each test speaks from its own client address (X-Forwarded-For behind a trusted proxy), so counters stay apart.
const t = useTestServer({ TRUST_PROXY: true, API_KEY_MAX_FAILURES_PER_IP: 3, API_KEY_MAX_REQUESTS_PER_MINUTE: 4 });

let addresses = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${++addresses}` });
const guess = (n: number) => `Token ${n.toString(16).padStart(40, '0')}`;

async function keyHolder() {
  const org = await createOrganization(t.server.ctx.db);
  const user = await createUser(t.server.ctx.db, { organizationId: org.id });
  return { user, key: `Token ${await apiKeyFor(t.server.ctx.db, user)}` };
}

describe('API keys are throttled like logins', () => {
  it('answers 429 with Retry-After to an address that keeps guessing keys, then refuses its right key too', async () => {
    const { key } = await keyHolder();
    const headers = fromNewAddress();
    for (let n = 1; n <= 3; n++) expect((await t.api.get('/users/me/', { auth: guess(n), headers })).status).toBe(401);
    const blocked = await t.api.get('/users/me/', { auth: guess(4), headers });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Keys that are not even shaped like one count as guesses as well; public routes count them too.
    expect((await t.api.get('/site/', { auth: 'Token nonsense', headers })).status).toBe(429);
    // The right key from the same address learns nothing: 429 as well.
    expect((await t.api.get('/users/me/', { auth: key, headers })).status).toBe(429);
    // Another address is not affected.
    expect((await t.api.get('/users/me/', { auth: key, headers: fromNewAddress() })).status).toBe(200);
  });

  it('gives a valid key its budget per minute, then 429 with Retry-After, from any address', async () => {
    const { key, user } = await keyHolder();
    for (let n = 0; n < 4; n++) {
      const ok = await t.api.get('/users/me/', { auth: key, headers: fromNewAddress() });
      expect(ok.status).toBe(200);
      expect(ok.body.email).toBe(user.email);
    }
    const over = await t.api.get('/users/me/', { auth: key, headers: fromNewAddress() });
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another key keeps its own budget.
    expect((await t.api.get('/users/me/', { auth: (await keyHolder()).key, headers: fromNewAddress() })).status).toBe(200);
  });

  it('leaves sessions (JWT) alone', async () => {
    const { user } = await keyHolder();
    const headers = fromNewAddress();
    for (let n = 1; n <= 4; n++) await t.api.get('/users/me/', { auth: guess(n), headers });
    expect((await t.api.get('/users/me/', { auth: await tokenFor(t.server.ctx, user), headers })).status).toBe(200);
  });
});
