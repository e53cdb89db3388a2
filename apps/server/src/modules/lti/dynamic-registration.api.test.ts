import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LTI_REGISTRATION_MESSAGES } from '@marginalia/contracts';
import { auditEvents, courses, ltiPlatforms, ltiRegistrationLinks } from '@marginalia/db';
import { createOrganization, createUser, tokenFor } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { registrationCodeHash } from './registration-links';
import { signedIn } from './testing/launch-world';
import { startLmsSimulator, type LmsSimulator } from './testing/lms-simulator';
import { ROLE, SCOPE } from './testing/lti-vocabulary';

// LTI Dynamic Registration (docs/LMS.md): only with a platform admin's single-use link; the simulator plays the
// LMS's side (its configuration, its registration endpoint, then launches to what we registered).

const t = useTestServer();
const AUTHORIZATION_SERVER = 'https://auth.lms.example.org/token';
let sim: LmsSimulator;
let adminToken: string;
let organizationId: number;

beforeAll(async () => {
  sim = await startLmsSimulator({ hostname: 'localhost', authorizationServer: AUTHORIZATION_SERVER, clientId: `dyn-${Date.now()}` });
  adminToken = await tokenFor(t.server.ctx, await createUser(t.server.ctx.db, { isPlatformAdmin: true }));
  organizationId = (await createOrganization(t.server.ctx.db)).id;
});
afterAll(() => sim?.close());

async function newLink(organization: number | null = organizationId): Promise<string> {
  const made = await t.api.post('/lti/registrationLinks/', { auth: adminToken, body: { organization } });
  expect(made.status).toBe(201);
  return made.body.url as string;
}

/** The LMS opening the link (as its administrator's browser does), with its configuration URL and a token. */
async function open(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    text: await response.text(),
    csp: response.headers.get('content-security-policy') ?? '',
    opener: response.headers.get('cross-origin-opener-policy'),
    frameOptions: response.headers.get('x-frame-options'),
  };
}

async function stored() {
  const db = t.server.ctx.db;
  const [[platforms], [events]] = await Promise.all([
    db.select({ n: count() }).from(ltiPlatforms).where(eq(ltiPlatforms.issuer, sim.issuer)),
    db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.type, 'lti.platform_registered')),
  ]);
  return { platforms: platforms!.n, events: events!.n, registrations: sim.toolRegistrations.length };
}

describe('dynamic registration links (/lti/registrationLinks/)', () => {
  it('are made by platform admins only, for an organization that exists', async () => {
    const teacher = await tokenFor(t.server.ctx, await createUser(t.server.ctx.db));
    expect((await t.api.post('/lti/registrationLinks/', { auth: teacher, body: {} })).status).toBe(404);
    const bad = await t.api.post('/lti/registrationLinks/', { auth: adminToken, body: { organization: 999_999 } });
    expect(bad.status).toBe(400);
    expect(bad.body.organization).toBeTruthy();

    const made = await t.api.post('/lti/registrationLinks/', { auth: adminToken, body: {} });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ url: expect.stringMatching(/\/lti\/register\?code=[\w-]{20,}$/), organization: null });
    const hours = (Date.parse(made.body.expires) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);
    const [event] = await t.server.ctx.db.select().from(auditEvents).where(eq(auditEvents.type, 'lti.registration_link_created'));
    expect(event).toMatchObject({ objectType: 'ltiRegistrationLink', objectId: made.body.id });
  });
});

