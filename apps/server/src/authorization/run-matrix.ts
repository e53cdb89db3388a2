import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { API_ERRORS, type AuditEventType } from '@marginalia/contracts';
import { auditEvents, type Executor } from '@marginalia/db';
import { useTestServer } from '../testing/use-test-server';
import { expectedOutcome, type MatrixSuite } from './matrix-route';
import { PERSONAS, type MatrixWorld } from './matrix-world';

// Runs one matrix suite in its own test file: one server and one fixture for every route of the suite,
// each route called by every kind of caller. A route's row fails as a whole, showing every caller's outcome.
// Each call is also checked against the route's declared audit events (docs/AUDIT.md): a caller who succeeds
// leaves an event of one of those types as theirs, a refused caller leaves none; and no answer may hold the
// route's secrets.

/** The bodies of refusals are the API's fixed ones: a refusal says nothing about the object it refuses. */
const REFUSAL_BODIES: Record<number, unknown> = {
  401: { detail: API_ERRORS.notAuthenticated },
  403: { detail: API_ERRORS.permissionDenied },
  404: { detail: API_ERRORS.notFound },
};

/** Events of the given types recorded as this person's. */
async function eventsBy(db: Executor, userId: number | undefined, types: readonly AuditEventType[]): Promise<number> {
  if (userId === undefined || types.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(and(eq(auditEvents.actorId, userId), inArray(auditEvents.type, [...types])));
  return row!.n;
}

export function runMatrixSuite<F extends MatrixWorld>(suite: MatrixSuite<F>): void {
  const t = useTestServer();
  let fixture: F | undefined;

  describe(`authorization matrix: ${suite.name}`, () => {
    beforeAll(async () => {
      fixture = await suite.setup(t.server.ctx);
    });

    for (const route of suite.routes) {
      it(`${route.method} ${route.route}`, async () => {
        const f = fixture!;
        const ctx = t.server.ctx;
        const outcomes: Record<string, string> = {};
        const expected: Record<string, string> = {};
        const audit: Record<string, string> = {};
        const declared = t.server.routes.find((r) => r.method === route.method && r.url === route.route)?.events ?? [];
        for (const persona of PERSONAS) {
          const before = await eventsBy(ctx.db, f.userIds[persona], declared);
          const path = await route.path(f, ctx);
          const raw = route.raw?.(f);
          const res = await t.api.call(route.method, path, {
            auth: f.tokens[persona],
            body: raw ? undefined : await route.body?.(f, ctx),
            rawBody: raw?.payload,
            headers: raw ? { 'content-type': raw.contentType } : undefined,
          });
          expected[persona] = String(expectedOutcome(route, persona));
          outcomes[persona] = res.status >= 200 && res.status < 300 ? 'ok' : String(res.status);
          if (f.userIds[persona] !== undefined && declared.length > 0) {
            const recorded = (await eventsBy(ctx.db, f.userIds[persona], declared)) - before;
            const wanted = outcomes[persona] === 'ok' ? recorded > 0 : recorded === 0;
            if (!wanted) audit[persona] = `${outcomes[persona]} with ${recorded} event(s) of ${declared.join(', ')}`;
          }
          if (outcomes[persona] !== 'ok') expect(res.text, `${persona}: error bodies are never empty`).not.toBe('');
          for (const secret of route.secrets?.(f) ?? []) expect(res.text, `${persona}: the answer keeps ${secret} secret`).not.toContain(secret);
          const refusal = REFUSAL_BODIES[res.status];
          if (refusal) expect(res.body, `${persona}: the ${res.status} body`).toEqual(refusal);
        }
        expect(outcomes).toEqual(expected);
        expect(audit, 'a success records its audit event, a refusal none').toEqual({});
      });
    }
  });
}
