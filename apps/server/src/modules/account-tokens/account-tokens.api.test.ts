import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@marginalia/contracts';
import { oneTimeTokens, users } from '@marginalia/db';
import { createUser, TEST_PASSWORD, tokenFor, type TestUser } from '../../testing/factories';
import { latestMailLink, queuedMails } from '../../testing/mail';
import { useTestServer } from '../../testing/use-test-server';
import { issueActivationLink, issueUpgradeLink, RESET_LIMITS } from './service';
import { encodeUid } from './uid';

const t = useTestServer({ PUBLIC_URL: 'https://marginalia.example.edu' });

const NEW_PASSWORD = 'a brand new password';
const OK = { success: true };

const requestReset = (email: string) => t.api.post('/registration/emailPasswordReset/', { body: { email } });
const verify = (uid: string, token: string) => t.api.post('/registration/verifyRegistrationToken/', { body: { uid, token } });
const setPassword = (link: Link, password1 = NEW_PASSWORD, password2 = password1) =>
  t.api.post('/registration/registerAndSetPassword/', { body: { uid: link.uid, token: link.token, password1, password2 } });
const login = (email: string, password: string) => t.api.post('/token-auth/', { body: { username: email, password } });

interface Link {
  page: string;
  uid: string;
  token: string;
}

/** The page, uid and token of a link, as the web app's router reads them. */
function parseLink(link: string): Link {
  const url = new URL(link);
  expect(url.origin).toBe('https://marginalia.example.edu');
  const [, page, uid, token] = url.pathname.split('/');
  return { page: page!, uid: uid!, token: token! };
}

async function resetLinkFor(user: TestUser): Promise<Link> {
  expect(await requestReset(user.email)).toMatchObject({ status: 200, body: OK });
  return parseLink(await latestMailLink(t.server.ctx.db, user.email, 'passwordReset'));
}

const storedTokens = (userId: number) => t.server.ctx.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));