describe('GET /lti/register', () => {
  it('refuses without a good code, writing nothing and calling no LMS', async () => {
    const before = await stored();
    const base = `${t.server.url}/lti/register`;
    for (const url of [sim.dynamicRegistrationUrl(base), sim.dynamicRegistrationUrl(`${base}?code=not-a-code`)]) {
      const page = await open(url);
      expect(page.status).toBe(403);
      expect(page.text).toContain(LTI_REGISTRATION_MESSAGES.badCode.replace(/'/g, '&#39;'));
    }
    expect(await stored()).toEqual(before);
    expect(sim.requests.filter((request) => request.path.startsWith('/.well-known'))).toEqual([]);
  });

  it('registers the LMS from a good link once, and the LMS then launches into the link’s organization', async () => {
    const link = await newLink();
    const before = await stored();
    const page = await open(sim.dynamicRegistrationUrl(link));
    expect(page.status).toBe(200);
    expect(page.text).toContain(LTI_REGISTRATION_MESSAGES.done);
    expect(page.text).toContain("subject:'org.imsglobal.lti.close'");
    expect(page.csp).toMatch(/script-src 'self' 'nonce-/);
    // The LMS that opened the page (a window or a frame of its own page) hears the message.
    expect(page.opener).toBe('unsafe-none');
    expect(page.csp).toContain(`frame-ancestors ${sim.url}`);
    expect(page.frameOptions).toBeNull();

    // What we sent the LMS: our URLs, the grant types and scopes, the LTI tool configuration.
    const sent = sim.toolRegistrations.at(-1)!.request;
    expect(sent).toMatchObject({
      application_type: 'web',
      response_types: ['id_token'],
      grant_types: ['implicit', 'client_credentials'],
      initiate_login_uri: `${t.server.url}/lti/login`,
      redirect_uris: [`${t.server.url}/lti/launch`],
      jwks_uri: `${t.server.url}/lti/jwks`,
      token_endpoint_auth_method: 'private_key_jwt',
    });
    expect(sent.scope.split(' ')).toEqual(expect.arrayContaining([SCOPE.score, SCOPE.lineItem, SCOPE.contextMembershipReadOnly]));
    expect(sent['https://purl.imsglobal.org/spec/lti-tool-configuration'].messages.map((m: { type: string }) => m.type)).toEqual(['LtiResourceLinkRequest', 'LtiDeepLinkingRequest']);

    const [platform] = await t.server.ctx.db.select().from(ltiPlatforms).where(eq(ltiPlatforms.issuer, sim.issuer));
    expect(platform).toMatchObject({
      name: `lms-simulator (${new URL(sim.url).host})`,
      clientId: sim.clientId,
      deploymentIds: [sim.deploymentId],
      authLoginUrl: `${sim.url}/auth`,
      accessTokenUrl: sim.tokenUrl,
      keysetUrl: `${sim.url}/jwks`,
      tokenAudience: AUTHORIZATION_SERVER,
      organizationId,
    });
    const [used] = await t.server.ctx.db.select().from(ltiRegistrationLinks).where(eq(ltiRegistrationLinks.platformId, platform!.id));
    expect(used!.usedAt).not.toBeNull();
    expect(await stored()).toEqual({ platforms: before.platforms + 1, events: before.events + 1, registrations: before.registrations + 1 });

    // The link is spent.
    const again = await open(sim.dynamicRegistrationUrl(link));
    expect(again.status).toBe(403);

    // The LMS launches to the URLs we registered; an instructor's first launch makes a course in the organization.
    sim.addContext({ id: 'dyn-course', title: 'Registered Dynamically', label: 'DYN 1' });
    sim.addPerson({ sub: 'dyn-teacher', name: 'Barbara Liskov', email: 'liskov.dyn@example.edu', roles: [ROLE.instructor] });
    sim.enroll('dyn-course', 'dyn-teacher');
    sim.addResourceLink({ id: 'dyn-link', contextId: 'dyn-course', title: 'Homework' });
    signedIn(await sim.launch({ sub: 'dyn-teacher', contextId: 'dyn-course', resourceLinkId: 'dyn-link' }));
    const [course] = await t.server.ctx.db.select().from(courses).where(eq(courses.name, 'Registered Dynamically'));
    expect(course!.organizationId).toBe(organizationId);
  });

  it('refuses an issuer and client ID already registered, keeping the link', async () => {
    const link = await newLink();
    const before = await stored();
    const page = await open(sim.dynamicRegistrationUrl(link));
    expect(page.status).toBe(409);
    expect(page.text).toContain(LTI_REGISTRATION_MESSAGES.duplicate);
    expect((await stored()).platforms).toBe(before.platforms);
    const [row] = await t.server.ctx.db.select().from(ltiRegistrationLinks).where(eq(ltiRegistrationLinks.id, await linkId(link)));
    expect(row!.usedAt).toBeNull();
  });

  it('refuses a configuration that is not https, whose issuer does not match, or a registration the LMS refuses', async () => {
    const before = await stored();
    const link = await newLink();
    const withConfiguration = (configuration: string) => {
      const url = new URL(link);
      url.searchParams.set('openid_configuration', configuration);
      return url.toString();
    };
    const plain = await open(withConfiguration('http://lms.example.org/.well-known/openid-configuration'));
    expect(plain.status).toBe(400);
    expect(plain.text).toContain('https://');

    // The same configuration, reached by another host name than its issuer's.
    const mismatch = await open(withConfiguration(sim.openidConfigurationUrl.replace('localhost', '127.0.0.1')));
    expect(mismatch.status).toBe(502);
    expect(mismatch.text).toContain('issuer');

    // No registration token, which the simulator requires once it has handed one out.
    const refused = await open(withConfiguration(sim.openidConfigurationUrl));
    expect(refused.status).toBe(502);
    expect(refused.text).toContain('registration token');
    expect((await stored()).platforms).toBe(before.platforms);
  });
});

async function linkId(url: string): Promise<number> {
  const code = new URL(url).searchParams.get('code')!;
  const [row] = await t.server.ctx.db.select().from(ltiRegistrationLinks).where(eq(ltiRegistrationLinks.codeHash, registrationCodeHash(code)));
  return row!.id;
}
