import { describe, expect, it } from 'vitest';
import { loadConfig } from '../core/config';
import { serverTimingHeader } from './request-timings';

describe('the request timings flag', () => {
  it('is off unless MARGINALIA_REQUEST_TIMINGS switches it on', () => {
    expect(loadConfig({}).MARGINALIA_REQUEST_TIMINGS).toBe(false);
    expect(loadConfig({ MARGINALIA_REQUEST_TIMINGS: '1' }).MARGINALIA_REQUEST_TIMINGS).toBe(true);
    expect(loadConfig({ MARGINALIA_REQUEST_TIMINGS: 'off' }).MARGINALIA_REQUEST_TIMINGS).toBe(false);
    expect(() => loadConfig({ MARGINALIA_REQUEST_TIMINGS: 'sometimes' })).toThrow(/MARGINALIA_REQUEST_TIMINGS/);
  });
});

describe('the Server-Timing header', () => {
  it('names each phase that took place, the statements and the whole', () => {
    const timing = { start: 100, authenticated: 101.5, parsed: 101.5, validated: 101.75, handled: 110, queries: 2, queryMs: 6.25 };
    expect(serverTimingHeader(timing, 111)).toBe(
      'auth;dur=1.5, parse;dur=0.0, validate;dur=0.3, handler;dur=8.3, serialize;dur=1.0, db;dur=6.3;desc="2 queries", total;dur=11.0',
    );
  });

  it('leaves out the phases a request never reached (refused before its handler)', () => {
    expect(serverTimingHeader({ start: 0, authenticated: 2, queries: 1, queryMs: 1 }, 3)).toBe('auth;dur=2.0, db;dur=1.0;desc="1 query", total;dur=3.0');
  });
});
