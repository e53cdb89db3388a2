import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_LOGIN_MESSAGES } from '@marginalia/contracts';
import { auditEvents, ltiPartnerTokenUses, ltiPlatforms, users } from '@marginalia/db';
import { useTestServer } from '../../testing/use-test-server';
import { countsOf, handedOver, startLaunchWorld, type LaunchWorld } from './testing/launch-world';
import type { LaunchScenario, SignOptions } from './testing/id-token';

// A partner page's LMS id_token exchanged for a session (docs/LMS.md, "Login from a partner's page"): a good token
// of a person an earlier launch linked signs them in, once; every other token is a 4xx with no session, and writes
// nothing but the registration's last error.

const t = useTestServer();
let world: LaunchWorld;
const STUDENT: LaunchScenario = { sub: 'student-1', contextId: 'course-1' };

beforeAll(async () => {
  world = await startLaunchWorld(t.server);
  // The instructor's launch makes the course; the student's links the student's account.
  for (const sub of ['teacher-1', 'student-1']) {
    const answer = await world.sim.launch({ sub, contextId: 'course-1', resourceLinkId: 'link-1' });
    if (!handedOver(answer)) throw new Error(`the launch of ${sub} failed: ${answer.text}`);
  }
});
afterAll(() => world?.close());

const exchange = (idToken: string) => t.api.post('/lti/partner-login/', { body: { id_token: idToken } });
const sign = (options: SignOptions = {}, scenario: LaunchScenario = STUDENT) => world.sim.signIdToken(scenario, options);

async function writes() {
  const db = t.server.ctx.db;
  const [uses] = await db.select({ n: count() }).from(ltiPartnerTokenUses);
  return { ...(await countsOf(t.server)), uses: uses!.n };
}

async function lastError() {
  const [row] = await t.server.ctx.db.select({ lastError: ltiPlatforms.lastError }).from(ltiPlatforms).where(eq(ltiPlatforms.id, world.platformId));
  return row?.lastError ?? null;
}

async function expectRefused(idToken: string | Promise<string>, status: number, reason: RegExp | string) {
  const before = await writes();
  const answer = await exchange(await idToken);
  expect(answer.status, answer.text).toBe(status);
  expect(answer.body.detail).toMatch(reason);
  expect(answer.body.token).toBeUndefined();
  expect(await writes()).toEqual(before);
}

describe('POST /lti/partner-login/', () => {
  it("answers a session of the student's linked account for a good token, and records the sign-in", async () => {
    const answer = await exchange(await sign());
    expect(answer.status, answer.text).toBe(200);
    const me = await t.api.get('/users/me/', { auth: answer.body.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('alan.lms@example.edu');
    const [event] = await t.server.ctx.db.select().from(auditEvents).where(eq(auditEvents.type, 'account.signed_in'));
    expect(event).toMatchObject({ objectType: 'ltiPlatform', objectId: world.platformId, data: { via: 'lti_id_token' } });
  });

  it('takes each token once', async () => {
    const idToken = await sign();
    expect((await exchange(idToken)).status).toBe(200);
    await expectRefused(idToken, 401, PARTNER_LOGIN_MESSAGES.replayed);
    expect(await lastError()).toBe(PARTNER_LOGIN_MESSAGES.replayed);
  });

  it('refuses a token signed another way than RS256 with a published kid, or with a wrong signature', async () => {
    await expectRefused(sign({ noKid: true }), 401, /names no signing key/);
    await expectRefused(sign({ algNone: true }), 401, /only RS256/);
    await expectRefused(sign({ hs256: true }), 401, /only RS256/);
    await expectRefused(sign({ unpublishedKey: true }), 401, /not in the platform's key set/);
    await expectRefused(sign({ badSignature: true }), 401, /signature does not match/);
    expect(await lastError()).toMatch(/signature does not match/);
  });

  it('refuses a token of another issuer or audience, or authorized for another party', async () => {
    await expectRefused(sign({ issuer: 'https://other-lms.example.edu' }), 401, PARTNER_LOGIN_MESSAGES.noPlatform);
    await expectRefused(sign({ audience: 'someone-else' }, { ...STUDENT, claims: { azp: undefined } }), 401, PARTNER_LOGIN_MESSAGES.noPlatform);
    await expectRefused(sign({}, { ...STUDENT, claims: { azp: 'another-tool' } }), 401, PARTNER_LOGIN_MESSAGES.noPlatform);
    await expectRefused(sign({ audience: [world.sim.clientId, 'another-tool'] }, { ...STUDENT, claims: { azp: 'another-tool' } }), 401, PARTNER_LOGIN_MESSAGES.noPlatform);
  });

  it('refuses a token out of date: expired, issued in the future, or issued more than five minutes (and the minute of skew) ago', async () => {
    await expectRefused(sign({ expired: true }), 401, /has expired/);
    await expectRefused(sign({ issuedInFuture: true }), 401, /lacks a valid "iat"|too long ago/);
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(sign({}, { ...STUDENT, claims: { iat: now - 7 * 60, exp: now + 10 * 60 } }), 401, PARTNER_LOGIN_MESSAGES.tooOld);
  });

  it('refuses a token without a user or of an unregistered deployment', async () => {
    await expectRefused(sign({}, { ...STUDENT, claims: { sub: undefined } }), 401, /"sub"/);
    await expectRefused(sign({ deploymentId: 'deployment-unknown' }), 401, /deployment "deployment-unknown" is not registered/);
  });

  it('refuses a person no launch has linked, and makes no account for them', async () => {
    await expectRefused(sign({}, { sub: 'ta-1', contextId: 'course-1' }), 403, PARTNER_LOGIN_MESSAGES.unknownPerson);
    const [row] = await t.server.ctx.db.select({ n: count() }).from(users).where(eq(users.email, 'grace.lms@example.edu'));
    expect(row!.n).toBe(0);
  });

  it('refuses what is not a token with a clear 400', async () => {
    await expectRefused('not-a-jwt', 401, /cannot be read/);
    const before = await writes();
    for (const body of [{}, { id_token: '' }, { id_token: 42 }]) {
      const answer = await t.api.post('/lti/partner-login/', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.id_token).toBeDefined();
    }
    expect(await writes()).toEqual(before);
  });
});
