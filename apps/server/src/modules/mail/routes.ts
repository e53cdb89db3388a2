import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, PageQuery } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { pageEnvelope, Paged, pageWindow } from '../../http/pagination';
import { OutboxMail, OutboxMailDetail } from '@marginalia/contracts';
import { listOutboxMail, readOutboxMail } from './service';

const IdParams = z.object({ id: IdParam });

/** The mail outbox, for platform admins: what was sent, what waits, what failed and why. */
export function mailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Always the paged envelope, newest first: the outbox only grows.
    app.get('/mail/outbox/', {
      config: { policy: 'platformAdmin' },
      schema: { querystring: PageQuery, response: { 200: Paged(OutboxMail) } },
      handler: async (request) => {
        const window = pageWindow(request);
        const { count, results } = await listOutboxMail(ctx.db, ctx.config, { limit: window.pageSize, offset: window.offset });
        return pageEnvelope(request, window, count, results);
      },
    });

    app.get('/mail/outbox/:id/', {
      config: { policy: 'platformAdmin' },
      schema: { params: IdParams, response: { 200: OutboxMailDetail } },
      handler: async (request) => readOutboxMail(ctx.db, ctx.config, request.params.id),
    });
  };
}
