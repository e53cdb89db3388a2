import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organizations, signupStatusTokens, users } from '@marginalia/db';
import { useTestServer } from '../../testing/use-test-server';
import { createOrganization, createUser, tokenFor } from '../../testing/factories';
import { latestMailLink, queuedMails } from '../../testing/mail';
import { deliverDueMail } from '../mail/sender';
import { recipientsOf, useSmtpListener } from '../mail/testing/smtp-listener';
import { SIGNUP_LIMITS } from './service';

// Each test sends from its own client address (the server trusts X-Forwarded-For here), so the per-address
// sign-up limit of one test does not spill into another.
const t = useTestServer({ TRUST_PROXY: true });
const relay = useSmtpListener();

let addressSequence = 0;
function client() {
  addressSequence += 1;
  const headers = { 'x-forwarded-for': `10.9.${addressSequence}.1` };
  return {
    validate: (body: unknown) => t.api.post('/registration/validateNewAdminUser/', { body, headers }),
    status: (email: string, token?: string) =>
      t.api.get(`/registration/checkStatusNewAdminUser?email=${encodeURIComponent(email)}${token === undefined ? '' : `&token=${encodeURIComponent(token)}`}`, { headers }),
  };
}

const tag = () => randomBytes(4).toString('hex');

async function findUser(email: string) {
  const [row] = await t.server.ctx.db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

async function platformAdmin() {
  const admin = await createUser(t.server.ctx.db, { isPlatformAdmin: true });
  return { admin, token: await tokenFor(t.server.ctx, admin) };
}

describe('POST /registration/validateNewAdminUser/', () => {
  it('approves an address of the organization’s domain at once: the account exists and the activation mail is queued', async () => {
    const org = await createOrganization(t.server.ctx.db);
    const email = `ada-${tag()}@${org.emailDomain}`;
    const res = await client().validate({ email: email.toUpperCase(), organization: org.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, org: org.name, statusToken: expect.stringMatching(/^[\w-]{43}$/) });
    const user = await findUser(email);
    expect(user).toMatchObject({ organizationId: org.id, canCreateCourses: true, canModifyRosters: true, isActivated: false, passwordHash: null });
    const mails = await queuedMails(t.server.ctx.db, email);
    expect(mails.map((mail) => mail.template)).toEqual(['activation']);
    expect(mails[0]!.data.link).toMatch(/\/activate\/[^/]+\/[^/]+$/);
    expect((await client().status(email, res.body.statusToken)).body).toEqual({ pending: false, status: true });
  });

  it('approves an address of an institution picked from the list, creating its organization', async () => {
    const email = `grace-${tag()}@cs.acu.edu`;
    const res = await client().validate({ email, organization: 'Abilene Christian University' });
    expect(res.body).toEqual({ success: true, org: 'Abilene Christian University', statusToken: expect.any(String) });
    const [org] = await t.server.ctx.db.select().from(organizations).where(eq(organizations.name, 'Abilene Christian University'));
    expect(org).toMatchObject({ shortname: 'acu', emailDomain: 'acu.edu' });
    expect((await findUser(email))?.organizationId).toBe(org!.id);
    expect((await queuedMails(t.server.ctx.db, email)).map((mail) => mail.template)).toEqual(['activation']);
  });

  it('approves an address whose domain is an existing organization’s, into that organization', async () => {
    const org = await createOrganization(t.server.ctx.db);
    const email = `lin-${tag()}@${org.emailDomain}`;
    const res = await client().validate({ email, organization: `Some new name ${tag()}` });
    expect(res.body).toEqual({ success: true, org: org.name, statusToken: expect.any(String) });
    expect((await findUser(email))?.organizationId).toBe(org.id);
  });

  it('sends an account with a password an upgrade link; its rights come when the owner follows it', async () => {
    const org = await createOrganization(t.server.ctx.db);
    const home = await createOrganization(t.server.ctx.db);
    const student = await createUser(t.server.ctx.db, { email: `sam-${tag()}@${org.emailDomain}`, organizationId: home.id });
    const res = await client().validate({ email: student.email, organization: org.id });
    expect(res.body).toEqual({ success: true, org: org.name, statusToken: expect.any(String) });
    // Anyone can type an address on the form: nothing of the account changes yet.
    expect(await findUser(student.email)).toMatchObject({ canCreateCourses: false, isActivated: true, organizationId: home.id });
    const link = await latestMailLink(t.server.ctx.db, student.email, 'accountUpgrade');
    const [uid, token] = link.split('/upgrade/')[1]!.split('/');
    expect((await t.api.post('/registration/verifyRegistrationToken/', { body: { uid, token } })).body).toEqual({ isValid: true, email: student.email });

    const set = await t.api.post('/registration/registerAndSetPassword/', { body: { uid, token, password1: 'upgraded pass 1', password2: 'upgraded pass 1' } });
    expect(set.body).toEqual({ isValid: true });
    // Their organization stays the one they belong to.
    expect(await findUser(student.email)).toMatchObject({ canCreateCourses: true, canModifyRosters: true, organizationId: home.id });
    const login = await t.api.post('/token-auth/', { body: { username: student.email, password: 'upgraded pass 1' } });
    expect(login.status).toBe(200);
    // The link works once.
    expect((await t.api.post('/registration/verifyRegistrationToken/', { body: { uid, token } })).body).toEqual({ isValid: false, email: null });
  });

  it('sends a new upgrade link on request (only the latest works) and answers every other address alike, sending nothing', async () => {
    const org = await createOrganization(t.server.ctx.db);
    const teacher = await createUser(t.server.ctx.db, { email: `tess-${tag()}@${org.emailDomain}` });
    await client().validate({ email: teacher.email, organization: org.id });
    const first = await latestMailLink(t.server.ctx.db, teacher.email, 'accountUpgrade');

    const ask = (email: string) => t.api.post('/registration/requestUpgradeLink/', { body: { email }, headers: { 'x-forwarded-for': `10.8.${++addressSequence}.1` } });
    expect((await ask(teacher.email)).body).toEqual({ success: true });
    const second = await latestMailLink(t.server.ctx.db, teacher.email, 'accountUpgrade');
    expect(second).not.toBe(first);
    const [uid, token] = first.split('/upgrade/')[1]!.split('/');
    expect((await t.api.post('/registration/verifyRegistrationToken/', { body: { uid, token } })).body.isValid).toBe(false);

    // No account, an account without an approved sign-up, an account already an instructor's: the same answer.
    const plain = await createUser(t.server.ctx.db);
    const instructor = await createUser(t.server.ctx.db, { canCreateCourses: true, canModifyRosters: true });
    for (const email of [`nobody-${tag()}@example.edu`, plain.email, instructor.email]) {
      const res = await ask(email);
      expect(res.status, email).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(await queuedMails(t.server.ctx.db, email)).toEqual([]);
    }
  });

  it('keeps any other address pending: no account yet, every platform admin is told once, the requester gets a receipt', async () => {
    const { admin } = await platformAdmin();
    const email = `bob-${tag()}@gmail.com`;
    const name = `Night School ${tag()}`;
    const first = await client().validate({ email, organization: name });
    expect(first.body).toEqual({ success: true, org: name, pending: true, statusToken: expect.any(String) });
    expect(await findUser(email)).toBeNull();
    expect(await queuedMails(t.server.ctx.db, email)).toEqual([{ to: email, template: 'signupReceived', data: { organization: name } }]);
    expect(await queuedMails(t.server.ctx.db, admin.email)).toEqual([{ to: admin.email, template: 'signupPending', data: { email, organization: name, link: expect.stringMatching(/\/dashboard\/signup-requests$/) } }]);
    expect((await client().status(email, first.body.statusToken)).body).toEqual({ pending: true, status: false });

    // Asking again keeps the one request and does not write to the admins again; both browsers follow it.
    const second = await client().validate({ email, organization: name });
    expect(second.body.statusToken).not.toBe(first.body.statusToken);
    for (const token of [first.body.statusToken, second.body.statusToken]) {
      expect((await client().status(email, token)).body).toEqual({ pending: true, status: false });
    }
    expect(await queuedMails(t.server.ctx.db, admin.email)).toHaveLength(1);
    expect(await queuedMails(t.server.ctx.db, email)).toHaveLength(1);
    // The receipt arrives saying who decides and what comes next.
    await deliverDueMail({ db: t.server.ctx.db, config: { ...t.server.ctx.config, SMTP_URL: relay.listener.url } });
    const receipt = relay.listener.received.find((received) => recipientsOf(received).includes(email))!;
    expect(receipt.subject).toBe('We received your request for a Marginalia instructor account');
    expect(receipt.text).toContain(`a platform admin of this Marginalia installation looks at the request`);
    const list = await t.api.get('/signupRequests/?status=pending', { auth: (await platformAdmin()).token });
    expect(list.body.filter((row: { email: string }) => row.email === email)).toHaveLength(1);
  });

  it('answers success false for an unusable address and records nothing', async () => {
    for (const email of ['not-an-email', 'two@@example.edu', 'space @example.edu', '']) {
      const res = await client().validate({ email, organization: 'Anything' });
      expect(res.status, email).toBe(200);
      expect(res.body, email).toEqual({ success: false });
    }
    expect((await client().status('not-an-email')).body).toEqual({ pending: false, status: false });
  });

  it('refuses an unknown organization id and a blank organization name', async () => {
    const missing = await client().validate({ email: `x-${tag()}@example.edu`, organization: 999999 });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ organization: ['Invalid pk "999999" - object does not exist.'] });
    const blank = await client().validate({ email: `x-${tag()}@example.edu`, organization: '  ' });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body)).toEqual(['organization']);
  });

  it('limits attempts per client address', async () => {
    const same = client();
    for (let i = 0; i < SIGNUP_LIMITS.perIp; i += 1) {
      expect((await same.validate({ email: 'nope', organization: 'x' })).status).toBe(200);
    }
    const refused = await same.validate({ email: `late-${tag()}@gmail.com`, organization: 'x' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await client().validate({ email: 'nope', organization: 'x' })).status).toBe(200);
  });

  it('limits attempts per e-mail address, whichever client sends them', async () => {
    const email = `again-${tag()}@gmail.com`;
    for (let i = 0; i < SIGNUP_LIMITS.perEmail; i += 1) {
      expect((await client().validate({ email, organization: 'Somewhere' })).status).toBe(200);
    }
    expect((await client().validate({ email, organization: 'Somewhere' })).status).toBe(429);
  });
});

