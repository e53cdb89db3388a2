import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server';
import { COURSE_SETUP_ROUTES, type MatrixRoute } from './course-setup.matrix';
import { createMatrixWorld, MEMBERS, OUTSIDERS, PERSONAS, type MatrixWorld, type Persona } from './matrix-world';

// The authorization matrix of docs/QUALITY.md: every course-scoped route, called by every kind of caller.
// Only the callers a route allows get a 2xx; anonymous callers get 401, people outside the course 404 (the
// course does not exist for them) and members without the right 403.

const t = useTestServer();
const ROUTES: MatrixRoute[] = [...COURSE_SETUP_ROUTES];

function expectedStatus(route: MatrixRoute, persona: Persona): 'ok' | number {
  if (route.allow.includes(persona)) return 'ok';
  if (persona === 'anonymous') return 401;
  if (OUTSIDERS.includes(persona)) return route.outsiderStatus ?? 404;
  if (MEMBERS.includes(persona) || persona === 'platformAdmin') return 403;
  throw new Error(`No expectation for ${persona}`);
}

describe('authorization matrix', () => {
  it('covers every route that names a course or a section', () => {
    const scoped = t.server.routes
      .filter((r) => r.method !== 'HEAD' && /^\/(courses\/:id|sections)\//.test(r.url))
      .map((r) => `${r.method} ${r.url}`);
    const covered = new Set(ROUTES.map((r) => `${r.method} ${r.route}`));
    expect(scoped.filter((route) => !covered.has(route))).toEqual([]);
    for (const route of covered) expect(scoped, 'matrix entry for a route that does not exist').toContain(route);
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.route}`, async () => {
      const world: MatrixWorld = await createMatrixWorld(t.server.ctx);
      const outcomes: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const persona of PERSONAS) {
        const res = await t.api.call(route.method, await route.path(world, t.server.ctx), {
          auth: world.tokens[persona],
          body: route.body?.(world),
        });
        const want = expectedStatus(route, persona);
        expected[persona] = String(want);
        outcomes[persona] = res.status >= 200 && res.status < 300 ? 'ok' : String(res.status);
        if (outcomes[persona] !== 'ok') expect(res.text, `${persona}: error bodies are never empty`).not.toBe('');
      }
      expect(outcomes).toEqual(expected);
    });
  }
});
