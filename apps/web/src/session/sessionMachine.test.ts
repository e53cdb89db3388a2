import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION } from '@marginalia/contracts';
import { makeUser, memoryTokens, scriptedApi } from '../test/fakes';
import { SessionMachine } from './sessionMachine';
import type { UrlAccess } from './urlToken';

function setup(options: { token?: string | null; href?: string } = {}) {
  const { api, queues, calls } = scriptedApi();
  const tokens = memoryTokens(options.token === undefined ? 'stored-token' : options.token);
  const forgetPreferences = vi.fn();
  let href = options.href ?? 'http://app.test/student';
  const url: UrlAccess = { href: () => href, replace: (next) => void (href = new URL(next, href).href) };
  const machine = new SessionMachine({ api, tokens, forgetPreferences, url });
  return { machine, queues, calls, tokens, forgetPreferences, href: () => href };
}

describe('SessionMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is logged out at once without a stored token', () => {
    const { machine, calls } = setup({ token: null });
    machine.start();
    expect(machine.getState().status).toBe('loggedOut');
    expect(calls.currentUser).toEqual([]);
  });

  it('stores the token and user the current-user call returns', async () => {
    const { machine, queues, tokens } = setup();
    queues.currentUser.push({ ok: true, data: makeUser({ token: 'renewed' }) });
    machine.start();
    expect(machine.getState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.getState()).toMatchObject({ status: 'loggedIn', token: 'renewed', user: { email: 'ada@example.edu' } });
    expect(tokens.value).toBe('renewed');
  });

  it('vouches for the stored token it was checked with, and the fresh one, until another sign-in or a sign-out', async () => {
    const { machine, queues } = setup();
    queues.currentUser.push({ ok: true, data: makeUser({ token: 'renewed' }) });
    machine.start();
    // Nobody is signed in while the check is on its way.
    expect(machine.vouchesFor('stored-token')).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect([machine.vouchesFor('stored-token'), machine.vouchesFor('renewed'), machine.vouchesFor('someone-else')]).toEqual([true, true, false]);
    queues.login.push({ ok: true, data: { token: 'other-login', user: makeUser({ email: 'other@example.edu' }) } });
    await machine.login('other@example.edu', 'x');
    expect([machine.vouchesFor('stored-token'), machine.vouchesFor('renewed'), machine.vouchesFor('other-login')]).toEqual([false, false, true]);
    machine.logout();
    expect(machine.vouchesFor('other-login')).toBe(false);
  });

  it('makes 4 attempts 1 s apart, then shows the login screen', async () => {
    const { machine, calls, tokens } = setup();
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.currentUser).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SESSION.currentUserRetryMs - 1);
    expect(calls.currentUser).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.currentUser).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(SESSION.currentUserRetryMs * 2);
    expect(calls.currentUser).toHaveLength(4);
    expect(machine.getState()).toMatchObject({ status: 'loggedOut', serverUnreachable: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.currentUser).toHaveLength(4);
    // An unreachable server is no reason to forget the token.
    expect(tokens.value).toBe('stored-token');
  });

  it('recovers when a retry succeeds', async () => {
    const { machine, queues } = setup();
    queues.currentUser.push({ ok: false, status: 502, body: null }, { ok: true, data: makeUser() });
    machine.start();
    await vi.advanceTimersByTimeAsync(SESSION.currentUserRetryMs);
    expect(machine.getState().status).toBe('loggedIn');
  });

  it('logs out on 401 without retrying, forgetting token and preferences', async () => {
    const { machine, queues, calls, tokens, forgetPreferences } = setup();
    queues.currentUser.push({ ok: false, status: 401, body: { detail: 'Invalid token.' } });
    machine.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.currentUser).toHaveLength(1);
    expect(machine.getState().status).toBe('loggedOut');
    expect(tokens.value).toBeNull();
    expect(forgetPreferences).toHaveBeenCalled();
  });

  it('stores a token from the URL and removes it from the address', async () => {
    const { machine, calls, tokens, href } = setup({ token: null, href: 'http://app.test/grader?token=abc&x=1#top' });
    machine.start();
    expect(tokens.value).toBe('abc');
    expect(calls.currentUser).toEqual(['abc']);
    expect(href()).toBe('http://app.test/grader?x=1#top');
  });

  it("takes a token handed over after load (a partner page's) as it takes one from the URL", async () => {
    const { machine, queues, calls, tokens } = setup({ token: null });
    machine.start();
    expect(machine.getState().status).toBe('loggedOut');
    queues.currentUser.push({ ok: true, data: makeUser({ token: 'renewed' }) });
    machine.signInWithToken('from-partner');
    expect(calls.currentUser).toEqual(['from-partner']);
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.getState()).toMatchObject({ status: 'loggedIn', token: 'renewed' });
    expect(tokens.value).toBe('renewed');
  });

  it('shows the connection notice when the check is unanswered after 15 s', async () => {
    const { machine, queues } = setup();
    let answer: (value: { ok: true; data: ReturnType<typeof makeUser> }) => void = () => {};
    queues.currentUser.push(() => new Promise((resolve) => (answer = resolve)));
    machine.start();
    await vi.advanceTimersByTimeAsync(SESSION.connectionNoticeMs - 1);
    expect(machine.getState().connectionSlow).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(machine.getState().connectionSlow).toBe(true);
    answer({ ok: true, data: makeUser() });
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.getState()).toMatchObject({ status: 'loggedIn', connectionSlow: false });
  });

  it('refreshes the token every 30 minutes and ignores failures', async () => {
    const { machine, queues, calls, tokens } = setup();
    queues.currentUser.push({ ok: true, data: makeUser({ token: 't1' }) });
    queues.refresh.push(
      { ok: false, status: 401, body: null },
      { ok: true, data: { token: 't2', user: makeUser({ token: 't2', email: 'new@example.edu' }) } },
    );
    machine.start();
    await vi.advanceTimersByTimeAsync(SESSION.tokenRefreshMs - 1);
    expect(calls.refresh).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.refresh).toEqual(['t1']);
    expect(machine.getState()).toMatchObject({ status: 'loggedIn', token: 't1' });
    await vi.advanceTimersByTimeAsync(SESSION.tokenRefreshMs);
    expect(calls.refresh).toEqual(['t1', 't1']);
    expect(machine.getState()).toMatchObject({ status: 'loggedIn', token: 't2', user: { email: 'new@example.edu' } });
    expect(tokens.value).toBe('t2');
  });

  it('stops refreshing after logout', async () => {
    const { machine, queues, calls } = setup();
    queues.currentUser.push({ ok: true, data: makeUser() });
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    machine.logout();
    await vi.advanceTimersByTimeAsync(SESSION.tokenRefreshMs * 3);
    expect(calls.refresh).toEqual([]);
  });

  it('classifies login failures and removes the token on invalid credentials', async () => {
    const { machine, queues, tokens } = setup({ token: null });
    machine.start();
    tokens.value = 'stale';
    queues.login.push(
      { ok: false, status: 400, body: { non_field_errors: ['Unable to log in with provided credentials.'] } },
      { ok: false, status: 500, body: null },
      { ok: false, status: 429, body: null, retryAfterSeconds: 30 },
      { ok: true, data: { token: 'new', user: makeUser({ token: 'new' }) } },
    );
    expect(await machine.login('a@b.edu', 'x')).toEqual({ ok: false, reason: 'invalid' });
    expect(tokens.value).toBeNull();
    expect(await machine.login('a@b.edu', 'x')).toEqual({ ok: false, reason: 'unknown' });
    expect(await machine.login('a@b.edu', 'x')).toEqual({ ok: false, reason: 'throttled', retryAfterSeconds: 30 });
    expect(await machine.login('a@b.edu', 'x')).toEqual({ ok: true });
    expect(machine.getState()).toMatchObject({ status: 'loggedIn', token: 'new' });
    expect(tokens.value).toBe('new');
  });

  describe('login-as', () => {
    async function actingAdmin() {
      const context = setup({ token: 'admin-token' });
      context.queues.currentUser.push({ ok: true, data: makeUser({ id: 1, email: 'ops@example.edu', token: 'admin-token', marginaliaAdmin: true }) });
      context.machine.start();
      await vi.advanceTimersByTimeAsync(0);
      const grader = makeUser({ id: 9, email: 'grader@example.edu', token: 'acting-token', impersonatedBy: { email: 'ops@example.edu', expiresAt: '2026-11-27T01:00:00Z' } });
      context.machine.actAs('acting-token', grader);
      return context;
    }

    it('replaces the current user and keeps the admin token aside', async () => {
      const { machine, tokens } = await actingAdmin();
      expect(machine.getState()).toMatchObject({ status: 'loggedIn', token: 'acting-token', user: { email: 'grader@example.edu' } });
      expect(tokens.value).toBe('acting-token');
      expect(tokens.returnValue).toBe('admin-token');
    });

    it('returns to the admin without a new login, ending the login-as session first', async () => {
      const { machine, tokens, queues, calls } = await actingAdmin();
      queues.currentUser.push({ ok: true, data: makeUser({ id: 1, email: 'ops@example.edu', token: 'admin-token-2', marginaliaAdmin: true }) });
      await machine.returnToOwnAccount();
      await vi.advanceTimersByTimeAsync(0);
      expect(calls.endImpersonation).toEqual(['acting-token']);
      expect(machine.getState()).toMatchObject({ status: 'loggedIn', user: { email: 'ops@example.edu' } });
      expect(tokens.value).toBe('admin-token-2');
      expect(tokens.returnValue).toBeNull();
    });

    it('returns to the admin when the login-as session is refused (expired), and logs out when the admin token is too', async () => {
      const { machine, tokens, queues } = await actingAdmin();
      queues.currentUser.push({ ok: false, status: 401, body: null });
      machine.unauthorized();
      await vi.advanceTimersByTimeAsync(0);
      expect(tokens.returnValue).toBeNull();
      expect(machine.getState().status).toBe('loggedOut');
    });

    it('keeps the page the login-as started from and answers it on the way back, then forgets it', async () => {
      const context = setup({ token: 'admin-token' });
      context.queues.currentUser.push({ ok: true, data: makeUser({ id: 1, email: 'ops@example.edu', token: 'admin-token', marginaliaAdmin: true }) });
      context.machine.start();
      await vi.advanceTimersByTimeAsync(0);
      const grader = makeUser({ id: 9, email: 'grader@example.edu', token: 'acting-token', impersonatedBy: { email: 'ops@example.edu', expiresAt: '2026-11-27T01:00:00Z' } });
      context.machine.actAs('acting-token', grader, '/dashboard/courses?search=cs');
      expect(context.tokens.returnPath).toBe('/dashboard/courses?search=cs');
      context.queues.currentUser.push({ ok: true, data: makeUser({ id: 1, email: 'ops@example.edu', token: 'admin-token', marginaliaAdmin: true }) });
      expect(await context.machine.returnToOwnAccount()).toBe('/dashboard/courses?search=cs');
      expect(context.tokens.returnPath).toBeNull();
    });

    it('forgets both tokens on logout', async () => {
      const { machine, tokens } = await actingAdmin();
      machine.logout();
      expect(tokens.value).toBeNull();
      expect(tokens.returnValue).toBeNull();
    });
  });
});