describe('GET /registration/checkStatusNewAdminUser', () => {
  it('reads an address with a plus sign when it is encoded', async () => {
    const org = await createOrganization(t.server.ctx.db);
    const email = `ada+signup-${tag()}@${org.emailDomain}`;
    const reply = await client().validate({ email, organization: org.id });
    expect((await client().status(email, reply.body.statusToken)).body).toEqual({ pending: false, status: true });
  });

  it('says nothing more than pending false, status false for an unknown address', async () => {
    const res = await client().status(`nobody-${tag()}@example.edu`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pending: false, status: false });
  });

  it('tells nobody but the browser holding the reply\'s token whether an address has applied', async () => {
    const email = `private-${tag()}@gmail.com`;
    const other = `other-${tag()}@gmail.com`;
    const mine = await client().validate({ email, organization: `Night School ${tag()}` });
    const theirs = await client().validate({ email: other, organization: `Night School ${tag()}` });
    const unknown = { pending: false, status: false };
    expect((await client().status(email)).body).toEqual(unknown);
    expect((await client().status(email, '')).body).toEqual(unknown);
    expect((await client().status(email, 'x'.repeat(43))).body).toEqual(unknown);
    // Another request's token opens only that request.
    expect((await client().status(email, theirs.body.statusToken)).body).toEqual(unknown);
    expect((await client().status(email.toUpperCase(), mine.body.statusToken)).body).toEqual({ pending: true, status: false });
    // Only a digest is kept.
    const stored = await t.server.ctx.db.select({ hash: signupStatusTokens.tokenHash }).from(signupStatusTokens);
    expect(stored.some((row) => row.hash === mine.body.statusToken)).toBe(false);
  });
});

