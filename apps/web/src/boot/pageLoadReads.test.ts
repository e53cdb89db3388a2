import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION } from '@marginalia/contracts';
import { resourcePath } from '../api/resources';
import { codeViewSubmission, forgetPageLoadReads, FRESH_MS, pendingRead, reviewPath, startRead, takeRead, TOKEN_STORAGE_KEY, type EarlyAnswer } from './pageLoadReads';

const answer = (body: unknown): EarlyAnswer => ({ status: 200, body, headers: new Headers() });

afterEach(() => {
  forgetPageLoadReads();
  vi.useRealTimers();
});

describe('the page-load reads’ own rules', () => {
  it('names what the app names: the token’s storage key and the review’s path', () => {
    expect(TOKEN_STORAGE_KEY).toBe(SESSION.tokenStorageKey);
    expect(reviewPath(42)).toBe(resourcePath('submissions', 42, 'review'));
    expect(codeViewSubmission('/code/42')).toBe(42);
    expect(codeViewSubmission('/code/42/')).toBe(42);
    expect(codeViewSubmission('/code/abc')).toBeNull();
    expect(codeViewSubmission('/grader/code/42')).toBeNull();
  });

  it('drops a read older than its freshness, and one whose token is refused, after taking it once', async () => {
    vi.useFakeTimers();
    const send = vi.fn(async () => answer('x'));
    startRead('/a/', 'token', send);
    vi.advanceTimersByTime(FRESH_MS);
    expect(takeRead('/a/', () => true)).toBeNull();
    expect(pendingRead('/a/')).toBeUndefined();
    startRead('/b/', 'token', send);
    expect(takeRead('/b/', () => false)).toBeNull();
    expect(takeRead('/b/', () => true)).toBeNull();
  });

  it('asks again when the read on its way is stale or another caller’s', () => {
    vi.useFakeTimers();
    const send = vi.fn(async () => answer('x'));
    startRead('/a/', 'token', send);
    startRead('/a/', 'token', send);
    expect(send).toHaveBeenCalledTimes(1);
    startRead('/a/', 'other', send);
    expect(send).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(FRESH_MS);
    startRead('/a/', 'other', send);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('answers null when the read got no answer, so the app asks itself', async () => {
    startRead('/a/', 'token', async () => {
      throw new TypeError('network');
    });
    expect(await takeRead('/a/', () => true)).toBeNull();
  });
});
