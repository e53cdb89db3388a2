import { and, eq, sql, type SQL } from 'drizzle-orm';
import { auditEvents, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../core/actor';
import { recordEvent, type LoginAsSession } from './record';

// A login-as session's requests, reads included, are on the record as one event per session
// (`impersonation.request`, docs/AUDIT.md) rather than one row per request, so the changes made while acting
// stand out in the audit log. The event is written when the session starts, in its transaction, and each
// request adds itself to it: the count, the first and last time, the failed ones, and which routes and paths.

/** Distinct routes and paths kept per session; past it, a session's requests are still counted. */
export const REQUEST_GROUP_LIMIT = 200;

export interface GroupedRequest {
  method: string;
  /** The route's pattern, e.g. "/courses/:id/"; null for a path no route matched. */
  route: string | null;
  path: string;
  status: number;
  at: Date;
}

const object = (impersonationId: number) => ({ type: 'impersonation' as const, id: impersonationId });

/** The session's event, with no request yet; call it in the transaction that starts the session. */
export function openRequestGroup(tx: Executor, session: LoginAsSession, impersonationId: number): Promise<void> {
  const data = { requests: 0, firstAt: null, lastAt: null, errors: 0, routes: [], paths: [] };
  return recordEvent(tx, session, { type: 'impersonation.request', targetUserId: session.userId, object: object(impersonationId), data });
}

/** The JSON array `list` with `item` at its end, unless it holds it already or is full. */
function appendDistinct(list: SQL, item: string): SQL {
  const current = sql`coalesce(${list}, '[]'::jsonb)`;
  return sql`case when ${current} @> jsonb_build_array(${item}::text) or jsonb_array_length(${current}) >= ${REQUEST_GROUP_LIMIT}::int
    then ${current} else ${current} || jsonb_build_array(${item}::text) end`;
}

/** A request made with the session, counted into its event in one statement, so concurrent requests all count. */
export async function addToRequestGroup(db: Executor, acting: AuthUser & { impersonation: NonNullable<AuthUser['impersonation']> }, request: GroupedRequest): Promise<void> {
  const route = `${request.method} ${request.route ?? request.path}`;
  const path = `${request.method} ${request.path}`;
  const at = request.at.toISOString();
  const failed = request.status >= 400 ? 1 : 0;
  const impersonationId = acting.impersonation.id;
  const latest = sql`(select max(${auditEvents.id}) from ${auditEvents} where ${and(
    eq(auditEvents.type, 'impersonation.request'),
    eq(auditEvents.objectType, 'impersonation'),
    eq(auditEvents.objectId, impersonationId),
  )})`;
  const updated = await db
    .update(auditEvents)
    .set({
      data: sql`jsonb_build_object(
        'requests', coalesce((${auditEvents.data}->>'requests')::int, 0) + 1,
        'firstAt', case when jsonb_typeof(${auditEvents.data}->'firstAt') = 'string' then ${auditEvents.data}->'firstAt' else to_jsonb(${at}::text) end,
        'lastAt', ${at}::text,
        'errors', coalesce((${auditEvents.data}->>'errors')::int, 0) + ${failed}::int,
        'routes', ${appendDistinct(sql`${auditEvents.data}->'routes'`, route)},
        'paths', ${appendDistinct(sql`${auditEvents.data}->'paths'`, path)}
      )`,
    })
    .where(eq(auditEvents.id, latest))
    .returning({ id: auditEvents.id });
  if (updated.length > 0) return;
  // A session begun before requests were grouped has no event yet: it gets one now.
  await recordEvent(db, acting, {
    type: 'impersonation.request',
    targetUserId: acting.id,
    object: object(impersonationId),
    data: { requests: 1, firstAt: at, lastAt: at, errors: failed, routes: [route], paths: [path] },
  });
}
