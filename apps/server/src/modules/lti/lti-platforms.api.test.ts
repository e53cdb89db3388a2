import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LTI_MESSAGES } from '@marginalia/contracts';
import { auditEvents } from '@marginalia/db';
import { createOrganization, createUser, tokenFor } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Canvas at Example',
    issuer: 'https://canvas.example.edu',
    clientId: `client-${Math.random().toString(36).slice(2)}`,
    deploymentIds: ['1:abc'],
    authLoginUrl: 'https://sso.example.edu/api/lti/authorize_redirect',
    accessTokenUrl: 'https://sso.example.edu/login/oauth2/token',
    keysetUrl: 'https://sso.example.edu/api/lti/security/jwks',
    ...overrides,
  };
}

async function events(type: string, objectId: number) {
  return t.server.ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, type), eq(auditEvents.objectType, 'ltiPlatform'), eq(auditEvents.objectId, objectId)));
}

describe('LTI platform registrations (/lti/platforms/)', () => {
  it('registers, lists, changes and removes a platform, recording each change', async () => {
    const db = t.server.ctx.db;
    const admin = await createUser(db, { isPlatformAdmin: true });
    const auth = await tokenFor(t.server.ctx, admin);
    const organization = await createOrganization(db);

    const created = await t.api.post('/lti/platforms/', { auth, body: registration({ organization: organization.id }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Canvas at Example', organization: organization.id, lastLaunch: null, lastError: null });
    const id = created.body.id as number;
    expect(await events('lti.platform_registered', id)).toEqual([expect.objectContaining({ actorId: admin.id })]);

    const listed = await t.api.get('/lti/platforms/', { auth });
    expect(listed.body.map((platform: { id: number }) => platform.id)).toContain(id);

    const changed = await t.api.patch(`/lti/platforms/${id}/`, { auth, body: { deploymentIds: ['1:abc', '2:def'], organization: null } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ deploymentIds: ['1:abc', '2:def'], organization: null });
    expect(await events('lti.platform_updated', id)).toEqual([expect.objectContaining({ data: { fields: ['deploymentIds', 'organization'] } })]);

    expect((await t.api.delete(`/lti/platforms/${id}/`, { auth })).status).toBe(204);
    expect(await events('lti.platform_removed', id)).toHaveLength(1);
    expect((await t.api.delete(`/lti/platforms/${id}/`, { auth })).status).toBe(404);
    expect((await t.api.patch(`/lti/platforms/${id}/`, { auth, body: { name: 'Gone' } })).status).toBe(404);
  });

  it('refuses bad registrations with a clear message and changes nothing', async () => {
    const db = t.server.ctx.db;
    const auth = await tokenFor(t.server.ctx, await createUser(db, { isPlatformAdmin: true }));
    const before = (await t.api.get('/lti/platforms/', { auth })).body.length;

    const plainHttp = await t.api.post('/lti/platforms/', { auth, body: registration({ keysetUrl: 'http://sso.example.edu/jwks' }) });
    expect(plainHttp.status).toBe(400);
    expect(plainHttp.body.keysetUrl).toEqual([LTI_MESSAGES.httpsRequired]);
    for (const bad of ['ftp://example.edu/x', 'https://user:pass@example.edu/x', 'not a url', 'http://localhost.evil.example/x']) {
      const refused = await t.api.post('/lti/platforms/', { auth, body: registration({ authLoginUrl: bad }) });
      expect(refused.status, bad).toBe(400);
    }
    const noDeployment = await t.api.post('/lti/platforms/', { auth, body: registration({ deploymentIds: [] }) });
    expect(noDeployment.body.deploymentIds).toEqual([LTI_MESSAGES.noDeployment]);
    const unknownOrganization = await t.api.post('/lti/platforms/', { auth, body: registration({ organization: 999_999 }) });
    expect(unknownOrganization.body.organization).toEqual([LTI_MESSAGES.unknownOrganization]);

    // A local LMS under test may use plain http on localhost or 127.0.0.1.
    const local = registration({ issuer: 'http://127.0.0.1:9999', authLoginUrl: 'http://localhost:9999/auth' });
    expect((await t.api.post('/lti/platforms/', { auth, body: local })).status).toBe(201);
    const duplicate = await t.api.post('/lti/platforms/', { auth, body: { ...local, name: 'Again' } });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.clientId).toEqual([LTI_MESSAGES.duplicate]);
    expect((await t.api.get('/lti/platforms/', { auth })).body).toHaveLength(before + 1);
  });

  it('hides registrations from everyone but platform admins', async () => {
    const db = t.server.ctx.db;
    const someone = await tokenFor(t.server.ctx, await createUser(db, { canCreateCourses: true }));
    expect((await t.api.get('/lti/platforms/', { auth: someone })).status).toBe(404);
    expect((await t.api.post('/lti/platforms/', { auth: someone, body: registration() })).status).toBe(404);
    expect((await t.api.post('/lti/keys/rotate/', { auth: someone })).status).toBe(404);
    expect((await t.api.get('/lti/platforms/')).status).toBe(401);
  });
});

describe('our keys (GET /lti/jwks, POST /lti/keys/rotate/) and the configuration (GET /lti/config.json)', () => {
  it('publishes public RSA keys with a kid, and keeps the previous key published after a rotation', async () => {
    const auth = await tokenFor(t.server.ctx, await createUser(t.server.ctx.db, { isPlatformAdmin: true }));
    const first = await t.api.get('/lti/jwks');
    expect(first.status).toBe(200);
    expect(first.body.keys).toHaveLength(1);
    const [key] = first.body.keys;
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(typeof key.kid).toBe('string');
    for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key).not.toHaveProperty(secret);

    const rotated = await t.api.post('/lti/keys/rotate/', { auth });
    expect(rotated.status).toBe(200);
    expect(rotated.body.kid).not.toBe(key.kid);
    const after = (await t.api.get('/lti/jwks')).body.keys.map((published: { kid: string }) => published.kid);
    expect(after).toEqual([rotated.body.kid, key.kid]);
  });

  it('describes the tool in the JSON Canvas reads, with this server’s URLs', async () => {
    const answer = await t.api.get('/lti/config.json');
    expect(answer.status).toBe(200);
    const origin = new URL(t.server.url).origin;
    expect(answer.body).toMatchObject({
      title: 'Marginalia',
      oidc_initiation_url: `${origin}/lti/login`,
      target_link_uri: `${origin}/lti/launch`,
      public_jwk_url: `${origin}/lti/jwks`,
    });
    expect(answer.body.scopes).toContain('https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly');
  });
});
