import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { startTestServer, type TestServer } from '../testing/test-server';
import { API_ERRORS } from '@marginalia/contracts';
import { createCourseWorld } from '../testing/factories';
import { apiClient } from '../testing/http-client';
import { POLICIES, READ_METHODS, requirePoliciesOnRoutes, type RouteRecord } from './policies';

let server: TestServer;
beforeAll(async () => {
  // Every route is called with a bad key from one address; the limit on guessed keys has its own test.
  server = await startTestServer({ API_KEY_MAX_FAILURES_PER_IP: 100_000 });
});
afterAll(() => server.close());

function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
}

describe('the route table', () => {
  it('has a policy on every route', () => {
    expect(server.routes.length).toBeGreaterThan(10);
    const missing = server.routes.filter((route) => !route.policy || !POLICIES.includes(route.policy));
    expect(missing).toEqual([]);
  });

  it('has the audit events it records declared on every route that writes (docs/AUDIT.md)', () => {
    const undeclared = server.routes.filter((route) => !READ_METHODS.includes(route.method) && route.events === undefined).map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses to register a route without a policy', async () => {
    const app = Fastify();
    const records: RouteRecord[] = [];
    requirePoliciesOnRoutes(app, records);
    expect(() => app.get('/unguarded/', async () => 'open')).toThrow(/declares no access policy/);
  });

  it('answers 401 with a JSON body on every non-public route when called anonymously', async () => {
    const api = apiClient(server.url);
    const guarded = server.routes.filter((route) => route.policy !== 'public' && route.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const res = await api.call(route.method, concrete(route.url), { body: route.method === 'GET' ? undefined : {} });
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
      expect(res.body.detail, `${route.method} ${route.url}`).toBeTruthy();
    }
  });

  it('answers 404 on every platform route to course admins, graders and students, as if it did not exist', async () => {
    const api = apiClient(server.url);
    const world = await createCourseWorld(server.ctx);
    const platform = server.routes.filter((route) => route.policy === 'platformAdmin' && route.method !== 'HEAD');
    expect(platform.length).toBeGreaterThan(10);
    for (const caller of ['admin', 'superGrader', 'grader', 'student'] as const) {
      for (const route of platform) {
        const res = await api.call(route.method, concrete(route.url), { auth: world.tokens[caller], body: route.method === 'GET' ? undefined : {} });
        expect(res.status, `${caller}: ${route.method} ${route.url}`).toBe(404);
        expect(res.body, `${caller}: ${route.method} ${route.url}`).toEqual({ detail: API_ERRORS.notFound });
      }
    }
  });

  it('answers 401 on every non-public route for a malformed credential', async () => {
    const api = apiClient(server.url);
    for (const route of server.routes.filter((r) => r.policy !== 'public' && r.method !== 'HEAD')) {
      const res = await api.call(route.method, concrete(route.url), { auth: 'Token not-a-key', body: route.method === 'GET' ? undefined : {} });
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
