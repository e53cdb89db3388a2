import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signupRequests, users } from '@marginalia/db';
import { createOrganization, createUser, tokenFor } from '../../testing/factories';
import { recording } from '../../testing/recorded-events';
import { useTestServer } from '../../testing/use-test-server';

// Instructor sign-up's audit events (docs/AUDIT.md): the request a visitor sends (no actor), a platform admin's
// decision on it, and a new upgrade link. Each test sends from its own address (the per-address limits).

const t = useTestServer({ TRUST_PROXY: true });

let addressSequence = 0;
const headers = () => ({ 'x-forwarded-for': `10.7.${++addressSequence}.1` });
const tag = () => randomBytes(4).toString('hex');
const validate = (email: string, organization: number | string) => t.api.post('/registration/validateNewAdminUser/', { body: { email, organization }, headers: headers() });

async function userId(email: string): Promise<number | undefined> {
  const [row] = await t.server.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

async function requestId(email: string): Promise<number> {
  const [row] = await t.server.ctx.db.select({ id: signupRequests.id }).from(signupRequests).where(eq(signupRequests.email, email));
  return row!.id;
}

async function platformAdmin() {
  const admin = await createUser(t.server.ctx.db, { isPlatformAdmin: true });
  return { admin, token: await tokenFor(t.server.ctx, admin) };
}

describe('POST /registration/validateNewAdminUser/', () => {
  it('records signup_request.created for a request approved at once, naming the new account', async () => {
    const org = await createOrganization(t.server.ctx.db);
    const email = `ada-${tag()}@${org.emailDomain}`;
    const { result, events } = await recording(t.server.ctx.db, () => validate(email, org.id));
    expect(result.body.success).toBe(true);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'signup_request.created',
        actorId: null,
        targetUserId: await userId(email),
        objectType: 'signupRequest',
        objectId: await requestId(email),
        data: { email, status: 'approved', organization: org.id, link: 'activation' },
      }),
    ]);
    expect(JSON.stringify(events)).not.toContain(result.body.statusToken);
  });

  it('records signup_request.created for a pending request, with no account yet', async () => {
    const email = `bob-${tag()}@gmail.com`;
    const name = `Night School ${tag()}`;
    const { events } = await recording(t.server.ctx.db, () => validate(email, name));
    expect(events).toEqual([
      expect.objectContaining({
        type: 'signup_request.created',
        actorId: null,
        targetUserId: null,
        objectId: await requestId(email),
        data: { email, status: 'pending', organization: null, newOrganizationName: name, replaced: false },
      }),
    ]);
  });

  it('records nothing for an address it does not take, or an unknown organization', async () => {
    const odd = await recording(t.server.ctx.db, () => validate('not an address', 'Somewhere'));
    expect(odd.result.body).toEqual({ success: false });
    expect(odd.events).toEqual([]);
    const unknown = await recording(t.server.ctx.db, () => validate(`x-${tag()}@gmail.com`, 999999));
    expect(unknown.result.status).toBe(400);
    expect(unknown.events).toEqual([]);
  });
});

describe('POST /registration/requestUpgradeLink/', () => {
  const ask = (email: string) => t.api.post('/registration/requestUpgradeLink/', { body: { email }, headers: headers() });

  it('records account.upgrade_link_requested, naming the account and whether a link went out', async () => {
    const org = await createOrganization(t.server.ctx.db);
    const teacher = await createUser(t.server.ctx.db, { email: `tess-${tag()}@${org.emailDomain}` });
    await validate(teacher.email, org.id);
    const sent = await recording(t.server.ctx.db, () => ask(teacher.email));
    expect(sent.result.body).toEqual({ success: true });
    expect(sent.events).toEqual([
      expect.objectContaining({ type: 'account.upgrade_link_requested', actorId: null, targetUserId: teacher.id, data: { email: teacher.email, linkSent: true } }),
    ]);

    const plain = await createUser(t.server.ctx.db);
    const nobody = `nobody-${tag()}@example.edu`;
    for (const [email, target] of [[plain.email, plain.id], [nobody, null]] as const) {
      const { result, events } = await recording(t.server.ctx.db, () => ask(email));
      expect(result.body).toEqual({ success: true });
      expect(events).toEqual([expect.objectContaining({ type: 'account.upgrade_link_requested', targetUserId: target, data: { email, linkSent: false } })]);
    }
  });
});

describe('POST /signupRequests/{id}/approve/ and /reject/', () => {
  async function pending() {
    const email = `wait-${tag()}@gmail.com`;
    await validate(email, `Night School ${tag()}`);
    return { email, id: await requestId(email) };
  }

  it('records signup_request.approved as the platform admin, naming the new account', async () => {
    const { admin, token } = await platformAdmin();
    const { email, id } = await pending();
    const { result, events } = await recording(t.server.ctx.db, () => t.api.post(`/signupRequests/${id}/approve/`, { auth: token }));
    expect(result.status).toBe(200);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'signup_request.approved',
        actorId: admin.id,
        targetUserId: await userId(email),
        objectType: 'signupRequest',
        objectId: id,
        data: { email, organization: result.body.organization, link: 'activation' },
      }),
    ]);
  });

  it('records signup_request.rejected as the platform admin', async () => {
    const { admin, token } = await platformAdmin();
    const { email, id } = await pending();
    const { result, events } = await recording(t.server.ctx.db, () => t.api.post(`/signupRequests/${id}/reject/`, { auth: token }));
    expect(result.status).toBe(200);
    expect(events).toEqual([expect.objectContaining({ type: 'signup_request.rejected', actorId: admin.id, targetUserId: null, objectType: 'signupRequest', objectId: id, data: { email } })]);
  });

  it('records nothing for someone else, an unknown request or one decided already', async () => {
    const { token } = await platformAdmin();
    const { id } = await pending();
    const instructor = await createUser(t.server.ctx.db, { canCreateCourses: true, canModifyRosters: true });
    const other = await tokenFor(t.server.ctx, instructor);
    expect((await t.api.post(`/signupRequests/${id}/reject/`, { auth: token })).status).toBe(200);
    for (const [path, auth, status] of [
      [`/signupRequests/${id}/approve/`, other, 404],
      [`/signupRequests/${id}/reject/`, other, 404],
      ['/signupRequests/999999/approve/', token, 404],
      [`/signupRequests/${id}/approve/`, token, 400],
      [`/signupRequests/${id}/reject/`, token, 400],
    ] as const) {
      const { result, events } = await recording(t.server.ctx.db, () => t.api.post(path, { auth }));
      expect(result.status, path).toBe(status);
      expect(events, path).toEqual([]);
    }
  });
});