describe('forgot password', () => {
  it('mails a reset link that sets a new password once; the user then logs in with it', async () => {
    const user = await createUser(t.server.ctx.db);
    const link = await resetLinkFor(user);
    expect(link.page).toBe('password-reset');
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [stored] = await storedTokens(user.id);
    expect(stored!.purpose).toBe('password_reset');
    expect(stored!.tokenHash).not.toContain(link.token);
    // An hour, give or take the time the test takes.
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    expect((await verify(link.uid, link.token)).body).toEqual({ isValid: true, email: user.email });
    const set = await setPassword(link);
    expect(set).toMatchObject({ status: 200, body: { isValid: true } });

    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(400);
  });

  it('refuses a link a second time', async () => {
    const user = await createUser(t.server.ctx.db);
    const link = await resetLinkFor(user);
    expect((await setPassword(link)).body).toEqual({ isValid: true });
    expect((await verify(link.uid, link.token)).body).toEqual({ isValid: false, email: null });
    expect((await setPassword(link, 'yet another password')).body).toEqual({ isValid: false });
    expect((await login(user.email, 'yet another password')).status).toBe(400);
  });

  it('gives an unknown e-mail the same answer and sends nothing', async () => {
    const known = await createUser(t.server.ctx.db);
    const unknown = 'nobody-here@example.edu';
    const forKnown = await requestReset(known.email);
    const forUnknown = await requestReset(unknown);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.text).toBe(forKnown.text);
    expect(await queuedMails(t.server.ctx.db, unknown)).toEqual([]);
    expect(await queuedMails(t.server.ctx.db, known.email)).toHaveLength(1);
  });

  it('takes a form body, and finds the account whatever the case of the e-mail', async () => {
    const user = await createUser(t.server.ctx.db);
    const res = await t.api.post('/registration/emailPasswordReset/', {
      rawBody: `email=${encodeURIComponent(user.email.toUpperCase())}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res).toMatchObject({ status: 200, body: OK });
    expect(await queuedMails(t.server.ctx.db, user.email)).toMatchObject([{ template: 'passwordReset' }]);
  });

  it('answers 400 for something that is not an e-mail', async () => {
    const res = await requestReset('not an email');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['email']);
  });

  it('only lets the latest link work', async () => {
    const user = await createUser(t.server.ctx.db);
    const first = await resetLinkFor(user);
    const second = await resetLinkFor(user);
    expect(second.token).not.toBe(first.token);
    expect((await verify(first.uid, first.token)).body).toEqual({ isValid: false, email: null });
    expect((await setPassword(first)).body).toEqual({ isValid: false });
    expect((await setPassword(second)).body).toEqual({ isValid: true });
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.server.ctx.db);
    const link = await resetLinkFor(user);
    await t.server.ctx.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.userId, user.id));
    expect((await verify(link.uid, link.token)).body).toEqual({ isValid: false, email: null });
    expect((await setPassword(link)).body).toEqual({ isValid: false });
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(400);
  });

  it("refuses a token with another user's uid, or a uid that names nobody", async () => {
    const owner = await createUser(t.server.ctx.db);
    const other = await createUser(t.server.ctx.db);
    const link = await resetLinkFor(owner);
    for (const uid of [encodeUid(other.id), encodeUid(2_000_000_000), 'not-a-uid!', '', 'MA']) {
      expect((await verify(uid, link.token)).body, uid).toEqual({ isValid: false, email: null });
      expect((await setPassword({ ...link, uid })).body, uid).toEqual({ isValid: false });
    }
    expect((await login(other.email, NEW_PASSWORD)).status).toBe(400);
    // The owner's link still works after all that.
    expect((await setPassword(link)).body).toEqual({ isValid: true });
  });

  it('refuses a wrong or empty token', async () => {
    const user = await createUser(t.server.ctx.db);
    const link = await resetLinkFor(user);
    expect((await verify(link.uid, link.token.slice(0, -1) + (link.token.endsWith('A') ? 'B' : 'A'))).body.isValid).toBe(false);
    expect((await verify(link.uid, '')).body.isValid).toBe(false);
  });

  it('checks the password rules before using the link', async () => {
    const user = await createUser(t.server.ctx.db);
    const link = await resetLinkFor(user);
    const body = (password1?: string, password2?: string) =>
      t.api.post('/registration/registerAndSetPassword/', { body: { uid: link.uid, token: link.token, password1, password2 } });
    expect(await body('', '')).toMatchObject({
      status: 400,
      body: { password1: [PASSWORD_MESSAGES.required], password2: [PASSWORD_MESSAGES.confirmRequired] },
    });
    expect(await body(undefined, undefined)).toMatchObject({
      status: 400,
      body: { password1: [PASSWORD_MESSAGES.required], password2: [PASSWORD_MESSAGES.confirmRequired] },
    });
    expect(await body('short', 'short')).toMatchObject({ status: 400, body: { password1: [PASSWORD_MESSAGES.tooShort] } });
    expect(await body(NEW_PASSWORD, 'something else')).toMatchObject({ status: 400, body: { password2: [PASSWORD_MESSAGES.mismatch] } });
    expect((await verify(link.uid, link.token)).body.isValid).toBe(true);
    expect((await setPassword(link)).body).toEqual({ isValid: true });
  });

  it('throttles repeated requests for one e-mail, whether or not it has an account', async () => {
    const user = await createUser(t.server.ctx.db);
    for (const email of [user.email, 'no-account-throttled@example.edu']) {
      for (let i = 0; i < RESET_LIMITS.perEmail; i += 1) expect((await requestReset(email)).status).toBe(200);
      const refused = await requestReset(email);
      expect(refused.status, email).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
    }
    expect(await queuedMails(t.server.ctx.db, user.email)).toHaveLength(RESET_LIMITS.perEmail);
  });
});

describe('activation', () => {
  async function newStudent() {
    const db = t.server.ctx.db;
    const user = await createUser(db, { isActivated: false, passwordHash: null });
    const link = await db.transaction((tx) => issueActivationLink(tx, t.server.ctx, user));
    return { user, link: parseLink(link) };
  }

  it('mails a week-long link; setting the password activates the account, which can then log in', async () => {
    const { user, link } = await newStudent();
    expect(link.page).toBe('activate');
    expect(parseLink(await latestMailLink(t.server.ctx.db, user.email, 'activation'))).toEqual(link);
    const [stored] = await storedTokens(user.id);
    expect(stored!.purpose).toBe('activation');
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);

    expect((await login(user.email, NEW_PASSWORD)).status).toBe(400);
    expect((await verify(link.uid, link.token)).body).toEqual({ isValid: true, email: user.email });
    expect((await setPassword(link)).body).toEqual({ isValid: true });

    const [row] = await t.server.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isActivated).toBe(true);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('only lets the latest activation link work', async () => {
    const { user, link: first } = await newStudent();
    const second = parseLink(await t.server.ctx.db.transaction((tx) => issueActivationLink(tx, t.server.ctx, user)));
    expect((await verify(first.uid, first.token)).body.isValid).toBe(false);
    expect((await verify(second.uid, second.token)).body.isValid).toBe(true);
  });

  it("a password set with one link ends the user's other links and older sessions", async () => {
    const db = t.server.ctx.db;
    const user = await createUser(db);
    const activation = parseLink(await db.transaction((tx) => issueActivationLink(tx, t.server.ctx, user)));
    const reset = await resetLinkFor(user);
    const session = await tokenFor(t.server.ctx, user);
    expect((await t.api.get('/registration/current_user/', { auth: session })).status).toBe(200);

    expect((await setPassword(reset)).body).toEqual({ isValid: true });
    expect((await verify(activation.uid, activation.token)).body.isValid).toBe(false);
    expect((await t.api.get('/registration/current_user/', { auth: session })).status).toBe(401);
  });
});

describe('the "password changed" mail', () => {
  const changedMails = async (email: string) => (await queuedMails(t.server.ctx.db, email)).filter((mail) => mail.template === 'passwordChanged');

  it('tells the account whenever a password is set with a reset or an activation link, with a way back that is no credential', async () => {
    const db = t.server.ctx.db;
    const user = await createUser(db);
    expect((await setPassword(await resetLinkFor(user))).body).toEqual({ isValid: true });
    const newcomer = await createUser(db, { isActivated: false, passwordHash: null });
    const activation = parseLink(await db.transaction((tx) => issueActivationLink(tx, t.server.ctx, newcomer)));
    expect((await setPassword(activation)).body).toEqual({ isValid: true });
    const upgrading = await createUser(db);
    expect((await setPassword(parseLink(await db.transaction((tx) => issueUpgradeLink(tx, t.server.ctx, upgrading))))).body).toEqual({ isValid: true });

    expect(await changedMails(upgrading.email)).toEqual([{ to: upgrading.email, template: 'passwordChanged', data: { via: 'upgrade', link: '/forgot-password' } }]);
    expect(await changedMails(user.email)).toEqual([{ to: user.email, template: 'passwordChanged', data: { via: 'password_reset', link: '/forgot-password' } }]);
    expect(await changedMails(newcomer.email)).toEqual([{ to: newcomer.email, template: 'passwordChanged', data: { via: 'activation', link: '/forgot-password' } }]);
  });

  it('is not sent when the link is refused', async () => {
    const user = await createUser(t.server.ctx.db);
    const link = await resetLinkFor(user);
    expect((await setPassword({ ...link, token: 'x'.repeat(43) })).body).toEqual({ isValid: false });
    expect((await setPassword(link, NEW_PASSWORD, 'another password')).status).toBe(400);
    expect(await changedMails(user.email)).toEqual([]);
  });
});
