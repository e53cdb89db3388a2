import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/app-context';
import { addToRequestGroup } from '../audit/request-group';

/**
 * Every request made with a login-as session is recorded as both people's (docs/AUDIT.md), reads included: what
 * the admin looked at while acting as someone is as much on the record as what they changed. The requests of one
 * session are counted into one event (audit/request-group.ts); changes also record their own events, in their
 * own transactions.
 */
export function installImpersonationLog(app: FastifyInstance, ctx: AppContext): void {
  // onSend, not onResponse: the record is written before the answer leaves, so a caller who has the answer can
  // already find the request in the audit log.
  app.addHook('onSend', async (request, reply, payload) => {
    const user = request.user;
    if (!user?.impersonation) return payload;
    const grouped = { method: request.method, route: request.routeOptions.url ?? null, path: request.url.split('?')[0]!, status: reply.statusCode, at: new Date() };
    try {
      await addToRequestGroup(ctx.db, { ...user, impersonation: user.impersonation }, grouped);
    } catch (error) {
      request.log.error({ err: error }, 'could not record a login-as request');
    }
    return payload;
  });
}
