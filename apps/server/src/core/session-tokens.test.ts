import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionTokens } from './session-tokens';

const claims = { userId: 7, email: 'ada@example.edu', tokenVersion: 2 };

describe('SessionTokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own tokens, again and again', async () => {
    const tokens = new SessionTokens('a-secret-of-enough-length-for-hs256', 60);
    const token = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });
  });

  it('refuses a token once it has expired, even after it was verified before', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const tokens = new SessionTokens('a-secret-of-enough-length-for-hs256', 60);
    const token = await tokens.issue(claims);
    expect((await tokens.verify(token)).ok).toBe(true);
    vi.setSystemTime(new Date('2026-11-22T10:01:01Z'));
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another key and one that was tampered with', async () => {
    const tokens = new SessionTokens('a-secret-of-enough-length-for-hs256', 60);
    const other = new SessionTokens('another-secret-of-enough-length-too', 60);
    const token = await other.issue(claims);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'invalid' });
    const mine = await tokens.issue(claims);
    await tokens.verify(mine);
    const [header, , signature] = mine.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: '1', tv: 2, exp: 9999999999 })).toString('base64url')}.${signature}`;
    expect(await tokens.verify(forged)).toEqual({ ok: false, reason: 'invalid' });
  });
});
