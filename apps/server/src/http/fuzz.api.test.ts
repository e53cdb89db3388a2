import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { apiClient } from '../testing/http-client';
import { createCourseWorld } from '../testing/factories';
import type { RouteRecord } from './policies';

// Bad input must get a 4xx with a message, never a 5xx: random bodies, ids and query strings are
// thrown at every route as a course admin (the caller who gets furthest into the services).

let server: TestServer;
let world: Awaited<ReturnType<typeof createCourseWorld>>;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS_PER_IP: 100_000, LOGIN_MAX_FAILURES_PER_ACCOUNT: 100_000 });
  world = await createCourseWorld(server.ctx);
});
afterAll(() => server.close());

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function value(next: () => number, depth = 0): unknown {
  const choices: (() => unknown)[] = [
    () => null,
    () => true,
    () => Math.floor(next() * 1e12) - 5e11,
    () => next() * 1e308,
    () => -0.5,
    () => 2 ** 53 + 1,
    () => '',
    () => 'x'.repeat(Math.floor(next() * 300)),
    () => 'Robert\'); DROP TABLE courses;--',
    () => '\u0000\ud800',
    () => '2026-13-45T99:99:99Z',
    () => 'US/Eastern',
    () => (depth < 2 ? [value(next, depth + 1), value(next, depth + 1)] : []),
    () => (depth < 2 ? { name: value(next, depth + 1), id: value(next, depth + 1) } : {}),
  ];
  return choices[Math.floor(next() * choices.length)]!();
}

const FIELDS = ['name', 'period', 'timezone', 'minComments', 'archived', 'lateDayCreditsAllowable', 'username', 'password', 'token', 'error', 'showProductTips', 'attachments', 'message'];
const IDS = ['1', '0', '-7', 'abc', '99999999999', '%00', '1.5', String(2 ** 31)];
/** Routes a browser is sent to by an LMS (docs/LMS.md): they answer pages, a refusal included (a body that is not even
 * parsed, such as broken JSON, still gets the JSON error every route gives). */
const PAGE_ROUTES = new Set(['/lti/login', '/lti/launch', '/lti/register']);

describe('random requests', () => {
  it('never produce a server error', async () => {
    const api = apiClient(server.url);
    const next = random(Number(process.env.FUZZ_SEED ?? 20261122));
    const routes = server.routes.filter((route) => route.method !== 'HEAD');
    let sent = 0;
    for (let round = 0; round < Number(process.env.FUZZ_ROUNDS ?? 12); round++) {
      for (const route of routes) {
        const id = round === 0 ? String(world.course.id) : IDS[Math.floor(next() * IDS.length)]!;
        const path = route.url.replace(/:[A-Za-z]+/g, id).replace(/\*$/, 'x') + (next() < 0.3 ? '?page=abc&page_size=-1' : '');
        const body = Object.fromEntries(FIELDS.filter(() => next() < 0.4).map((field) => [field, value(next)]));
        const options = route.method === 'GET' || route.method === 'DELETE' ? {} : next() < 0.1 ? { rawBody: '{"name":' } : { body };
        const res = await api.call(route.method, path, { auth: world.tokens.admin, ...options });
        sent++;
        expect(res.status, `${route.method} ${path} ${JSON.stringify(options)}`).toBeLessThan(500);
        const page = PAGE_ROUTES.has(route.url) && String(res.headers.get('content-type')).startsWith('text/html');
        if (res.status >= 400 && !page) expect(res.body, `${route.method} ${path}`).toBeTypeOf('object');
      }
    }
    expect(sent).toBeGreaterThan(100);
  }, 180_000);
});

// Whole numbers beyond what a column holds, negative ones, and a NUL: each must be refused by the route's
// contract (a 400, or 404 for an id in the path), never reach SQL. Every query parameter a route's schema names,
// and every path parameter, gets each of them, from a platform admin on the platform's routes and a course admin
// on the others.
const OUT_OF_RANGE = ['99999999999999999999', '-1', String(2 ** 31), String(Number.MAX_SAFE_INTEGER), '9223372036854775808', '1e400', '%00', 'a%00b'];

describe('out-of-range numbers and NUL characters', () => {
  /** The caller who gets furthest into the route: a platform admin on the platform's routes, else a course admin. */
  const callerOf = (route: RouteRecord) => (route.policy === 'platformAdmin' ? world.tokens.platformAdmin : world.tokens.admin);

  it('in query parameters never produce a server error', async () => {
    const api = apiClient(server.url);
    const failures: string[] = [];
    const routes = server.routes.filter((route) => route.method === 'GET' && route.queryKeys.length > 0);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const path = route.url.replace(/:[A-Za-z]+/g, String(world.course.id)).replace(/\*$/, 'x');
      for (const key of route.queryKeys) {
        for (const bad of OUT_OF_RANGE) {
          const res = await api.get(`${path}?${key}=${bad}`, { auth: callerOf(route) });
          if (res.status >= 500) failures.push(`GET ${path}?${key}=${bad}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('in path parameters never produce a server error', async () => {
    const api = apiClient(server.url);
    const failures: string[] = [];
    const routes = server.routes.filter((route) => route.method !== 'HEAD' && /:[A-Za-z]+/.test(route.url));
    for (const route of routes) {
      for (const bad of OUT_OF_RANGE) {
        const path = route.url.replace(/:[A-Za-z]+/g, bad);
        const res = await api.call(route.method, path, { auth: callerOf(route), ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }) });
        if (res.status >= 500) failures.push(`${route.method} ${path}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});