describe('GET /registration/institutions/', () => {
  it('lists every institution alphabetically with its label and code, shared codes included', async () => {
    const res = await t.api.get('/registration/institutions/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age');
    const list = res.body as { label: string; code: string }[];
    expect(list.length).toBeGreaterThan(2000);
    expect(list).toContainEqual({ label: 'Abilene Christian University', code: 'acu' });
    const labels = list.map((entry) => entry.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(list.filter((entry) => entry.code === 'cuny').length).toBeGreaterThan(1);
    expect(Object.keys(list[0]!).sort()).toEqual(['code', 'label']);
  });
});

describe('platform admins and sign-up requests', () => {
  async function pendingRequest(organization: string | number = `Night School ${tag()}`) {
    const email = `wait-${tag()}@gmail.com`;
    const reply = await client().validate({ email, organization });
    const { token } = await platformAdmin();
    const list = await t.api.get('/signupRequests/?status=pending', { auth: token });
    const row = (list.body as { id: number; email: string }[]).find((entry) => entry.email === email)!;
    return { email, row, token, statusToken: reply.body.statusToken as string };
  }

  it('lists pending requests with their organization', async () => {
    const org = await createOrganization(t.server.ctx.db);
    const { email, row } = await pendingRequest(org.id);
    expect(row).toMatchObject({ email, organization: org.id, organizationName: org.name, status: 'pending', decidedAt: null });
  });

  it('approves a request: new organization, account and activation mail', async () => {
    const name = `Night School ${tag()}`;
    const { email, row, token, statusToken } = await pendingRequest(name);
    const res = await t.api.post(`/signupRequests/${row.id}/approve/`, { auth: token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: row.id, status: 'approved', organizationName: name });
    const user = await findUser(email);
    expect(user).toMatchObject({ canCreateCourses: true, isActivated: false, organizationId: res.body.organization });
    // The receipt went out when the request was made; the approval adds the activation mail.
    expect((await queuedMails(t.server.ctx.db, email)).map((mail) => mail.template)).toEqual(['signupReceived', 'activation']);
    expect((await client().status(email, statusToken)).body).toEqual({ pending: false, status: true });
    const again = await t.api.post(`/signupRequests/${row.id}/approve/`, { auth: token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ non_field_errors: ['This request has already been decided.'] });
  });

  it('rejects a request: no account, and the status poll says rejected', async () => {
    const { email, row, token, statusToken } = await pendingRequest();
    expect((await client().status(email, statusToken)).body).toEqual({ pending: true, status: false });
    const res = await t.api.post(`/signupRequests/${row.id}/reject/`, { auth: token });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('rejected');
    expect(await findUser(email)).toBeNull();
    expect((await client().status(email, statusToken)).body).toEqual({ pending: false, status: false });
    expect((await t.api.get('/signupRequests/?status=pending', { auth: token })).body.some((r: { id: number }) => r.id === row.id)).toBe(false);
  });

  it('hides the requests from everyone else (404) and answers 404 for an unknown request', async () => {
    const { row, token } = await pendingRequest();
    const org = await createOrganization(t.server.ctx.db);
    const instructor = await createUser(t.server.ctx.db, { organizationId: org.id, canCreateCourses: true, canModifyRosters: true });
    const other = await tokenFor(t.server.ctx, instructor);
    expect((await t.api.get('/signupRequests/', { auth: other })).status).toBe(404);
    expect((await t.api.post(`/signupRequests/${row.id}/approve/`, { auth: other })).status).toBe(404);
    expect((await t.api.post(`/signupRequests/${row.id}/reject/`, { auth: other })).status).toBe(404);
    expect((await t.api.post('/signupRequests/999999/approve/', { auth: token })).status).toBe(404);
    expect((await t.api.post('/signupRequests/999999/reject/', { auth: token })).body).toEqual({ detail: 'Not found.' });
  });
});
