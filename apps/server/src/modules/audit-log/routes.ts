import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditEventQuery, AuditEventRow } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { pageEnvelope, Paged, pageWindow } from '../../http/pagination';
import { eventFilter, eventsCsv, listEventPage } from './service';

/** The audit log, for platform admins: who changed what, and everything done through login-as (docs/AUDIT.md). */
export function auditLogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/audit/events/', {
      config: { policy: 'platformAdmin' },
      schema: { querystring: AuditEventQuery, response: { 200: Paged(AuditEventRow) } },
      handler: async (request) => {
        const window = pageWindow(request);
        const filter = await eventFilter(ctx.db, request.query);
        const { count, results } = await listEventPage(ctx.db, filter, { limit: window.pageSize, offset: window.offset });
        return pageEnvelope(request, window, count, results);
      },
    });

    app.get('/audit/events.csv', {
      config: { policy: 'platformAdmin' },
      schema: { querystring: AuditEventQuery },
      handler: async (request, reply) => {
        const csv = await eventsCsv(ctx.db, await eventFilter(ctx.db, request.query));
        return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="audit-log.csv"').send(csv);
      },
    });
  };
}
