import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGS_SCOPES, CLAIM, MESSAGE_TYPE, ROLE } from './lti-vocabulary';
import { startSimulatorWorld, type SimulatorWorld } from './simulator-test-world';

let world: SimulatorWorld;
beforeAll(async () => {
  world = await startSimulatorWorld();
});
afterAll(() => world.close());

/** Verifies as a tool does: the platform's JWKS, RS256 only, its issuer and our client id. */
async function verify(token: string) {
  const { sim } = world;
  const keys = createRemoteJWKSet(new URL(`${sim.url}/jwks`), { cooldownDuration: 0 });
  return jwtVerify(token, keys, { issuer: sim.issuer, audience: sim.clientId, algorithms: ['RS256'] });
}

async function jwks() {
  return (await fetch(`${world.sim.url}/jwks`)).json() as Promise<{ keys: Record<string, string>[] }>;
}

describe('platform keys', () => {
  it('publishes RS256 keys with a kid, and counts the fetches', async () => {
    const before = world.sim.jwksFetches;
    const { keys } = await jwks();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: world.sim.currentKid });
    expect(keys[0]).not.toHaveProperty('d');
    expect(world.sim.jwksFetches).toBe(before + 1);
  });

  it('rotates, keeping the previous key published or not, and can hide the current key for a number of fetches', async () => {
    const { sim } = world;
    const first = sim.currentKid;
    const second = await sim.rotateKey();
    expect((await jwks()).keys.map((k) => k.kid)).toEqual([first, second]);
    sim.hideCurrentKeyFromJwks(2);
    expect((await jwks()).keys.map((k) => k.kid)).toEqual([first]);
    expect((await jwks()).keys.map((k) => k.kid)).toEqual([first]);
    expect((await jwks()).keys.map((k) => k.kid)).toEqual([first, second]);
    const third = await sim.rotateKey({ keepPrevious: false });
    expect((await jwks()).keys.map((k) => k.kid)).toEqual([third]);
  });

  it('delays the JWKS answer when asked', async () => {
    world.sim.setJwksDelay(30);
    const started = Date.now();
    await jwks();
    world.sim.setJwksDelay(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});

describe('signIdToken', () => {
  it('fills every claim of a resource-link launch from the scenario', async () => {
    const { sim, tool } = world;
    const token = await sim.signIdToken({ sub: 'student-1', contextId: 'course-1', resourceLinkId: 'link-1', nonce: 'n-1' });
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256', kid: sim.currentKid });
    const { payload } = await verify(token);
    expect(payload).toMatchObject({
      iss: sim.issuer,
      sub: 'student-1',
      aud: sim.clientId,
      azp: sim.clientId,
      nonce: 'n-1',
      name: 'Alan Turing',
      email: 'alan@example.edu',
      [CLAIM.messageType]: MESSAGE_TYPE.resourceLink,
      [CLAIM.version]: '1.3.0',
      [CLAIM.deploymentId]: sim.deploymentId,
      [CLAIM.targetLinkUri]: tool.launchUrl,
      [CLAIM.resourceLink]: { id: 'link-1', title: 'Homework 1' },
      [CLAIM.context]: { id: 'course-1', label: 'CS 101', title: 'Introduction to Programming' },
      [CLAIM.namesRoleService]: { context_memberships_url: `${sim.url}/contexts/course-1/memberships`, service_versions: ['2.0'] },
      [CLAIM.agsEndpoint]: { scope: AGS_SCOPES, lineitems: `${sim.url}/contexts/course-1/lineitems` },
    });
    expect(payload[CLAIM.roles]).toEqual([ROLE.learner, ROLE.institutionStudent]);
    expect(payload.exp! - payload.iat!).toBe(300);
  });

  it('names the line item of the resource link in the AGS claim when there is one', async () => {
    const { sim } = world;
    sim.addResourceLink({ id: 'link-2', contextId: 'course-1', title: 'Homework 2' });
    const item = sim.seedLineItem('course-1', { label: 'Homework 2', scoreMaximum: 10, resourceLinkId: 'link-2' });
    const claims = sim.idTokenClaims({ sub: 'student-1', contextId: 'course-1', resourceLinkId: 'link-2' });
    expect(claims[CLAIM.agsEndpoint]).toMatchObject({ lineitem: item.id });
  });

  it('fills the deep-linking settings of a deep-linking request', async () => {
    const { sim } = world;
    const claims = sim.idTokenClaims({ sub: 'teacher-1', contextId: 'course-1', messageType: MESSAGE_TYPE.deepLinkingRequest });
    expect(claims[CLAIM.messageType]).toBe(MESSAGE_TYPE.deepLinkingRequest);
    expect(claims[CLAIM.resourceLink]).toBeUndefined();
    expect(claims[CLAIM.deepLinkingSettings]).toMatchObject({ deep_link_return_url: sim.deepLinkReturnUrl, accept_types: ['ltiResourceLink'], data: expect.any(String) });
    expect(claims[CLAIM.roles]).toContain(ROLE.instructor);
  });

  it('overrides and removes claims', async () => {
    const token = await world.sim.signIdToken({ sub: 'ta-1', contextId: 'course-1', claims: { [CLAIM.version]: '1.1', [CLAIM.deploymentId]: undefined, email: undefined } });
    const payload = decodeJwt(token);
    expect(payload[CLAIM.version]).toBe('1.1');
    expect(payload).not.toHaveProperty([CLAIM.deploymentId]);
    expect(payload).not.toHaveProperty('email');
    expect(payload[CLAIM.roles]).toEqual([ROLE.teachingAssistant]);
  });

  const scenario = { sub: 'student-1', contextId: 'course-1' };
  it.each([
    ['a key the JWKS does not publish', { unpublishedKey: true }, /no applicable key/i],
    ['a bad signature', { badSignature: true }, /signature verification failed/i],
    ['the wrong issuer', { issuer: 'https://lms.example.org' }, /"iss"/],
    ['the wrong audience', { audience: 'another-tool' }, /"aud"/],
    ['an expired token', { expired: true }, /"exp"/],
  ])('makes %s, which a tool refuses', async (_name, options, message) => {
    const token = await world.sim.signIdToken(scenario, options);
    await expect(verify(token)).rejects.toThrow(message);
  });

  it('makes unsigned (alg none) and HS256 tokens, which an RS256-only tool refuses', async () => {
    const unsigned = await world.sim.signIdToken(scenario, { algNone: true });
    expect(decodeProtectedHeader(unsigned)).toEqual({ alg: 'none', typ: 'JWT', kid: world.sim.currentKid });
    expect(decodeJwt(unsigned).sub).toBe('student-1');
    expect(unsigned.endsWith('.')).toBe(true);
    await expect(verify(unsigned)).rejects.toThrow();
    const hs256 = await world.sim.signIdToken(scenario, { hs256: true });
    expect(decodeProtectedHeader(hs256)).toMatchObject({ alg: 'HS256', kid: world.sim.currentKid });
    await expect(verify(hs256)).rejects.toThrow(/alg/i);
  });

  // These verify with a lenient library (one published key fits a token without kid; iat is not compared with now):
  // the tool's own checks must refuse them.
  it('makes a token of another deployment, one without kid and one issued in the future', async () => {
    const { payload } = await verify(await world.sim.signIdToken(scenario, { deploymentId: 'deployment-2' }));
    expect(payload[CLAIM.deploymentId]).toBe('deployment-2');
    const withoutKid = await world.sim.signIdToken(scenario, { noKid: true });
    expect(decodeProtectedHeader(withoutKid)).toEqual({ alg: 'RS256', typ: 'JWT' });
    const future = decodeJwt(await world.sim.signIdToken(scenario, { issuedInFuture: true }));
    expect(future.iat!).toBeGreaterThan(Date.now() / 1000 + 3000);
  });
});
