import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ltiPlatforms } from '@marginalia/db';
import { useTestServer } from '../../testing/use-test-server';
import { countsOf, handedOver, startLaunchWorld, type LaunchWorld } from './testing/launch-world';
import { CLAIM } from './testing/lti-vocabulary';
import type { LaunchScenario, SignOptions } from './testing/id-token';
import type { ToolAnswer } from './testing/oidc-flow';

// Every negative case of the Security Framework (docs/LMS.md, "What a launch must carry"): each is a 4xx page that
// says what to tell the LMS's administrator, with no session, no account, no link, no course, no roster change and
// nothing on the audit trail.

const t = useTestServer();
let world: LaunchWorld;
const STUDENT: LaunchScenario = { sub: 'student-1', contextId: 'course-1', resourceLinkId: 'link-1' };

beforeAll(async () => {
  world = await startLaunchWorld(t.server);
  // The course exists (an instructor launched first), so a student's good launch would succeed: each case below
  // differs from it only by what it breaks.
  const first = await world.sim.launch({ sub: 'teacher-1', contextId: 'course-1', resourceLinkId: 'link-1' });
  if (!handedOver(first)) throw new Error(`the instructor's launch failed: ${first.text}`);
});
afterAll(() => world?.close());

async function expectRefused(run: () => Promise<ToolAnswer>, reason: RegExp, status = 400) {
  const before = await countsOf(t.server);
  const answer = await run();
  const text = answer.text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  expect(answer.status, text).toBe(status);
  expect(text).toContain('This launch was refused');
  expect(text).toMatch(reason);
  expect(handedOver(answer)).toBeNull();
  expect(answer.headers.get('set-cookie') ?? '').not.toMatch(/token/i);
  expect(await countsOf(t.server)).toEqual(before);
}

const launchWith = (sign: SignOptions, scenario: LaunchScenario = STUDENT) => () => world.sim.launch(scenario, { signOptions: sign });

