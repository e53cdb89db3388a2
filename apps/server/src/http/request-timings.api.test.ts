import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { apiClient } from '../testing/http-client';
import { createCourseWorld } from '../testing/factories';

let timed: TestServer;
let plain: TestServer;

beforeAll(async () => {
  timed = await startTestServer({ MARGINALIA_REQUEST_TIMINGS: true });
  plain = await startTestServer();
});
afterAll(() => Promise.all([timed.close(), plain.close()]));

/** `name;dur=1.2;desc="…"` entries of a Server-Timing header, by name. */
function entries(header: string | null): Map<string, string> {
  return new Map((header ?? '').split(', ').filter(Boolean).map((entry) => [entry.split(';')[0]!, entry]));
}

describe('request timings (MARGINALIA_REQUEST_TIMINGS=1)', () => {
  it('time a signed-in read phase by phase, with the statements it ran', async () => {
    const world = await createCourseWorld(timed.ctx);
    const res = await apiClient(timed.url).get(`/courses/${world.course.id}/`, { auth: world.tokens.admin });
    expect(res.status).toBe(200);
    const timing = entries(res.headers.get('server-timing'));
    expect([...timing.keys()]).toEqual(['auth', 'parse', 'validate', 'handler', 'serialize', 'db', 'total']);
    // The caller's user row at least, then the course: statements are counted across the request.
    const queries = Number(/desc="(\d+) quer/.exec(timing.get('db')!)![1]);
    expect(queries).toBeGreaterThanOrEqual(2);
  });

  it('time a refused request: its error answer, the statements and the whole', async () => {
    const res = await apiClient(timed.url).get('/courses/1/', { auth: 'JWT not-a-token' });
    expect(res.status).toBe(401);
    // Authentication threw, so its mark was never taken: its time is in the total.
    expect([...entries(res.headers.get('server-timing')).keys()]).toEqual(['serialize', 'db', 'total']);
  });

  it('are absent by default', async () => {
    const world = await createCourseWorld(plain.ctx);
    const res = await apiClient(plain.url).get(`/courses/${world.course.id}/`, { auth: world.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('server-timing')).toBeNull();
  });
});
