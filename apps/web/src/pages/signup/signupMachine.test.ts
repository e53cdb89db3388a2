import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { SIGNUP, SIGNUP_TEXTS, type CheckStatusNewAdminUserResponse, type ValidateNewAdminUserResponse } from '@marginalia/contracts';
import { initialSignupState, progressMessage, progressStep, signupReducer, useSignupMachine, type SignupCalls } from './signupMachine';

const PENDING: CheckStatusNewAdminUserResponse = { pending: true, status: false };
const APPROVED: CheckStatusNewAdminUserResponse = { pending: false, status: true };
const REJECTED: CheckStatusNewAdminUserResponse = { pending: false, status: false };

/** Calls answered from queues; polls beyond the queue answer "pending". */
function scripted(validate: () => Promise<ValidateNewAdminUserResponse>, polls: (CheckStatusNewAdminUserResponse | Error)[] = []) {
  const asked: [email: string, token: string | null][] = [];
  const calls: SignupCalls = {
    validate: vi.fn(validate),
    checkStatus: vi.fn(async (email: string, token: string | null) => {
      asked.push([email, token]);
      const next = polls.shift() ?? PENDING;
      if (next instanceof Error) throw next;
      return next;
    }),
    // Every tick adds exactly 0.15 + 0.5 * 0.3 = 0.3.
    random: () => 0.5,
  };
  return { calls, asked };
}

function start(calls: SignupCalls) {
  const hook = renderHook(() => useSignupMachine(calls));
  act(() => hook.result.current.submit('ada@example.edu', 'Example University'));
  return hook;
}

/** Lets the validate promise settle without moving the clock. */
const settle = () => act(async () => {});
const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

describe('signupReducer', () => {
  it('goes from input to pending on Continue, and to bad email on a reply without success', () => {
    const pending = signupReducer(initialSignupState, { type: 'submit' });
    expect(pending.status).toBe('pending');
    expect(signupReducer(pending, { type: 'validated', reply: { success: false } }).status).toBe('badEmail');
  });

  it('treats a failed request as success', () => {
    const pending = signupReducer(initialSignupState, { type: 'submit' });
    expect(signupReducer(pending, { type: 'validated', reply: null })).toMatchObject({ status: 'pending', started: true });
  });

  it('ignores ticks and polls before the request is accepted', () => {
    const pending = signupReducer(initialSignupState, { type: 'submit' });
    expect(signupReducer(pending, { type: 'tick', amount: 50 })).toBe(pending);
    expect(signupReducer(pending, { type: 'polled', reply: APPROVED })).toBe(pending);
  });
});

describe('progress', () => {
  it('says what is happening under 30, under 54 and after', () => {
    expect(progressMessage(0)).toBe('Setting up your account...');
    expect(progressMessage(29.9)).toBe('Setting up your account...');
    expect(progressMessage(30)).toBe('Creating your API credentials...');
    expect(progressMessage(53.9)).toBe('Creating your API credentials...');
    expect(progressMessage(54)).toBe('Wrapping things up...');
    expect(progressMessage(100)).toBe(SIGNUP_TEXTS.progressMessages[2]);
  });

  it('adds about 0.15 plus a random amount per tick', () => {
    expect(progressStep(() => 0)).toBe(0.15);
    expect(progressStep(() => 0.999)).toBeGreaterThan(0.15);
    expect(progressStep(() => 0.999)).toBeLessThan(0.5);
  });
});

