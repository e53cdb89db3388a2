import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../testing/factories';
import { latestMailLink } from '../../testing/mail';
import { recording } from '../../testing/recorded-events';
import { useTestServer } from '../../testing/use-test-server';
import { RESET_LIMITS } from './service';

// The account links' audit events (docs/AUDIT.md). Visitors call these routes, so the events have no actor; they
// name the account concerned. A reset request answers the same whether or not the address has an account.

const t = useTestServer();

const NEW_PASSWORD = 'a brand new password';
const requestReset = (email: string) => t.api.post('/registration/emailPasswordReset/', { body: { email } });

async function resetLinkFor(user: TestUser): Promise<{ uid: string; token: string }> {
  expect((await requestReset(user.email)).status).toBe(200);
  const [, , uid, token] = new URL(await latestMailLink(t.server.ctx.db, user.email, 'passwordReset')).pathname.split('/');
  return { uid: uid!, token: token! };
}

describe('POST /registration/emailPasswordReset/', () => {
  it('records account.password_reset_requested with no actor, naming the account', async () => {
    const user = await createUser(t.server.ctx.db);
    const { result, events } = await recording(t.server.ctx.db, () => requestReset(user.email.toUpperCase()));
    expect(result).toMatchObject({ status: 200, body: { success: true } });
    expect(events).toEqual([
      expect.objectContaining({ type: 'account.password_reset_requested', actorId: null, impersonatorId: null, courseId: null, targetUserId: user.id, data: { email: user.email } }),
    ]);
  });

  it('records an address without an account too, with no account named, and answers the same', async () => {
    const email = `nobody-${Date.now()}@example.edu`;
    const { result, events } = await recording(t.server.ctx.db, () => requestReset(email));
    expect(result).toMatchObject({ status: 200, body: { success: true } });
    expect(events).toEqual([expect.objectContaining({ type: 'account.password_reset_requested', actorId: null, targetUserId: null, data: { email } })]);
  });

  it('records nothing for a request over the limit', async () => {
    const email = `often-${Date.now()}@example.edu`;
    for (let i = 0; i < RESET_LIMITS.perEmail; i += 1) expect((await requestReset(email)).status).toBe(200);
    const { result, events } = await recording(t.server.ctx.db, () => requestReset(email));
    expect(result.status).toBe(429);
    expect(events).toEqual([]);
  });

  it('records nothing for an invalid request', async () => {
    const { result, events } = await recording(t.server.ctx.db, () => t.api.post('/registration/emailPasswordReset/', { body: {} }));
    expect(result.status).toBe(400);
    expect(events).toEqual([]);
  });
});

describe('POST /registration/verifyRegistrationToken/', () => {
  it('only checks a link: no event', async () => {
    const user = await createUser(t.server.ctx.db);
    const link = await resetLinkFor(user);
    const { result, events } = await recording(t.server.ctx.db, () => t.api.post('/registration/verifyRegistrationToken/', { body: link }));
    expect(result.body).toEqual({ isValid: true, email: user.email });
    expect(events).toEqual([]);
  });
});

describe('POST /registration/registerAndSetPassword/', () => {
  const setPassword = (link: { uid: string; token: string }) =>
    t.api.post('/registration/registerAndSetPassword/', { body: { ...link, password1: NEW_PASSWORD, password2: NEW_PASSWORD } });

  it('records account.password_set for the link’s account, with the link’s purpose and never the password', async () => {
    const user = await createUser(t.server.ctx.db);
    const link = await resetLinkFor(user);
    const { result, events } = await recording(t.server.ctx.db, () => setPassword(link));
    expect(result.body).toEqual({ isValid: true });
    expect(events).toEqual([
      expect.objectContaining({ type: 'account.password_set', actorId: null, targetUserId: user.id, objectType: 'user', objectId: user.id, data: { link: 'password_reset' } }),
    ]);
    expect(JSON.stringify(events)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(events)).not.toContain(link.token);
  });

  it('records nothing for a link used already or a made-up one', async () => {
    const user = await createUser(t.server.ctx.db);
    const link = await resetLinkFor(user);
    expect((await setPassword(link)).body).toEqual({ isValid: true });
    for (const attempt of [link, { uid: link.uid, token: 'x'.repeat(43) }]) {
      const { result, events } = await recording(t.server.ctx.db, () => setPassword(attempt));
      expect(result.body).toEqual({ isValid: false });
      expect(events).toEqual([]);
    }
  });
});
