import { describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_USER, PARTNER_LOGIN_MESSAGES, type PartnerLoginMessage } from '@marginalia/contracts';
import type { SessionState } from '../session/sessionMachine';
import { makeUser } from '../test/fakes';
import { runPartnerLogin, type PartnerLoginDeps, type PartnerNotice } from './runPartnerLogin';

const loggedOut: SessionState = { status: 'loggedOut', user: ANONYMOUS_USER, token: null, connectionSlow: false, storageBlocked: false, serverUnreachable: false };

/** A session whose token check answers at once: signed in for `good`, logged out for anything else. */
function fakeSession(good = 'session-token') {
  let state = loggedOut;
  const listeners = new Set<() => void>();
  const tokens: string[] = [];
  return {
    tokens,
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    signInWithToken(token: string) {
      tokens.push(token);
      state = { ...loggedOut, status: 'loading' };
      queueMicrotask(() => {
        state = token === good ? { ...loggedOut, status: 'loggedIn', token, user: makeUser() } : loggedOut;
        listeners.forEach((listener) => listener());
      });
    },
  };
}

function setup(options: { upload?: PartnerLoginDeps['upload']; exchange?: PartnerLoginDeps['exchangeIdToken'] } = {}) {
  const session = fakeSession();
  const notices: Array<PartnerNotice | null> = [];
  const deps = {
    session,
    rememberSource: vi.fn(),
    exchangeIdToken: options.exchange ?? vi.fn(async () => 'session-token'),
    upload: options.upload ?? vi.fn(async () => {}),
    studentPageOf: vi.fn(async () => '/student/CS%20101/Fall/hw1'),
    navigate: vi.fn(),
    report: (notice: PartnerNotice | null) => void notices.push(notice),
  } satisfies PartnerLoginDeps;
  const run = (message: PartnerLoginMessage) => runPartnerLogin(message, deps);
  return { deps, session, notices, run };
}

describe('runPartnerLogin', () => {
  it('signs in with our own token, as a ?token= link does, and remembers a named source', async () => {
    const { deps, session, run } = setup();
    await run({ token: 'session-token', source: 'lms' });
    expect(session.tokens).toEqual(['session-token']);
    expect(deps.rememberSource).toHaveBeenCalledWith('lms');
    expect(deps.exchangeIdToken).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('has an LMS id_token exchanged first, and signs in with the answer', async () => {
    const { deps, session, run } = setup();
    await run({ token: 'lms-id-token', auth_type: 'lti_id_token' });
    expect(deps.exchangeIdToken).toHaveBeenCalledWith('lms-id-token');
    expect(session.tokens).toEqual(['session-token']);
    expect(deps.rememberSource).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the id_token is refused, and signs nobody in", async () => {
    const { session, notices, run } = setup({ exchange: async () => Promise.reject(Object.assign(new Error('401'), { body: { detail: PARTNER_LOGIN_MESSAGES.replayed } })) });
    await run({ token: 'lms-id-token', auth_type: 'lti_id_token' });
    expect(session.tokens).toEqual([]);
    expect(notices).toEqual([{ kind: 'failed', message: PARTNER_LOGIN_MESSAGES.replayed }]);
  });

  it('uploads the files for a signed-in student, then opens the assignment', async () => {
    const { deps, notices, run } = setup();
    const files = [{ name: 'main.py', code: 'print(1)' }];
    await run({ token: 'session-token', assignment: 12, files });
    expect(deps.upload).toHaveBeenCalledWith(12, files);
    expect(deps.navigate).toHaveBeenCalledWith('/student/CS%20101/Fall/hw1');
    expect(notices).toEqual([{ kind: 'uploading' }, null]);
  });

  it("shows the API's message when the upload is refused", async () => {
    const upload = async () => Promise.reject(Object.assign(new Error('403'), { body: { detail: 'You do not have permission to perform this action.' } }));
    const { deps, notices, run } = setup({ upload });
    await run({ token: 'session-token', assignment: 12, files: [{ name: 'main.py', code: '' }] });
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(notices.at(-1)).toEqual({ kind: 'failed', message: `${PARTNER_LOGIN_MESSAGES.uploadFailed} You do not have permission to perform this action.` });
  });

  it('uploads nothing when the token does not sign in', async () => {
    const { deps, run } = setup();
    await run({ token: 'stale-token', assignment: 12, files: [{ name: 'main.py', code: '' }] });
    expect(deps.upload).not.toHaveBeenCalled();
  });
});