describe('useSignupMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls every 5 seconds after a success reply, with the address asked for and the reply\'s token, until approved', async () => {
    const { calls, asked } = scripted(async () => ({ success: true, org: 'Example University', statusToken: 'token-1' }), [PENDING, APPROVED]);
    const hook = start(calls);
    await settle();
    expect(hook.result.current.state).toMatchObject({ status: 'pending', started: true, org: 'Example University' });
    await advance(SIGNUP.pollMs - 1);
    expect(asked).toEqual([]);
    await advance(1);
    expect(asked).toEqual([['ada@example.edu', 'token-1']]);
    expect(hook.result.current.state.status).toBe('pending');
    await advance(SIGNUP.pollMs);
    expect(asked).toHaveLength(2);
    expect(hook.result.current.state.status).toBe('success');
    await advance(SIGNUP.pollMs * 3);
    expect(asked).toHaveLength(2);
  });

  it('moves the bar every 100 ms through the three messages', async () => {
    const { calls } = scripted(async () => ({ success: true, org: 'X' }));
    const hook = start(calls);
    await settle();
    await advance(SIGNUP.progressTickMs * 10);
    expect(hook.result.current.state.progress).toBeCloseTo(3);
    expect(progressMessage(hook.result.current.state.progress)).toBe('Setting up your account...');
    // 0.3 per tick: 30 is reached after 100 ticks, 54 after 180.
    await advance(SIGNUP.progressTickMs * 95);
    expect(progressMessage(hook.result.current.state.progress)).toBe('Creating your API credentials...');
    await advance(SIGNUP.progressTickMs * 80);
    expect(progressMessage(hook.result.current.state.progress)).toBe('Wrapping things up...');
  });

  it('says "almost there" when the bar reaches 100 before the answer, and still takes the answer after', async () => {
    const { calls } = scripted(async () => ({ success: true, org: 'X' }));
    const hook = start(calls);
    await settle();
    // 334 ticks of 0.3 reach 100; polls meanwhile say pending.
    await advance(SIGNUP.progressTickMs * 334);
    expect(hook.result.current.state).toMatchObject({ status: 'ongoing', progress: 100 });
    await advance(SIGNUP.progressTickMs * 50);
    expect(hook.result.current.state.progress).toBe(100);
    calls.checkStatus = vi.fn(async () => APPROVED);
    await advance(SIGNUP.pollMs);
    expect(hook.result.current.state.status).toBe('success');
  });

  it('says the request was received when a person must approve it: no progress bar, and the polls still decide', async () => {
    const { calls, asked } = scripted(async () => ({ success: true, org: 'Night School', pending: true, statusToken: 'token-2' }), [PENDING, APPROVED]);
    const hook = start(calls);
    await settle();
    expect(hook.result.current.state).toMatchObject({ status: 'received', started: true, org: 'Night School', progress: 0 });
    await advance(SIGNUP.pollMs);
    expect(hook.result.current.state).toMatchObject({ status: 'received', progress: 0 });
    expect(asked).toEqual([['ada@example.edu', 'token-2']]);
    await advance(SIGNUP.pollMs);
    expect(hook.result.current.state.status).toBe('success');
  });

  it('shows rejected when the answer is not pending with status false', async () => {
    const { calls } = scripted(async () => ({ success: true, org: 'X' }), [REJECTED]);
    const hook = start(calls);
    await settle();
    await advance(SIGNUP.pollMs);
    expect(hook.result.current.state.status).toBe('rejected');
  });

  it('goes to bad email on a reply without success, and never polls', async () => {
    const { calls, asked } = scripted(async () => ({ success: false }));
    const hook = start(calls);
    await settle();
    expect(hook.result.current.state.status).toBe('badEmail');
    await advance(SIGNUP.pollMs * 2);
    expect(asked).toEqual([]);
    expect(hook.result.current.state.progress).toBe(0);
  });

  it('treats a failed request as success: the bar runs and the polls decide', async () => {
    const { calls } = scripted(() => Promise.reject(new Error('offline')), [APPROVED]);
    const hook = start(calls);
    await settle();
    expect(hook.result.current.state).toMatchObject({ status: 'pending', started: true, org: null });
    await advance(SIGNUP.pollMs);
    expect(hook.result.current.state.status).toBe('success');
  });

  it('shows the error state when a poll fails, and goes back to the form on reset', async () => {
    const { calls, asked } = scripted(async () => ({ success: true, org: 'X' }), [new Error('500')]);
    const hook = start(calls);
    await settle();
    await advance(SIGNUP.pollMs);
    expect(hook.result.current.state.status).toBe('error');
    await advance(SIGNUP.pollMs * 2);
    expect(asked).toHaveLength(1);
    act(() => hook.result.current.reset());
    expect(hook.result.current.state).toEqual(initialSignupState);
  });
});