describe('a refused LTI launch', () => {
  it('is refused for a token signed another way than RS256 with a published kid', async () => {
    await expectRefused(launchWith({ noKid: true }), /names no signing key/);
    await expectRefused(launchWith({ algNone: true }), /requires RS256/);
    await expectRefused(launchWith({ hs256: true }), /requires RS256/);
    await expectRefused(launchWith({ unpublishedKey: true }), /not in the platform's key set/);
    await expectRefused(launchWith({ badSignature: true }), /signature does not match/);
  });

  it('is refused for a token of another issuer or audience, or authorized for another party', async () => {
    await expectRefused(launchWith({ issuer: 'https://other-lms.example.edu' }), /not by the registered issuer/);
    await expectRefused(launchWith({ audience: 'someone-else' }), /not addressed to the registered client ID/);
    await expectRefused(launchWith({ audience: [world.sim.clientId, 'another-tool'] }, { ...STUDENT, claims: { azp: undefined } }), /several audiences but no "azp"/);
    await expectRefused(() => world.sim.launch({ ...STUDENT, claims: { azp: 'another-tool' } }), /authorized for "another-tool"/);
  });

  it('is refused for a token out of date', async () => {
    await expectRefused(launchWith({ expired: true }), /has expired/);
    await expectRefused(launchWith({ issuedInFuture: true }), /issued in the future or too long ago/);
  });

  it('is refused for a replayed state, a nonce of another login, or a launch finished in another browser', async () => {
    const login = await world.sim.loginInitiation(STUDENT);
    const form = await world.sim.authorize(login.location!, STUDENT);
    const first = await world.sim.submitForm(form, login.cookies);
    expect(handedOver(first)).not.toBeNull();
    await expectRefused(() => world.sim.submitForm(form, login.cookies), /already used or has expired/);

    await expectRefused(() => world.sim.launch({ ...STUDENT, nonce: 'a-nonce-of-another-login' }), /nonce differs/);
    await expectRefused(async () => {
      const other = await world.sim.loginInitiation(STUDENT);
      const otherForm = await world.sim.authorize(other.location!, STUDENT);
      const stolen = other.cookies.map((cookie) => cookie.replace(/=.*/, '=not-the-secret-of-this-browser'));
      return world.sim.submitForm(otherForm, stolen);
    }, /started in another browser/);
    await expectRefused(() => world.sim.submitForm({ action: `${t.server.url}/lti/launch`, fields: { id_token: 'x', state: 'never-issued' } }), /not one Marginalia started/);
  });

  it('is refused for an unregistered deployment, a wrong version or message type, and missing claims', async () => {
    await expectRefused(launchWith({ deploymentId: 'deployment-unknown' }), /deployment "deployment-unknown" is not registered/);
    await expectRefused(() => world.sim.launch({ ...STUDENT, claims: { [CLAIM.version]: '1.1.0' } }), /LTI version "1.1.0"/);
    await expectRefused(() => world.sim.launch({ ...STUDENT, claims: { [CLAIM.messageType]: 'LtiSubmissionReviewRequest' } }), /does not take launches of type/);
    await expectRefused(() => world.sim.launch({ ...STUDENT, claims: { [CLAIM.roles]: undefined } }), /no roles claim/);
    await expectRefused(() => world.sim.launch({ ...STUDENT, claims: { [CLAIM.deploymentId]: undefined } }), /names no deployment/);
    await expectRefused(() => world.sim.launch({ ...STUDENT, claims: { [CLAIM.resourceLink]: undefined } }), /names no resource link/);
    await expectRefused(() => world.sim.launch({ ...STUDENT, claims: { [CLAIM.targetLinkUri]: undefined } }), /no target_link_uri/);
    await expectRefused(() => world.sim.launch({ ...STUDENT, claims: { sub: undefined } }), /lacks its "sub" claim|names no user/);
  });

  it('is refused for a role Marginalia does not take, and for a student of a course no instructor linked yet', async () => {
    await expectRefused(() => world.sim.launch({ ...STUDENT, roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor'] }), /gives no access/, 403);
    world.sim.addContext({ id: 'course-2', title: 'Data Structures', label: 'CS 201' });
    world.sim.enroll('course-2', 'student-1');
    await expectRefused(() => world.sim.launch({ sub: 'student-1', contextId: 'course-2', resourceLinkId: 'link-1' }), /not linked to a Marginalia course yet/, 404);
  });

  it('refuses a login from an unregistered issuer, client or deployment, or for another server, with a page', async () => {
    const params = world.sim.loginParameters(STUDENT);
    const login = (changes: Record<string, string | undefined>) => async () => {
      const query = new URLSearchParams(Object.entries({ ...params, ...changes }).filter((entry): entry is [string, string] => entry[1] !== undefined));
      const response = await fetch(`${t.server.url}/lti/login?${query}`, { redirect: 'manual' });
      return { status: response.status, headers: response.headers, text: await response.text(), cookies: [] };
    };
    await expectRefused(login({ iss: 'https://unknown-lms.example.edu' }), /No LMS is registered with issuer/);
    await expectRefused(login({ client_id: 'another-client' }), /client ID another-client/);
    await expectRefused(login({ lti_deployment_id: 'deployment-unknown' }), /is not registered for this platform/);
    await expectRefused(login({ target_link_uri: 'https://elsewhere.example.edu/launch' }), /is not this Marginalia server/);
    await expectRefused(login({ login_hint: undefined }), /without login_hint/);
  });

  it("keeps the last refusal on the registration for the console", async () => {
    await world.sim.launch(STUDENT, { signOptions: { expired: true } });
    const [platform] = await t.server.ctx.db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, world.platformId));
    expect(platform!.lastError).toMatch(/has expired/);
    expect(platform!.lastErrorAt).not.toBeNull();
  });

  it('fetches the key set once more for an unknown kid, and no more', async () => {
    world.sim.hideCurrentKeyFromJwks(0);
    await world.sim.rotateKey({ keepPrevious: false });
    world.sim.hideCurrentKeyFromJwks(2);
    const fetches = world.sim.jwksFetches;
    await expectRefused(() => world.sim.launch(STUDENT), /not in the platform's key set/);
    expect(world.sim.jwksFetches).toBe(fetches + 1);
  });
});
