import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, PageQuery } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { pageEnvelope, Paged, pageWindow } from '../../http/pagination';
import { requireUser } from '../../http/policies';
import { OutboxMail, OutboxMailDetail } from '@marginalia/contracts';
import { listOutboxMail, readOutboxMail } from './service';

const IdParams = z.object({ id: IdParam });

/**
 * The mail outbox, for platform admins: what was sent, what waits, what failed and why. Reads are on the record
 * (`mail_outbox.read`, docs/AUDIT.md).
 */
export function mailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Always the paged envelope, newest first: the outbox only grows.
    app.get('/mail/outbox/', {
      config: { policy: 'platformAdmin', events: ['mail_outbox.read'] },
      schema: { querystring: PageQuery, response: { 200: Paged(OutboxMail) } },
      handler: async (request) => {
        const window = pageWindow(request);
        const { count, results } = await listOutboxMail(ctx.db, ctx.config, requireUser(request), { limit: window.pageSize, offset: window.offset });
        return pageEnvelope(request, window, count, results);
      },
    });

    // Also a login-as session's, for the mail addressed to the person acted as: the only way a platform admin
    // reads the body of a mail about grades. The service answers 404 to everyone else (mail/policy.ts).
    app.get('/mail/outbox/:id/', {
      config: { policy: 'authenticated', events: ['mail_outbox.read'] },
      schema: { params: IdParams, response: { 200: OutboxMailDetail } },
      handler: async (request) => readOutboxMail(ctx.db, ctx.config, requireUser(request), request.params.id),
    });
  };
}
